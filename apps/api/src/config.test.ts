import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, REPO_ROOT } from "./config";

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

  it("requires DATA_KEY and PAY_SANDBOX_SECRET in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/DATA_KEY[\s\S]*PAY_SANDBOX_SECRET/);
    const c = loadConfig({ NODE_ENV: "production", DATA_KEY: Buffer.alloc(32, 7).toString("base64"), PAY_SANDBOX_SECRET: "s".repeat(32) });
    expect(c.dataKey.equals(Buffer.alloc(32, 7))).toBe(true);
  });
});
