import formbody from "@fastify/formbody";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineEndpoint } from "@wenlv/contract/endpoint";
import { ALL_ENDPOINTS } from "@wenlv/contract/endpoints/all";
import type { AppContext } from "../context";
import { createTestApp, type TestApp } from "../test-utils";
import { route } from "./endpoints";
import { ok } from "./envelope";
import { installErrorHandler } from "./errors";

const ZSave = z.strictObject({ name: z.string({ error: "请输入姓名" }).trim().min(2, { error: "姓名至少2个字" }) });
const ZSaved = z.object({ id: z.number().int(), name: z.string() });

/** Endpoints of a made-up domain, declared like the real table's entries. */
const save = defineEndpoint({
  path: "/api/test/save",
  method: "POST",
  access: "anonymous",
  mode: "envelope",
  schemas: async () => ({ request: ZSave, response: ZSaved }),
});
const mine = defineEndpoint({
  path: "/api/test/mine",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: async () => ({ request: ZSave, response: ZSaved }),
});
const broken = defineEndpoint({
  path: "/api/test/broken",
  method: "POST",
  access: "anonymous",
  mode: "envelope",
  schemas: async () => ({ request: z.object({}), response: ZSaved }),
});
const catalogue = defineEndpoint({
  path: "/api/test/catalogue",
  method: "GET",
  cacheable: "catalogue",
  access: "anonymous",
  mode: "envelope",
  schemas: async () => ({ request: z.object({ page: z.coerce.number().int().min(1).default(1) }), response: z.object({ page: z.number() }) }),
});

const go = defineEndpoint({
  path: "/api/test/go",
  method: "GET",
  access: "anonymous",
  mode: "redirect",
  schemas: async () => ({ request: z.object({ to: z.enum(["a", "b"], { error: "去处不正确" }) }), response: z.null() }),
});

async function tableApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate("ctx", { config: { nodeEnv: "test" } } as unknown as AppContext);
  app.decorateRequest("session", null);
  installErrorHandler(app);
  await app.register(formbody);
  await route(app, save, async ({ input }) => ok({ id: 7, name: input.name }));
  await route(app, mine, async ({ input, session }) => ok({ id: session.userId, name: input.name }));
  // Answers a string id where the schema says a number: the contract check must catch it.
  await route(app, broken, async () => ok({ id: "7", name: "x" } as unknown as { id: number; name: string }));
  await route(app, catalogue, async ({ input }) => ok({ page: input.page }));
  await route(app, go, async ({ input, reply }) => reply.redirect(`/${input.to}`, 302));
  return app;
}

const form = (fields: Record<string, string>) => ({
  headers: { "content-type": "application/x-www-form-urlencoded" },
  payload: new URLSearchParams(fields).toString(),
});

describe("routes registered from the endpoint table", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await tableApp();
  });
  afterAll(() => app.close());

  it("parses the form body with the request schema and answers the envelope", async () => {
    const res = await app.inject({ method: "POST", url: "/api/test/save", ...form({ name: " 张三 ", token: "t0k3n", partner_code: "kunshan" }) });
    expect([res.statusCode, res.json()]).toEqual([200, { code: 1, msg: "ok", data: { id: 7, name: "张三" } }]);
  });

  it("refuses a request that breaks the schema with code 0 and the schema's message", async () => {
    const short = await app.inject({ method: "POST", url: "/api/test/save", ...form({ name: "张" }) });
    expect([short.statusCode, short.json()]).toEqual([200, { code: 0, msg: "姓名至少2个字", data: null }]);
    const missing = await app.inject({ method: "POST", url: "/api/test/save" });
    expect(missing.json()).toEqual({ code: 0, msg: "请输入姓名", data: null });
    const extra = await app.inject({ method: "POST", url: "/api/test/save", ...form({ name: "张三", user_id: "1" }) });
    expect(extra.json()).toEqual({ code: 0, msg: "不允许提交的字段：user_id", data: null });
  });

  it("answers HTTP 401 + 4005 to a user endpoint without a session, before reading the body", async () => {
    const res = await app.inject({ method: "POST", url: "/api/test/mine", ...form({ name: "x" }) });
    expect([res.statusCode, res.json()]).toEqual([401, { code: 4005, msg: "请先登录", data: null }]);
  });

  it("fails a call whose answer breaks the response schema, naming the field", async () => {
    const res = await app.inject({ method: "POST", url: "/api/test/broken" });
    expect(res.statusCode).toBe(500);
    expect(res.json().msg).toContain("/api/test/broken");
    expect(res.json().msg).toContain("id");
  });

  it("answers a redirect entry with the handler's 302, and a bad query with HTTP 400 (the browser navigated there)", async () => {
    const good = await app.inject({ method: "GET", url: "/api/test/go?to=b" });
    expect([good.statusCode, good.headers.location]).toEqual([302, "/b"]);
    const bad = await app.inject({ method: "GET", url: "/api/test/go?to=z" });
    expect([bad.statusCode, bad.json()]).toEqual([400, { code: 0, msg: "去处不正确", data: null }]);
  });

  it("answers a cacheable read on GET with an ETag and 304, and on POST", async () => {
    const first = await app.inject({ method: "GET", url: "/api/test/catalogue?page=2" });
    expect(first.json()).toEqual({ code: 1, msg: "ok", data: { page: 2 } });
    expect(first.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
    const again = await app.inject({ method: "GET", url: "/api/test/catalogue?page=2", headers: { "if-none-match": String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const post = await app.inject({ method: "POST", url: "/api/test/catalogue", ...form({ page: "3" }) });
    expect(post.json().data).toEqual({ page: 3 });
    expect(post.headers.etag).toBeUndefined();
  });
});

describe("the product API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("has a route for every endpoint of the table, on its method", () => {
    const missing = ALL_ENDPOINTS.filter((e) => !t.app.hasRoute({ method: e.method, url: e.path })).map((e) => `${e.method} ${e.path}`);
    expect(missing).toEqual([]);
  });
});
