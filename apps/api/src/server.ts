import formbody from "@fastify/formbody";
import Fastify, { type FastifyInstance } from "fastify";
import { ResultCode } from "@wenlv/contract/envelope";
import type { Config } from "./config";
import type { AppContext } from "./context";
import { createDb, type DbHandle } from "./db/client";
import { authRoutes } from "./modules/auth/routes";
import { browseRoutes } from "./modules/browse/routes";
import { devRoutes } from "./modules/auth/dev-routes";
import { ordersRoutes } from "./modules/orders/routes";
import { paymentsRoutes } from "./modules/payments/routes";
import { coverRoutes } from "./modules/scenic/cover-routes";
import { scenicRoutes } from "./modules/scenic/routes";
import { travellerRoutes } from "./modules/travellers/routes";
import { installTokenAuth } from "./plugins/auth";
import { fail } from "./plugins/envelope";
import { installErrorHandler } from "./plugins/errors";
import { pruneRateCounters } from "./plugins/rate-limit";
import { installSecurityHeaders } from "./plugins/security";
import { installStaticApp, spaFallback } from "./plugins/static-app";
import { createSandboxSms } from "./providers/sms/sandbox";
import type { SmsProvider } from "./providers/sms/types";

/** What tests (or main) may hand in instead of the defaults. */
export type ServerDeps = {
  /** An open, migrated database; when absent one is opened from the config and closed with the app. */
  db?: DbHandle;
  /** The clock (tests move it); default `() => new Date()`. */
  now?: () => Date;
  /** An SMS provider replacing the one SMS_PROVIDER selects. */
  sms?: SmsProvider;
};

/**
 * Builds the Fastify app: form and JSON bodies, security headers (CSP), the envelope error handler,
 * token auth, every module's routes (auth, dev outbox, scenic, covers, travellers, orders, payments),
 * and, with STATIC_DIR, the built shell with SPA fallback. `app.ctx` carries config, db, clock and
 * providers for the modules. Does not migrate or seed (main.ts and test-utils do).
 */
export async function buildServer(config: Config, deps: ServerDeps = {}): Promise<FastifyInstance> {
  const handle = deps.db ?? (await createDb(config));
  const now = deps.now ?? (() => new Date());
  const smsSandbox = deps.sms ? null : createSandboxSms(now);
  const ctx: AppContext = {
    config,
    db: handle.db,
    dbKind: handle.kind,
    now,
    sms: deps.sms ?? (smsSandbox as SmsProvider),
    smsSandbox: config.smsProvider === "sandbox" ? smsSandbox : null,
  };

  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.decorate("ctx", ctx);
  if (!deps.db) app.addHook("onClose", async () => handle.close());

  installErrorHandler(app);
  await app.register(formbody);
  await installSecurityHeaders(app, config);
  installTokenAuth(app);

  await app.register(authRoutes);
  await app.register(browseRoutes);
  await app.register(devRoutes);
  await app.register(scenicRoutes);
  await app.register(coverRoutes);
  await app.register(travellerRoutes);
  await app.register(ordersRoutes);
  await app.register(paymentsRoutes);

  const serveApp = config.staticDir ? await installStaticApp(app, config.staticDir) : false;
  app.setNotFoundHandler((request, reply) => {
    if (serveApp) {
      const sent = spaFallback(request, reply);
      if (sent) return sent;
    }
    return reply.code(404).send(fail(ResultCode.FAIL, "接口不存在"));
  });

  // Rate-limit windows are at most a day long; drop counters older than two days every hour.
  const prune = setInterval(() => {
    pruneRateCounters(ctx.db, new Date(now().getTime() - 2 * 24 * 60 * 60 * 1000)).catch((err: unknown) =>
      app.log.warn({ err }, "rate counter prune failed"),
    );
  }, 60 * 60 * 1000);
  prune.unref();
  app.addHook("onClose", async () => clearInterval(prune));

  return app;
}
