import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { SmsOutbox } from "@wenlv/contract/auth";
import { ok } from "../../plugins/envelope";
import { input } from "../../plugins/input";

const ZOutboxQuery = z.object({ phone: z.string().trim().optional().transform((v) => v || undefined) });

/**
 * GET /api/dev/sms-outbox?phone= : the sandbox SMS outbox, newest first (ZSmsOutbox). Registered only
 * when SMS_PROVIDER=sandbox, so a production gateway never exposes codes.
 */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  const sandbox = app.ctx.smsSandbox;
  if (!sandbox) return;
  app.get("/api/dev/sms-outbox", async (request) => {
    const { phone } = input(ZOutboxQuery, request);
    const list: SmsOutbox["list"] = sandbox
      .outbox(phone)
      .map((m) => ({ phone: m.phone, text: m.text, code: m.code, sent_at: m.sentAt.toISOString() }));
    return ok({ list });
  });
}
