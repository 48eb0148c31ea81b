import type { InvalidationBus } from "./cache/bus";
import type { CachedAnswer } from "./cache/response-cache";
import type { SoldOutMarks } from "./cache/sold-out-marks";
import type { TaggedCache } from "./cache/tagged-cache";
import type { Config } from "./config";
import type { Db, DbHandle } from "./db/client";
import type { KeyedGate } from "./lib/keyed-gate";
import type { PayloadKeys } from "./lib/payload-keys";
import type { Providers } from "./providers/index";

/**
 * What every module needs, decorated on the root Fastify instance as `app.ctx`: the validated
 * config, the database, the clock (injectable for tests), the payload keys and every provider
 * (`Providers` in providers/index.ts: sms, mail, identity, storage, payment, login providers and the
 * sandbox handles), built by `createProviders` in server.ts, and the invalidation bus.
 */
export type AppContext = Providers & {
  config: Config;
  db: Db;
  dbKind: DbHandle["kind"];
  /** The current time; tests inject a movable clock. Use it instead of `new Date()` in services. */
  now: () => Date;
  /** The RSA key pair sealed payloads are encrypted to (spec section 9; modules/security). */
  payloadKeys: PayloadKeys;
  /**
   * Tells every node's in-process caches what a write changed (docs/decisions/014): publish after
   * the transaction commits. Local, or LISTEN/NOTIFY on PostgreSQL (config `cacheBus`).
   */
  bus: InvalidationBus;
  /**
   * Serialised answers of anonymous catalogue reads (plugins/endpoints.ts), emptied by the bus
   * (cache/response-cache.ts): a write publishes, it never touches the cache itself.
   */
  catalogueCache: TaggedCache<CachedAnswer>;
  /** Per-slot sold-out marks of this node (order create refuses on them without a transaction; the bus clears them). */
  soldOut: SoldOutMarks;
  /** Admits order creates of one slot a few at a time (modules/orders ORDER_CREATES_PER_SLOT). */
  slotGate: KeyedGate;
};

/** The authenticated session of a request (see plugins/auth.ts). `signingKey` is hex. */
export type AuthSession = { userId: number; sessionId: number; signingKey: string };

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The session of a valid token (header `Authorization: Bearer` or field `token`), else null. */
    session: AuthSession | null;
  }
}
