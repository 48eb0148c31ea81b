import type { FastifyInstance } from "fastify";
import { devSmsOutbox } from "@wenlv/contract/endpoints/dev";
import { route } from "../../plugins/endpoints";
import { ok } from "../../plugins/envelope";

/**
 * GET /api/dev/sms-outbox?phone= from the endpoint table (@wenlv/contract/endpoints/dev): the
 * sandbox SMS outbox, newest first (ZSmsOutbox). Registered only when SMS_PROVIDER=sandbox, so a
 * production gateway never exposes codes.
 */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  const sandbox = app.ctx.smsSandbox;
  if (!sandbox) return;
  await route(app, devSmsOutbox, async ({ input }) =>
    ok({ list: sandbox.outbox(input.phone).map((m) => ({ phone: m.phone, text: m.text, code: m.code, sent_at: m.sentAt.toISOString() })) }),
  );
}
