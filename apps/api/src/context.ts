import type { Config } from "./config";
import type { Db, DbHandle } from "./db/client";
import type { SmsProvider } from "./providers/sms/types";
import type { LoginProviders } from "./providers/login-providers";
import type { SandboxSmsProvider } from "./providers/sms/sandbox";
import type { PayloadKeys } from "./modules/security/payload-keys";
import type { SandboxIdentityProvider } from "./providers/identity/sandbox";
import type { IdentityProvider } from "./providers/identity/types";
import type { SandboxMailProvider } from "./providers/mail/sandbox";
import type { MailProvider } from "./providers/mail/types";
import type { ServedStorage, StorageProvider } from "./providers/storage/types";

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
  /** Auth-code login providers (WeChat, user centre, partner apps, bank): sandbox or real per config. */
  loginProviders: LoginProviders;
  /** Uploads (avatars): STORAGE_PROVIDER, local disk by default. */
  storage: StorageProvider;
  /** The same storage when the API serves it itself (local disk: GET /res/uploads/<key>), else null. */
  servedStorage: ServedStorage | null;
  mail: MailProvider;
  /** The sandbox mail outbox when MAIL_PROVIDER=sandbox, else null. */
  mailSandbox: SandboxMailProvider | null;
  /** Real-name checks (/RealName): IDENTITY_PROVIDER. */
  identity: IdentityProvider;
  /** The sandbox identity registry when IDENTITY_PROVIDER=sandbox, else null. */
  identitySandbox: SandboxIdentityProvider | null;
  /** The RSA key pair sealed payloads are encrypted to (spec section 9; modules/security). */
  payloadKeys: PayloadKeys;
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
