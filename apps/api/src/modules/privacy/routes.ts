import type { FastifyInstance } from "fastify";
import {
  cancelAccount as cancelAccountEndpoint,
  consentGrant,
  consentList,
  consentWithdraw,
  exportPersonalData as exportPersonalDataEndpoint,
  personalInfo as personalInfoEndpoint,
} from "@wenlv/contract/endpoints/privacy";
import { LOCK_KEYS, withAdvisoryLock } from "../../db/locks";
import { route } from "../../plugins/endpoints";
import { ok } from "../../plugins/envelope";
import { anonymiseDueAccounts } from "./anonymise";
import { cancelAccount } from "./cancel";
import { grantConsent, listConsents, withdrawConsent } from "./consents";
import { exportPersonalData, personalInfo } from "./personal-data";

/**
 * Personal-data endpoints (issue 3), registered from the endpoint table
 * (@wenlv/contract/endpoints/privacy), all login-required (HTTP 401 + 4005), bodies strict:
 * consent list, grant, withdraw; cancelAccount, personalInfo, exportPersonalData. Also runs the
 * deletion sweeper (anonymiseDueAccounts; on one API node at a time, the accountSweep advisory
 * lock) every ORDER_SWEEP_INTERVAL_MS once the app is ready, except under NODE_ENV=test where tests
 * call it; the timer does not keep the process alive and stops (after a run in progress) on close.
 */
export async function privacyRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  await route(app, consentList, async ({ session }) => ok(await listConsents(ctx, session.userId)));
  await route(app, consentGrant, async ({ input, session }) => ok(await grantConsent(ctx, session.userId, input), "已同意"));
  await route(app, consentWithdraw, async ({ input, session }) => ok(await withdrawConsent(ctx, session.userId, input), "已撤回"));
  await route(app, cancelAccountEndpoint, async ({ input, session }) => ok(await cancelAccount(ctx, session.userId, input), "注销申请已提交"));
  await route(app, personalInfoEndpoint, async ({ session }) => ok(await personalInfo(ctx, session.userId)));
  await route(app, exportPersonalDataEndpoint, async ({ session }) => ok(await exportPersonalData(ctx, session.userId)));

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const sweep = (): void => {
    if (running) return;
    // One node at a time on a shared PostgreSQL (docs/decisions/015-cluster.md); a busy lock skips the pass.
    running = withAdvisoryLock(ctx.db, LOCK_KEYS.accountSweep, () => anonymiseDueAccounts(ctx), { wait: false })
      .then((run) => {
        if (run.ran && run.value > 0) app.log.info({ anonymised: run.value }, "account deletion sweep");
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
