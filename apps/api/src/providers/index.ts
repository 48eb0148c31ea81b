import type { Config } from "../config";
import { createSandboxIdentity, type SandboxIdentityProvider } from "./identity/sandbox";
import type { IdentityProvider } from "./identity/types";
import { createLoginProviders, type LoginProviders } from "./login-providers";
import { createSandboxMail, type SandboxMailProvider } from "./mail/sandbox";
import type { MailProvider } from "./mail/types";
import { createPaymentProvider } from "./payment/index";
import type { PaymentProvider } from "./payment/types";
import { createSandboxSms, type SandboxSmsProvider } from "./sms/sandbox";
import type { SmsProvider } from "./sms/types";
import { openStorage } from "./storage/index";
import type { ServedStorage, StorageProvider } from "./storage/types";

/** Every provider the modules reach the outside world through (ARCHITECTURE.md "Providers"), spread into `app.ctx`. */
export type Providers = {
  /** Verification-code SMS: SMS_PROVIDER. */
  sms: SmsProvider;
  /** The sandbox SMS outbox when SMS_PROVIDER=sandbox and SMS was not swapped, else null. */
  smsSandbox: SandboxSmsProvider | null;
  /** Email codes (/ChangeEmail): MAIL_PROVIDER. */
  mail: MailProvider;
  /** The sandbox mail outbox when MAIL_PROVIDER=sandbox and mail was not swapped, else null. */
  mailSandbox: SandboxMailProvider | null;
  /** Real-name checks (/RealName): IDENTITY_PROVIDER. */
  identity: IdentityProvider;
  /** The sandbox identity registry when IDENTITY_PROVIDER=sandbox and identity was not swapped, else null. */
  identitySandbox: SandboxIdentityProvider | null;
  /** Uploads (avatars): STORAGE_PROVIDER, local disk by default. */
  storage: StorageProvider;
  /** The same storage when the API serves it itself (local disk: GET /res/uploads/<key>), else null. */
  servedStorage: ServedStorage | null;
  /** Payments and refunds: PAY_PROVIDER (one instance for the routes and the order sweeper). */
  payment: PaymentProvider;
  /** Auth-code login providers (WeChat, user centre, partner apps, bank): sandbox or real per config. */
  loginProviders: LoginProviders;
};

/**
 * What a test (or main) may hand in instead of the configured providers. A swapped provider's
 * sandbox handle is null (there is no outbox to read), and swapped storage is not closed with the
 * app. Login providers are swapped one by one.
 */
export type ProviderOverrides = Partial<Pick<Providers, "sms" | "mail" | "identity" | "storage" | "payment">> & {
  loginProviders?: Partial<LoginProviders>;
};

/** The built providers and how to release what they opened (the storage folder) when the app closes. */
export type ProviderSet = { providers: Providers; close: () => Promise<void> };

/**
 * Builds every provider the config selects, taking `overrides` where given. `now` is the app clock
 * (sandbox outbox times, sandbox login-code expiry, signed request timestamps). Call `close` when the
 * app closes: it removes the temporary upload folder of an in-memory configuration.
 */
export async function createProviders(
  config: Config,
  overrides: ProviderOverrides = {},
  now: () => Date = () => new Date(),
): Promise<ProviderSet> {
  const smsSandbox = overrides.sms ? null : createSandboxSms(now);
  const mailSandbox = overrides.mail ? null : createSandboxMail(now);
  const identitySandbox = overrides.identity ? null : createSandboxIdentity();
  const ownStorage = overrides.storage ? null : await openStorage(config);
  const providers: Providers = {
    sms: overrides.sms ?? (smsSandbox as SmsProvider),
    smsSandbox: config.smsProvider === "sandbox" ? smsSandbox : null,
    mail: overrides.mail ?? (mailSandbox as MailProvider),
    mailSandbox: config.mailProvider === "sandbox" ? mailSandbox : null,
    identity: overrides.identity ?? (identitySandbox as IdentityProvider),
    identitySandbox: config.identityProvider === "sandbox" ? identitySandbox : null,
    storage: ownStorage ? ownStorage.storage : (overrides.storage as StorageProvider),
    servedStorage: ownStorage?.storage ?? null,
    payment: overrides.payment ?? createPaymentProvider(config),
    loginProviders: createLoginProviders(config, now, overrides.loginProviders),
  };
  return { providers, close: async () => ownStorage?.close() };
}
