import formbody from "@fastify/formbody";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { ResultCode } from "@wenlv/contract/envelope";
import type { Config } from "./config";
import type { AppContext } from "./context";
import { createDb, type DbHandle } from "./db/client";
import { authRoutes } from "./modules/auth/routes";
import { browseRoutes } from "./modules/browse/routes";
import { devRoutes } from "./modules/auth/dev-routes";
import { providerLoginRoutes } from "./modules/auth/provider-routes";
import { loginSandboxRoutes } from "./modules/auth/sandbox-routes";
import { ordersRoutes } from "./modules/orders/routes";
import { profileDevRoutes } from "./modules/profile/dev-routes";
import { profileRoutes } from "./modules/profile/routes";
import { uploadRoutes } from "./modules/profile/upload-routes";
import { loadPayloadKeys } from "./modules/security/payload-keys";
import { securityRoutes } from "./modules/security/routes";
import { paymentsRoutes } from "./modules/payments/routes";
import { coverRoutes } from "./modules/scenic/cover-routes";
import { scenicRoutes } from "./modules/scenic/routes";
import { travellerRoutes } from "./modules/travellers/routes";
import { addressRoutes } from "./modules/addresses/routes";
import { collectionRoutes } from "./modules/collection/routes";
import { pickupRoutes } from "./modules/pickup/routes";
import { privacyRoutes } from "./modules/privacy/routes";
import { installTokenAuth } from "./plugins/auth";
import { fail } from "./plugins/envelope";
import { installErrorHandler } from "./plugins/errors";
import { pruneRateCounters } from "./plugins/rate-limit";
import { installSecurityHeaders } from "./plugins/security";
import { installStaticApp, spaFallback } from "./plugins/static-app";
import { createSandboxIdentity } from "./providers/identity/sandbox";
import type { IdentityProvider } from "./providers/identity/types";
import { createSandboxMail } from "./providers/mail/sandbox";
import type { MailProvider } from "./providers/mail/types";
import { createSandboxSms } from "./providers/sms/sandbox";
import { createLoginProviders, type LoginProviders } from "./providers/login-providers";
import { openStorage } from "./providers/storage/index";
import type { StorageProvider } from "./providers/storage/types";
import type { SmsProvider } from "./providers/sms/types";

/** What tests (or main) may hand in instead of the defaults. */
export type ServerDeps = {
  /** An open, migrated database; when absent one is opened from the config and closed with the app. */
  db?: DbHandle;
  /** The clock (tests move it); default `() => new Date()`. */
  now?: () => Date;
  /** An SMS provider replacing the one SMS_PROVIDER selects. */
  sms?: SmsProvider;
  /** Login providers replacing the configured ones (tests hand in real adapters with a fake fetch). */
  loginProviders?: Partial<LoginProviders>;
  /** Storage, mail and identity providers replacing the configured ones. */
  storage?: StorageProvider;
  mail?: MailProvider;
  identity?: IdentityProvider;
  /** Where log lines go (default stdout); tests capture them to prove what is never logged. */
  logStream?: { write: (line: string) => void };
};

/**
 * Builds the Fastify app: form and JSON bodies, security headers (CSP), the envelope error handler,
 * token auth, every module's routes (auth, dev outbox, scenic, covers, travellers, orders, payments,
 * security public key, profile, uploads),
 * and, with STATIC_DIR, the built shell with SPA fallback. `app.ctx` carries config, db, clock and
 * providers for the modules. Does not migrate or seed (main.ts and test-utils do).
 */
export async function buildServer(config: Config, deps: ServerDeps = {}): Promise<FastifyInstance> {
  const handle = deps.db ?? (await createDb(config));
  const now = deps.now ?? (() => new Date());
  const smsSandbox = deps.sms ? null : createSandboxSms(now);
  const ownStorage = deps.storage ? null : await openStorage(config);
  const mailSandbox = deps.mail ? null : createSandboxMail(now);
  const identitySandbox = deps.identity ? null : createSandboxIdentity();
  const ctx: AppContext = {
    config,
    db: handle.db,
    dbKind: handle.kind,
    now,
    sms: deps.sms ?? (smsSandbox as SmsProvider),
    smsSandbox: config.smsProvider === "sandbox" ? smsSandbox : null,
    loginProviders: createLoginProviders(config, now, deps.loginProviders),
    storage: ownStorage ? ownStorage.storage : (deps.storage as StorageProvider),
    servedStorage: ownStorage?.storage ?? null,
    mail: deps.mail ?? (mailSandbox as MailProvider),
    mailSandbox: config.mailProvider === "sandbox" ? mailSandbox : null,
    identity: deps.identity ?? (identitySandbox as IdentityProvider),
    identitySandbox: config.identityProvider === "sandbox" ? identitySandbox : null,
    payloadKeys: loadPayloadKeys(config.payloadPrivateKeyPem),
  };

  const app = Fastify({
    logger: { level: config.logLevel, ...(deps.logStream ? { stream: deps.logStream } : {}) } as FastifyServerOptions["logger"],
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.decorate("ctx", ctx);
  if (!deps.db) app.addHook("onClose", async () => handle.close());
  if (ownStorage) app.addHook("onClose", async () => ownStorage.close());

  installErrorHandler(app);
  await app.register(formbody);
  await installSecurityHeaders(app, config);
  installTokenAuth(app);

  await app.register(authRoutes);
  await app.register(browseRoutes);
  await app.register(devRoutes);
  await app.register(providerLoginRoutes);
  await app.register(loginSandboxRoutes);
  await app.register(scenicRoutes);
  await app.register(coverRoutes);
  await app.register(travellerRoutes);
  await app.register(addressRoutes);
  await app.register(pickupRoutes);
  await app.register(collectionRoutes);
  await app.register(privacyRoutes);
  await app.register(ordersRoutes);
  await app.register(paymentsRoutes);
  await app.register(securityRoutes);
  await app.register(profileRoutes);
  await app.register(profileDevRoutes);
  await app.register(uploadRoutes);

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
