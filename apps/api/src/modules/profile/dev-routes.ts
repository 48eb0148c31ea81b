import type { FastifyInstance } from "fastify";
import { devIdentityRegistry, devMailOutbox } from "@wenlv/contract/endpoints/dev";
import { route } from "../../plugins/endpoints";
import { ok } from "../../plugins/envelope";

/**
 * Sandbox views for development, tests and e2e from the endpoint table
 * (@wenlv/contract/endpoints/dev), each registered only when its provider is the sandbox (so a
 * real gateway never exposes them):
 * - GET /api/dev/mail-outbox?to= (MAIL_PROVIDER=sandbox): sent mail newest first (ZMailOutbox);
 * - GET /api/dev/identity-registry (IDENTITY_PROVIDER=sandbox): the made-up people whose ID numbers
 *   match only their own names (ZIdentityRegistry).
 */
export async function profileDevRoutes(app: FastifyInstance): Promise<void> {
  const { mailSandbox, identitySandbox } = app.ctx;
  if (mailSandbox) {
    await route(app, devMailOutbox, async ({ input }) =>
      ok({ list: mailSandbox.outbox(input.to).map((m) => ({ to: m.to, subject: m.subject, text: m.text, code: m.code, sent_at: m.sentAt.toISOString() })) }),
    );
  }
  if (identitySandbox) {
    await route(app, devIdentityRegistry, async () =>
      ok({ list: identitySandbox.registry().map((p) => ({ name: p.name, id_number: p.idNumber, note: p.note })) }),
    );
  }
}
