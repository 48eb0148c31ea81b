import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { z } from "zod";
import { readLoginProviderSettings, type LoginProviderSettings } from "./providers/login-config";
import { payloadKeyProblem } from "./lib/payload-keys";

/** Repository root (apps/api/src -> ../../..), used for the default embedded database folder. */
export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

const DEV_DATA_KEY_SEED = "wenlv-suzhou-dev-data-key-not-for-production";

const ZBool = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

const ZUrl = (name: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^https?:\/\/[^\s/]+/.test(v), { error: `${name} must be an absolute http(s) URL` })
    .transform((v) => v.replace(/\/+$/, ""));

const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), { error: "DATABASE_URL must start with postgres:// or postgresql://" }),
  DATA_DIR: z.string().trim().optional().transform((v) => v || undefined),
  PUBLIC_URL: ZUrl("PUBLIC_URL").optional(),
  IMAGE_HOST: ZUrl("IMAGE_HOST").optional(),
  SMS_PROVIDER: z.enum(["sandbox"], { error: "SMS_PROVIDER must be one of: sandbox" }).default("sandbox"),
  PAY_PROVIDER: z.enum(["sandbox"], { error: "PAY_PROVIDER must be one of: sandbox" }).default("sandbox"),
  PAY_SANDBOX_SECRET: z.string().trim().min(16, { error: "PAY_SANDBOX_SECRET must be at least 16 characters" }).optional(),
  DATA_KEY: z.string().trim().optional().transform((v) => v || undefined),
  ORDER_PAY_TIMEOUT_MS: z.coerce.number().int().min(10_000).max(86_400_000).default(900_000),
  ORDER_SWEEP_INTERVAL_MS: z.coerce.number().int().min(500).max(3_600_000).default(30_000),
  // How long a document waits for its server-rendered first screen before it goes with the skeleton (decision 018).
  FIRST_SCREEN_BUDGET_MS: z.coerce.number().int().min(0).max(10_000).default(400),
  STATIC_DIR: z.string().trim().optional().transform((v) => v || undefined),
  TRUST_PROXY: ZBool,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  STORAGE_PROVIDER: z.enum(["local"], { error: "STORAGE_PROVIDER must be one of: local" }).default("local"),
  STORAGE_DIR: z.string().trim().optional().transform((v) => v || undefined),
  MAIL_PROVIDER: z.enum(["sandbox"], { error: "MAIL_PROVIDER must be one of: sandbox" }).default("sandbox"),
  IDENTITY_PROVIDER: z.enum(["sandbox"], { error: "IDENTITY_PROVIDER must be one of: sandbox" }).default("sandbox"),
  PAYLOAD_PRIVATE_KEY: z.string().trim().optional().transform((v) => (v ? v.replace(/\\n/g, "\n") : undefined)),
  SANDBOX_PROVIDERS: ZBool,
  CACHE_BUS: z.enum(["local", "postgres"], { error: "CACHE_BUS must be one of: local, postgres" }).optional(),
});

/**
 * Validated settings of the API (ARCHITECTURE.md "Configuration"). Times in ms; URLs without a
 * trailing slash; `dataKey` is the 32-byte AES-256-GCM / HMAC key for traveller ID numbers.
 */
export type Config = LoginProviderSettings & {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  /** PostgreSQL URL; undefined selects the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  /** PGlite data folder, or ":memory:" for an in-memory database (tests). */
  dataDir: string;
  publicUrl: string;
  /** Host of generated images: covers are `${imageHost}/res/scenic/<slug>.svg`. */
  imageHost: string;
  smsProvider: "sandbox";
  payProvider: "sandbox";
  paySandboxSecret: string;
  dataKey: Buffer;
  /** True when DATA_KEY was not set and the development key is in use. */
  dataKeyIsDevDefault: boolean;
  orderPayTimeoutMs: number;
  /** How often unpaid orders are closed and pending refunds completed (ms). */
  orderSweepIntervalMs: number;
  /** A document's wait for its server-rendered first screen, ms (decision 018); 0 never renders. */
  firstScreenBudgetMs: number;
  staticDir: string | undefined;
  trustProxy: boolean;
  logLevel: string;
  /** Where uploads (avatars) are stored. */
  storageProvider: "local";
  /** Folder of the local storage; null = a fresh temporary folder per app (DATA_DIR=":memory:" without STORAGE_DIR). */
  storageDir: string | null;
  mailProvider: "sandbox";
  identityProvider: "sandbox";
  /** PKCS#8 PEM of the RSA key for sealed payloads (spec section 9); undefined = generated at start (not in production). */
  payloadPrivateKeyPem: string | undefined;
  /**
   * How cache invalidations travel (docs/decisions/014): "postgres" = LISTEN/NOTIFY on the
   * database, so every API node drops the same entries (the default with DATABASE_URL); "local" =
   * this process only (the default on PGlite; with DATABASE_URL only for a single node).
   */
  cacheBus: "local" | "postgres";
};

/** Thrown by loadConfig with every wrong setting listed; main.ts prints it and exits. */
export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration, the API refuses to start:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

function parseDataKey(raw: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(raw)) return Buffer.from(raw, "hex");
  const b64 = Buffer.from(raw, "base64");
  if (b64.length === 32 && /^[A-Za-z0-9+/_-]{43}=?$/.test(raw)) return b64;
  return null;
}

/**
 * Reads and validates settings from `env` (normally `process.env`).
 * Defaults run the embedded, sandboxed product on one machine: PORT 8080, PGlite in
 * `<repo>/.data/pglite`, sandbox SMS and payment, pay timeout 900000 ms (15 min).
 * In production DATA_KEY (64 hex chars or 32 bytes base64) and PAY_SANDBOX_SECRET (when the pay
 * sandbox is used) are required, and PAYLOAD_PRIVATE_KEY (RSA 2048+ PKCS#8 PEM for sealed payloads,
 * spec section 9; elsewhere a key pair is generated at start). Uploads: STORAGE_PROVIDER local under
 * STORAGE_DIR (default `<repo>/.data/uploads`, a temporary folder with DATA_DIR=":memory:"); mail
 * and identity checks: MAIL_PROVIDER / IDENTITY_PROVIDER sandbox. Cache invalidations: CACHE_BUS
 * postgres (default with DATABASE_URL) or local. Throws ConfigError listing every problem.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".") || "env"}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const login = readLoginProviderSettings(env);
  problems.push(...login.problems);
  const production = e.NODE_ENV === "production";

  let dataKey: Buffer;
  let dataKeyIsDevDefault = false;
  if (e.DATA_KEY) {
    const key = parseDataKey(e.DATA_KEY);
    if (!key) problems.push("DATA_KEY: must be 32 bytes, as 64 hex characters or base64");
    dataKey = key ?? Buffer.alloc(32);
  } else {
    if (production) problems.push("DATA_KEY: required in production (32 bytes, 64 hex characters)");
    dataKey = createHash("sha256").update(DEV_DATA_KEY_SEED).digest();
    dataKeyIsDevDefault = true;
  }
  if (production && !e.PAY_SANDBOX_SECRET && e.PAY_PROVIDER === "sandbox") {
    problems.push("PAY_SANDBOX_SECRET: required in production when PAY_PROVIDER=sandbox");
  }
  if (e.PAYLOAD_PRIVATE_KEY) {
    const problem = payloadKeyProblem(e.PAYLOAD_PRIVATE_KEY);
    if (problem) problems.push(`PAYLOAD_PRIVATE_KEY: ${problem}`);
  } else if (production) {
    problems.push("PAYLOAD_PRIVATE_KEY: required in production (RSA 2048+ PKCS#8 PEM)");
  }
  // Sandbox providers publish codes (SMS and mail outboxes) and let anyone sign in as anyone (login
  // sandbox pages): in production only with an explicit SANDBOX_PROVIDERS=1 (a staging deployment).
  const sandboxes = [
    e.SMS_PROVIDER === "sandbox" && "SMS_PROVIDER",
    e.MAIL_PROVIDER === "sandbox" && "MAIL_PROVIDER",
    e.IDENTITY_PROVIDER === "sandbox" && "IDENTITY_PROVIDER",
    login.settings?.wechat.provider === "sandbox" && "WECHAT_PROVIDER",
    login.settings?.userCenter.provider === "sandbox" && "USERCENTER_PROVIDER",
    login.settings?.partnerApps.provider === "sandbox" && "PARTNER_APP_PROVIDER",
    login.settings?.bank.provider === "sandbox" && "BANK_PROVIDER",
  ].filter((name): name is string => typeof name === "string");
  if (production && sandboxes.length > 0 && !e.SANDBOX_PROVIDERS) {
    problems.push(
      `SANDBOX_PROVIDERS: ${sandboxes.join(", ")} are sandboxes that publish codes or let anyone sign in; configure real providers, or set SANDBOX_PROVIDERS=1 for a staging deployment`,
    );
  }
  if (e.CACHE_BUS === "postgres" && !e.DATABASE_URL) problems.push("CACHE_BUS: postgres needs DATABASE_URL (the embedded database serves one process; use local)");
  if (problems.length > 0) throw new ConfigError(problems);

  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    ...login.settings,
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR === ":memory:" ? ":memory:" : path.resolve(REPO_ROOT, e.DATA_DIR ?? ".data/pglite"),
    publicUrl,
    imageHost: e.IMAGE_HOST ?? publicUrl,
    smsProvider: e.SMS_PROVIDER,
    payProvider: e.PAY_PROVIDER,
    paySandboxSecret: e.PAY_SANDBOX_SECRET ?? "wenlv-pay-sandbox-dev-secret",
    dataKey,
    dataKeyIsDevDefault,
    orderPayTimeoutMs: e.ORDER_PAY_TIMEOUT_MS,
    orderSweepIntervalMs: e.ORDER_SWEEP_INTERVAL_MS,
    firstScreenBudgetMs: e.FIRST_SCREEN_BUDGET_MS,
    staticDir: e.STATIC_DIR ? path.resolve(REPO_ROOT, e.STATIC_DIR) : undefined,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
    storageProvider: e.STORAGE_PROVIDER,
    storageDir: e.STORAGE_DIR ? path.resolve(REPO_ROOT, e.STORAGE_DIR) : e.DATA_DIR === ":memory:" ? null : path.join(REPO_ROOT, ".data/uploads"),
    mailProvider: e.MAIL_PROVIDER,
    identityProvider: e.IDENTITY_PROVIDER,
    payloadPrivateKeyPem: e.PAYLOAD_PRIVATE_KEY,
    cacheBus: e.CACHE_BUS ?? (e.DATABASE_URL ? "postgres" : "local"),
  };
}
