import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../test-utils";
import { AppError, fail, ok } from "./envelope";
import { installErrorHandler, zodMessage } from "./errors";
import { hitRateLimit } from "./rate-limit";

describe("envelope and error handler", () => {
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  app.get("/ok", async () => ok({ a: 1 }));
  app.get("/refused", async () => {
    throw new AppError(4006, "该时段余票不足");
  });
  app.get("/login", async () => {
    throw new AppError(4005, "请先登录", 401);
  });
  app.get("/zod", async () => z.object({ phone: z.string().min(11, { error: "请输入正确的手机号码" }) }).parse({ phone: "1" }));
  app.get("/zod-en", async () => z.object({ page: z.number() }).parse({ page: "x" }));
  app.get("/boom", async () => {
    throw new Error("connection to 10.0.0.5 refused: password authentication failed for user admin");
  });
  afterAll(() => app.close());

  it("answers success and failures in the envelope", async () => {
    expect((await app.inject("/ok")).json()).toEqual({ code: 1, msg: "ok", data: { a: 1 } });
    expect(fail(0, "x")).toEqual({ code: 0, msg: "x", data: null });
    const refused = await app.inject("/refused");
    expect([refused.statusCode, refused.json()]).toEqual([200, { code: 4006, msg: "该时段余票不足", data: null }]);
    expect((await app.inject("/login")).statusCode).toBe(401);
  });

  it("an AppError is an answer: no stack frames captured, and other errors keep theirs", () => {
    const limit = Error.stackTraceLimit;
    const refusal = new AppError(4006, "该时段余票不足");
    expect([refusal.code, refusal.message, refusal.name]).toEqual([4006, "该时段余票不足", "AppError"]);
    expect(refusal.stack).not.toMatch(/\n\s+at /);
    expect(refusal).toBeInstanceOf(Error);
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error("fault").stack).toMatch(/\n\s+at /);
  });

  it("maps zod errors to code 0 with a Chinese message", async () => {
    expect((await app.inject("/zod")).json()).toEqual({ code: 0, msg: "请输入正确的手机号码", data: null });
    expect((await app.inject("/zod-en")).json()).toEqual({ code: 0, msg: "参数page不正确", data: null });
    expect(zodMessage([])).toBe("请求参数不正确");
  });

  it("never leaks internal errors", async () => {
    const res = await app.inject("/boom");
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 0, msg: "服务繁忙，请稍后重试", data: null });
    expect(res.body).not.toContain("10.0.0.5");
  });
});

describe("hitRateLimit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("counts concurrent hits exactly with one upsert each", async () => {
    const now = new Date("2025-06-01T00:00:30Z");
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(t.db, "test:burst", 60_000, 5, { now })));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it("starts a new window after windowMs, aligned with the offset", async () => {
    const at = (iso: string) => ({ now: new Date(iso), offsetMs: 8 * 3600_000 });
    const day = 24 * 3600_000;
    expect((await hitRateLimit(t.db, "test:day", day, 1, at("2025-06-01T15:00:00Z"))).allowed).toBe(true);
    expect((await hitRateLimit(t.db, "test:day", day, 1, at("2025-06-01T15:59:00Z"))).allowed).toBe(false);
    const next = await hitRateLimit(t.db, "test:day", day, 1, at("2025-06-01T16:00:00Z"));
    expect(next.allowed).toBe(true);
    expect(next.windowStart.toISOString()).toBe("2025-06-01T16:00:00.000Z");
  });
});
