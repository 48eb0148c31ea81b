import type { Config } from "./config";
import type { Db, DbHandle } from "./db/client";
import type { SmsProvider } from "./providers/sms/types";
import type { SandboxSmsProvider } from "./providers/sms/sandbox";

/**
 * What every module needs, decorated on the root Fastify instance as `app.ctx`:
 * the validated config, the database, the clock (injectable for tests) and providers.
 */
export type AppContext = {
  config: Config;
  db: Db;
  dbKind: DbHandle["kind"];
  /** The current time; tests inject a movable clock. Use it instead of `new Date()` in services. */
  now: () => Date;
  sms: SmsProvider;
  /** The sandbox SMS outbox when SMS_PROVIDER=sandbox, else null. */
  smsSandbox: SandboxSmsProvider | null;
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
