import type { FastifyInstance } from "fastify";
import { ZCancelAccount, ZConsentChange } from "@wenlv/contract/privacy";
import { currentSession, requireUser } from "../../plugins/auth";
import { ok } from "../../plugins/envelope";
import { writeInput } from "../../plugins/input";
import { anonymiseDueAccounts } from "./anonymise";
import { cancelAccount } from "./cancel";
import { listConsents, recordConsent, withdrawConsent } from "./consents";
import { exportPersonalData, personalInfo } from "./personal-data";

/**
 * Personal-data endpoints (issue 3; @wenlv/contract/privacy), all login-required (HTTP 401 + 4005),
 * bodies strict: POST /api/uservice/consent/list, /grant, /withdraw; /api/uservice/user/cancelAccount,
 * /personalInfo, /exportPersonalData. Also runs the deletion sweeper (anonymiseDueAccounts) every
 * ORDER_SWEEP_INTERVAL_MS once the app is ready, except under NODE_ENV=test where tests call it;
 * the timer does not keep the process alive and stops (after a run in progress) on close.
 */
export async function privacyRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guarded = { preHandler: requireUser };

  app.post("/api/uservice/consent/list", guarded, async (request) => ok({ list: await listConsents(ctx.db, currentSession(request).userId) }));

  app.post("/api/uservice/consent/grant", guarded, async (request) => {
    const { kind } = writeInput(ZConsentChange, request);
    return ok(await recordConsent(ctx.db, currentSession(request).userId, kind, true, ctx.now()), "已同意");
  });

  app.post("/api/uservice/consent/withdraw", guarded, async (request) => {
    const { kind } = writeInput(ZConsentChange, request);
    return ok(await withdrawConsent(ctx.db, currentSession(request).userId, kind, ctx.now()), "已撤回");
  });

  app.post("/api/uservice/user/cancelAccount", guarded, async (request) => {
    const body = writeInput(ZCancelAccount, request);
    return ok(await cancelAccount(ctx, currentSession(request).userId, body), "注销申请已提交");
  });

  app.post("/api/uservice/user/personalInfo", guarded, async (request) => ok(await personalInfo(ctx, currentSession(request).userId)));

  app.post("/api/uservice/user/exportPersonalData", guarded, async (request) => ok(await exportPersonalData(ctx, currentSession(request).userId)));

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const sweep = (): void => {
    if (running) return;
    running = anonymiseDueAccounts(ctx)
      .then((n) => {
        if (n > 0) app.log.info({ anonymised: n }, "account deletion sweep");
      })
      .catch((err: unknown) => app.log.error({ err }, "account deletion sweep failed"))
      .finally(() => {
        running = null;
      });
  };
  app.addHook("onReady", async () => {
    if (ctx.config.nodeEnv === "test") return;
    timer = setInterval(sweep, ctx.config.orderSweepIntervalMs);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
    if (running) await running;
  });
}
