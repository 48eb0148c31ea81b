import { generateKeyPairSync } from "node:crypto";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, REPO_ROOT } from "./config";

const rsaPem = (bits: number) =>
  generateKeyPairSync("rsa", { modulusLength: bits }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();

describe("loadConfig", () => {
  it("runs the embedded, sandboxed product with no settings", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, ".data/pglite"),
      publicUrl: "http://localhost:8080",
      imageHost: "http://localhost:8080",
      smsProvider: "sandbox",
      payProvider: "sandbox",
      orderPayTimeoutMs: 900_000,
      orderSweepIntervalMs: 30_000,
      staticDir: undefined,
      dataKeyIsDevDefault: true,
    });
    expect(c.dataKey).toHaveLength(32);
    expect(loadConfig({}).dataKey.equals(c.dataKey)).toBe(true);
  });

  it("carries cache invalidations over PostgreSQL LISTEN/NOTIFY with DATABASE_URL, else in process", () => {
    expect(loadConfig({}).cacheBus).toBe("local");
    expect(loadConfig({ DATABASE_URL: "postgres://u:p@db:5432/wenlv" }).cacheBus).toBe("postgres");
    expect(loadConfig({ DATABASE_URL: "postgres://u:p@db:5432/wenlv", CACHE_BUS: "local" }).cacheBus).toBe("local");
    expect(() => loadConfig({ CACHE_BUS: "postgres" })).toThrow(/CACHE_BUS: postgres needs DATABASE_URL/);
    expect(() => loadConfig({ CACHE_BUS: "redis" })).toThrow(/CACHE_BUS must be one of: local, postgres/);
  });

  it("reads every setting", () => {
    const key = "ab".repeat(32);
    const c = loadConfig({
      PORT: "9090",
      DATABASE_URL: "postgres://u:p@db:5432/wenlv",
      PUBLIC_URL: "https://trip.example.com/",
      IMAGE_HOST: "https://img.example.com",
      DATA_KEY: key,
      ORDER_PAY_TIMEOUT_MS: "60000",
      ORDER_SWEEP_INTERVAL_MS: "2000",
      DATA_DIR: ":memory:",
      STATIC_DIR: "apps/default/dist",
    });
    expect(c).toMatchObject({ port: 9090, databaseUrl: "postgres://u:p@db:5432/wenlv", publicUrl: "https://trip.example.com", imageHost: "https://img.example.com", orderPayTimeoutMs: 60_000, orderSweepIntervalMs: 2000, dataDir: ":memory:", dataKeyIsDevDefault: false });
    expect(c.dataKey.toString("hex")).toBe(key);
    expect(c.imageHost).toBe("https://img.example.com");
    expect(c.staticDir).toBe(path.join(REPO_ROOT, "apps/default/dist"));
  });

  it("refuses wrong settings with a message naming each one", () => {
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", SMS_PROVIDER: "aliyun" });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const msg = (err as Error).message;
      expect(msg).toContain("PORT");
      expect(msg).toContain("DATABASE_URL");
      expect(msg).toContain("SMS_PROVIDER");
    }
    expect(() => loadConfig({ DATA_KEY: "short" })).toThrow(/DATA_KEY/);
    expect(() => loadConfig({ PUBLIC_URL: "localhost:8080" })).toThrow(/PUBLIC_URL/);
  });

  it("requires DATA_KEY, PAY_SANDBOX_SECRET and PAYLOAD_PRIVATE_KEY in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/DATA_KEY[\s\S]*PAY_SANDBOX_SECRET[\s\S]*PAYLOAD_PRIVATE_KEY/);
    const c = loadConfig({
      NODE_ENV: "production",
      DATA_KEY: Buffer.alloc(32, 7).toString("base64"),
      PAY_SANDBOX_SECRET: "s".repeat(32),
      PAYLOAD_PRIVATE_KEY: rsaPem(2048),
      SANDBOX_PROVIDERS: "1",
    });
    expect(c.dataKey.equals(Buffer.alloc(32, 7))).toBe(true);
  });

  it("refuses sandbox providers in production unless SANDBOX_PROVIDERS=1 says it is a staging deployment", () => {
    const production = { NODE_ENV: "production", DATA_KEY: "ab".repeat(32), PAY_SANDBOX_SECRET: "s".repeat(32), PAYLOAD_PRIVATE_KEY: rsaPem(2048) };
    expect(() => loadConfig(production)).toThrow(/SANDBOX_PROVIDERS: SMS_PROVIDER, MAIL_PROVIDER, IDENTITY_PROVIDER, WECHAT_PROVIDER/);
    expect(loadConfig({ ...production, SANDBOX_PROVIDERS: "1" }).nodeEnv).toBe("production");
    expect(loadConfig({}).nodeEnv).toBe("development");
  });

  it("stores uploads under .data/uploads, in a temporary folder for an in-memory database, or in STORAGE_DIR", () => {
    expect(loadConfig({})).toMatchObject({ storageProvider: "local", storageDir: path.join(REPO_ROOT, ".data/uploads"), mailProvider: "sandbox", identityProvider: "sandbox", payloadPrivateKeyPem: undefined });
    expect(loadConfig({ DATA_DIR: ":memory:" }).storageDir).toBeNull();
    expect(loadConfig({ DATA_DIR: ":memory:", STORAGE_DIR: "tmp/up" }).storageDir).toBe(path.join(REPO_ROOT, "tmp/up"));
    expect(() => loadConfig({ STORAGE_PROVIDER: "s3" })).toThrow(/STORAGE_PROVIDER/);
    expect(() => loadConfig({ MAIL_PROVIDER: "smtp" })).toThrow(/MAIL_PROVIDER/);
    expect(() => loadConfig({ IDENTITY_PROVIDER: "police" })).toThrow(/IDENTITY_PROVIDER/);
  });

  it("reads PAYLOAD_PRIVATE_KEY as a PEM (also with escaped newlines) and refuses a wrong or short key", () => {
    const pem = rsaPem(2048);
    expect(loadConfig({ PAYLOAD_PRIVATE_KEY: pem }).payloadPrivateKeyPem).toBe(pem.trim());
    expect(loadConfig({ PAYLOAD_PRIVATE_KEY: pem.trim().replace(/\n/g, "\\n") }).payloadPrivateKeyPem).toBe(pem.trim());
    expect(() => loadConfig({ PAYLOAD_PRIVATE_KEY: "not a key" })).toThrow(/PAYLOAD_PRIVATE_KEY: must be a PKCS#8 PEM/);
    expect(() => loadConfig({ PAYLOAD_PRIVATE_KEY: rsaPem(1024) })).toThrow(/PAYLOAD_PRIVATE_KEY: must be at least 2048 bits/);
    const ec = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    expect(() => loadConfig({ PAYLOAD_PRIVATE_KEY: ec })).toThrow(/PAYLOAD_PRIVATE_KEY: must be an RSA key/);
  });
});

describe("login provider settings", () => {
  it("defaults every login provider to its offline sandbox", () => {
    const c = loadConfig({});
    expect(c.wechat).toMatchObject({ provider: "sandbox", scope: "snsapi_userinfo", openBaseUrl: "https://open.weixin.qq.com", apiBaseUrl: "https://api.weixin.qq.com" });
    expect(c.userCenter.provider).toBe("sandbox");
    expect(c.partnerApps).toEqual({ provider: "sandbox", partners: {} });
    expect(c.bank.provider).toBe("sandbox");
  });

  it("reads the real providers' settings", () => {
    const c = loadConfig({
      WECHAT_PROVIDER: "wechat",
      WECHAT_APP_ID: "wx0123456789",
      WECHAT_APP_SECRET: "secret",
      WECHAT_OAUTH_SCOPE: "snsapi_base",
      WECHAT_API_BASE_URL: "http://127.0.0.1:9000/",
      USERCENTER_PROVIDER: "oauth2",
      USERCENTER_AUTHORIZE_URL: "https://uc.example.com/oauth/authorize",
      USERCENTER_TOKEN_URL: "https://uc.example.com/oauth/token",
      USERCENTER_USERINFO_URL: "https://uc.example.com/oauth/userinfo",
      USERCENTER_CLIENT_ID: "wenlv",
      USERCENTER_CLIENT_SECRET: "uc",
      PARTNER_APP_PROVIDER: "hmac",
      PARTNER_CHANGSHU_VERIFY_URL: "https://cs.example.com/verify",
      PARTNER_CHANGSHU_APP_ID: "wenlv-cs",
      PARTNER_CHANGSHU_SECRET: "c".repeat(16),
      BANK_PROVIDER: "bank",
      BANK_AUTH_URL: "https://bank.example.com/open/auth",
      BANK_APP_ID: "wenlv-bank",
      BANK_APP_SECRET: "b".repeat(16),
    });
    expect(c.wechat).toEqual({ provider: "wechat", appId: "wx0123456789", appSecret: "secret", scope: "snsapi_base", openBaseUrl: "https://open.weixin.qq.com", apiBaseUrl: "http://127.0.0.1:9000" });
    expect(c.userCenter).toMatchObject({ provider: "oauth2", clientId: "wenlv", tokenUrl: "https://uc.example.com/oauth/token" });
    expect(c.partnerApps).toEqual({ provider: "hmac", partners: { changshu: { verifyUrl: "https://cs.example.com/verify", appId: "wenlv-cs", secret: "c".repeat(16) } } });
    expect(c.bank).toEqual({ provider: "bank", authUrl: "https://bank.example.com/open/auth", appId: "wenlv-bank", appSecret: "b".repeat(16) });
  });

  it("refuses to start with a real provider and no credentials (production and everywhere else)", () => {
    const production = { NODE_ENV: "production", DATA_KEY: "ab".repeat(32), PAY_SANDBOX_SECRET: "s".repeat(32) };
    for (const env of [{}, production]) {
      expect(() => loadConfig({ ...env, WECHAT_PROVIDER: "wechat" })).toThrow(/WECHAT_APP_ID[\s\S]*WECHAT_APP_SECRET/);
      expect(() => loadConfig({ ...env, WECHAT_PROVIDER: "wechat", WECHAT_APP_ID: "wx1" })).toThrow(ConfigError);
      expect(() => loadConfig({ ...env, USERCENTER_PROVIDER: "oauth2" })).toThrow(/USERCENTER_TOKEN_URL/);
      expect(() => loadConfig({ ...env, PARTNER_APP_PROVIDER: "hmac" })).toThrow(/PARTNER_KUNSHAN_\* or PARTNER_CHANGSHU_\*/);
      expect(() => loadConfig({ ...env, PARTNER_APP_PROVIDER: "hmac", PARTNER_KUNSHAN_VERIFY_URL: "https://ks.example.com/v", PARTNER_KUNSHAN_SECRET: "short" })).toThrow(
        /PARTNER_KUNSHAN_APP_ID[\s\S]*PARTNER_KUNSHAN_SECRET/,
      );
      expect(() => loadConfig({ ...env, BANK_PROVIDER: "bank", BANK_AUTH_URL: "https://bank.example.com/a", BANK_APP_ID: "x", BANK_APP_SECRET: "short" })).toThrow(/BANK_APP_SECRET/);
    }
    expect(() => loadConfig({ WECHAT_PROVIDER: "weixin", WECHAT_OAUTH_SCOPE: "all", BANK_AUTH_URL: "bank.example.com" })).toThrow(/WECHAT_PROVIDER[\s\S]*WECHAT_OAUTH_SCOPE[\s\S]*BANK_AUTH_URL/);
  });
});
