import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { IdentityRegistry, MailOutbox } from "@wenlv/contract/profile";
import { ok } from "../../plugins/envelope";
import { input } from "../../plugins/input";

const ZMailOutboxQuery = z.object({ to: z.string().trim().optional().transform((v) => v || undefined) });

/**
 * Sandbox views for development, tests and e2e, each registered only when its provider is the
 * sandbox (so a real gateway never exposes them):
 * - GET /api/dev/mail-outbox?to= (MAIL_PROVIDER=sandbox): sent mail newest first (ZMailOutbox);
 * - GET /api/dev/identity-registry (IDENTITY_PROVIDER=sandbox): the made-up people whose ID numbers
 *   match only their own names (ZIdentityRegistry).
 */
export async function profileDevRoutes(app: FastifyInstance): Promise<void> {
  const { mailSandbox, identitySandbox } = app.ctx;
  if (mailSandbox) {
    app.get("/api/dev/mail-outbox", async (request) => {
      const { to } = input(ZMailOutboxQuery, request);
      const list: MailOutbox["list"] = mailSandbox
        .outbox(to)
        .map((m) => ({ to: m.to, subject: m.subject, text: m.text, code: m.code, sent_at: m.sentAt.toISOString() }));
      return ok({ list });
    });
  }
  if (identitySandbox) {
    app.get("/api/dev/identity-registry", async () => {
      const list: IdentityRegistry["list"] = identitySandbox.registry().map((p) => ({ name: p.name, id_number: p.idNumber, note: p.note }));
      return ok({ list });
    });
  }
}
