import formbody from "@fastify/formbody";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { ResultCode } from "@wenlv/contract/envelope";
import { createLocalBus, type InvalidationBus } from "./cache/bus";
import { createPostgresBus } from "./cache/postgres-bus";
import { createCatalogueCache } from "./cache/response-cache";
import { createSessionCache } from "./cache/session-cache";
import { SoldOutMarks } from "./cache/sold-out-marks";
import type { Config } from "./config";
import type { AppContext } from "./context";
import { createDb, type DbHandle } from "./db/client";
import { READS_IN_FLIGHT } from "./db/prepared";
import { authRoutes } from "./modules/auth/routes";
import { sessionsByHashes } from "./modules/auth/sessions";
import { browseRoutes } from "./modules/browse/routes";
import { devRoutes } from "./modules/auth/dev-routes";
import { providerLoginRoutes } from "./modules/auth/provider-routes";
import { loginSandboxRoutes } from "./modules/auth/sandbox-routes";
import { ordersRoutes } from "./modules/orders/routes";
import { ORDER_CREATES_PER_SLOT } from "./modules/orders/sold-out";
import { profileDevRoutes } from "./modules/profile/dev-routes";
import { profileRoutes } from "./modules/profile/routes";
import { uploadRoutes } from "./modules/profile/upload-routes";
import { securityRoutes } from "./modules/security/routes";
import { paymentsRoutes } from "./modules/payments/routes";
import { coverRoutes } from "./modules/scenic/cover-routes";
import { scenicRoutes } from "./modules/scenic/routes";
import { hotelRoutes } from "./modules/hotels/routes";
import { lineRoutes } from "./modules/lines/routes";
import { movieRoutes } from "./modules/movies/routes";
import { performanceRoutes } from "./modules/performances/routes";
import { ticketCartRoutes } from "./modules/ticket-cart/routes";
import { waitlistRoutes } from "./modules/waitlist/routes";
import { couponRoutes } from "./modules/coupons/routes";
import { searchRoutes } from "./modules/search/routes";
import { travellerRoutes } from "./modules/travellers/routes";
import { addressRoutes } from "./modules/addresses/routes";
import { collectionRoutes } from "./modules/collection/routes";
import { pickupRoutes } from "./modules/pickup/routes";
import { privacyRoutes } from "./modules/privacy/routes";
import { Batcher } from "./lib/batcher";
import { KeyedGate } from "./lib/keyed-gate";
import { loadPayloadKeys } from "./lib/payload-keys";
import { installTokenAuth } from "./plugins/auth";
import { fail } from "./plugins/envelope";
import { installErrorHandler } from "./plugins/errors";
import { pruneRateCounters } from "./plugins/rate-limit";
import { installSecurityHeaders } from "./plugins/security";
import { installStaticApp, spaFallback } from "./plugins/static-app";
import { createProviders, type ProviderOverrides } from "./providers/index";

/** What tests (or main) may hand in instead of the defaults. */
export type ServerDeps = {
  /** An open, migrated database; when absent one is opened from the config and closed with the app. */
  db?: DbHandle;
  /** The clock (tests move it); default `() => new Date()`. */
  now?: () => Date;
  /**
   * Providers replacing the configured ones (sms, mail, identity, storage, payment, single login
   * providers); the rest are built by `createProviders` from the config.
   */
  providers?: ProviderOverrides;
  /** Where log lines go (default stdout); tests capture them to prove what is never logged. */
  logStream?: { write: (line: string) => void };
  /**
   * The invalidation bus, instead of the one `config.cacheBus` selects (not closed with the app):
   * tests hand one local bus to two apps on one database to stand for two nodes.
   */
  bus?: InvalidationBus;
};

/**
 * Builds the Fastify app: the invalidation bus (`config.cacheBus`: in-process, or LISTEN/NOTIFY on
 * PostgreSQL; closed with the app) and the catalogue cache, session cache and sold-out marks it
 * empties, the order-create gate per slot, form and JSON bodies, security headers (CSP), the envelope error handler,
 * token auth, every module's routes (auth, dev outbox, scenic, covers, travellers, orders, payments,
 * security public key, profile, uploads),
 * and, with STATIC_DIR, the built shell with SPA fallback. `app.ctx` carries config, db, clock and
 * the providers (`createProviders` in providers/index.ts; closed with the app) for the modules.
 * Does not migrate or seed (main.ts and test-utils do).
 */
export async function buildServer(config: Config, deps: ServerDeps = {}): Promise<FastifyInstance> {
  const handle = deps.db ?? (await createDb(config));
  const now = deps.now ?? (() => new Date());
  const providers = await createProviders(config, deps.providers, now);
  const app = Fastify({
    logger: { level: config.logLevel, ...(deps.logStream ? { stream: deps.logStream } : {}) } as FastifyServerOptions["logger"],
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  const busError = (err: unknown) => app.log.warn({ err }, "bus subscriber failed");
  const bus =
    deps.bus ??
    (config.cacheBus === "postgres" && config.databaseUrl ? await createPostgresBus(config.databaseUrl, handle.db, app.log) : createLocalBus(busError));
  const ctx: AppContext = {
    ...providers.providers,
    config,
    db: handle.db,
    dbKind: handle.kind,
    now,
    payloadKeys: loadPayloadKeys(config.payloadPrivateKeyPem),
    bus,
    catalogueCache: createCatalogueCache(bus),
    soldOut: new SoldOutMarks(bus, now),
    slotGate: new KeyedGate(ORDER_CREATES_PER_SLOT[handle.kind]),
  };

  app.decorate("ctx", ctx);
  if (!deps.db) app.addHook("onClose", async () => handle.close());
  // Registered before the database's hook, so queued NOTIFYs leave while the pool is open.
  if (!deps.bus) app.addHook("onClose", async () => bus.close());
  app.addHook("onClose", async () => providers.close());

  installErrorHandler(app);
  await app.register(formbody);
  await installSecurityHeaders(app, config);
  const sessionReads = new Batcher((hashes: string[]) => sessionsByHashes(ctx.db, hashes), { maxBatch: 500, parallel: READS_IN_FLIGHT[handle.kind] });
  installTokenAuth(
    app,
    createSessionCache(bus, async (tokenHash, at) => {
      const found = await sessionReads.load(tokenHash);
      return found && found.expiresAt > at ? found : null;
    }),
  );

  await app.register(authRoutes);
  await app.register(browseRoutes);
  await app.register(devRoutes);
  await app.register(providerLoginRoutes);
  await app.register(loginSandboxRoutes);
  await app.register(scenicRoutes);
  await app.register(hotelRoutes);
  await app.register(lineRoutes);
  await app.register(performanceRoutes);
  await app.register(movieRoutes);
  await app.register(waitlistRoutes);
  await app.register(ticketCartRoutes);
  await app.register(couponRoutes);
  await app.register(searchRoutes);
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

  const shell = config.staticDir ? await installStaticApp(app, config.staticDir, { firstScreenBudgetMs: config.firstScreenBudgetMs }) : null;
  app.setNotFoundHandler((request, reply) => {
    if (shell) {
      const sent = spaFallback(request, reply, shell);
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
