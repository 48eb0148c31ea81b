import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSecurityHeaders, isApiDataUrl } from "./plugins/security";
import { createTestApp, postForm, type TestApp } from "./test-utils";

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "wenlv-static-"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><html><head><title>城市文旅</title></head><body><div id=root></div></body></html>");
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "index-abc123.js"), "console.log(1)");
  mkdirSync(path.join(dir, ".vite"));
  writeFileSync(path.join(dir, ".vite", "manifest.json"), "{}");
  // The build's route preload map (@wenlv/vite-config routePreloads): lower-case path -> page chunks.
  writeFileSync(
    path.join(dir, ".vite", "route-preloads.json"),
    JSON.stringify({ "/scenicdetail": { js: ["/assets/scenic-detail-1.js", "/assets/button-2.js"], css: ["/assets/scenic-detail-1.css"] } }),
  );
  // A build's precompressed siblings (@wenlv/vite-config): brotli and gzip of the same text.
  const big = `console.log(${JSON.stringify("苏州".repeat(2000))});`;
  writeFileSync(path.join(dir, "assets", "entry-def456.js"), big);
  writeFileSync(path.join(dir, "assets", "entry-def456.js.br"), brotliCompressSync(big));
  writeFileSync(path.join(dir, "assets", "entry-def456.js.gz"), gzipSync(big));
  t = await createTestApp({ env: { STATIC_DIR: dir, IMAGE_HOST: "https://img.example.com" } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("security headers", () => {
  it("sends a CSP the built app passes on the app page and the sandbox pages", async () => {
    for (const url of ["/", "/api/dev/bank/authorize?state=s1"]) {
      const res = await t.app.inject({ method: "GET", url });
      const csp = String(res.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob: https://img.example.com");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain("upgrade-insecure-requests");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("sends the API's data answers the OWASP REST set: nothing may load or frame them (decision 028)", async () => {
    for (const request of [{ method: "POST" as const, url: "/api/scenic/list" }, { method: "GET" as const, url: "/api/no-such-endpoint" }]) {
      const api = await t.app.inject(request);
      expect(api.headers).toMatchObject({
        "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
        "cross-origin-resource-policy": "same-site",
        "referrer-policy": "no-referrer",
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
      });
      for (const documentOnly of ["cross-origin-opener-policy", "origin-agent-cluster", "x-dns-prefetch-control", "x-xss-protection", "strict-transport-security"]) {
        expect(api.headers[documentOnly], documentOnly).toBeUndefined();
      }
    }
  });

  it("keeps HSTS on data answers when documents carry it (an https public URL)", () => {
    const hsts = "max-age=31536000; includeSubDomains";
    expect(apiSecurityHeaders({ "strict-transport-security": hsts })["strict-transport-security"]).toBe(hsts);
    expect(apiSecurityHeaders({})).not.toHaveProperty("strict-transport-security");
    expect([isApiDataUrl("/api/scenic/list"), isApiDataUrl("/api/dev/bank/authorize"), isApiDataUrl("/TicketOrder"), isApiDataUrl("/apix")]).toEqual([true, false, false, false]);
  });

  it("sends helmet's whole set on documents, and a route may still set its own CSP", async () => {
    const api = await t.app.inject({ method: "GET", url: "/" });
    expect(api.headers).toMatchObject({
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-site",
      "origin-agent-cluster": "?1",
      "referrer-policy": "no-referrer",
      "x-content-type-options": "nosniff",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "SAMEORIGIN",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
    });
    expect(api.headers["strict-transport-security"]).toBeUndefined();
    const cover = await t.app.inject({ method: "GET", url: "/res/scenic/zhuozhengyuan.svg" });
    expect(cover.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    expect(cover.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  });

  it("builds cover URLs on the configured image host", async () => {
    const res = await postForm<{ list: { cover: string }[] }>(t.app, "/api/scenic/list", { keyword: "拙政园" });
    expect(res.body.data.list[0]?.cover).toBe("https://img.example.com/res/scenic/zhuozhengyuan.svg");
  });
});

describe("wire", () => {
  it("accepts JSON bodies as well as forms", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/scenic/list", payload: { area_code: "320583", page_size: 2 } });
    expect(res.json()).toMatchObject({ code: 1, data: { page_size: 2 } });
    expect(res.json().data.list.every((i: { area_code: string }) => i.area_code === "320583")).toBe(true);
  });

  it("answers a malformed body with code 0 and a Chinese message, never internals", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/scenic/list", payload: "{bad json", headers: { "content-type": "application/json" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 0, msg: "请求格式不正确", data: null });
  });

  it("answers unknown API paths with a 404 envelope", async () => {
    for (const method of ["GET", "POST"] as const) {
      const res = await t.app.inject({ method, url: "/api/nothing/here" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 0, msg: "接口不存在", data: null });
    }
  });
});

describe("static app (STATIC_DIR)", () => {
  it("serves index.html at / and for unknown app routes (history-mode SPA fallback)", async () => {
    for (const url of ["/", "/ScenicDetail?id=3", "/Trades", "/deep/unknown/path"]) {
      const res = await t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain("<div id=root>");
      expect(res.headers["content-encoding"], url).toBeUndefined();
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("adds the route's page chunks as preloads to its document, compressed for browsers that accept it", async () => {
    const detail = await t.app.inject({ method: "GET", url: "/ScenicDetail?id=1", headers: { accept: "text/html" } });
    expect(detail.body).toContain('<link rel="modulepreload" crossorigin href="/assets/scenic-detail-1.js">');
    expect(detail.body).toContain('<link rel="modulepreload" crossorigin href="/assets/button-2.js">');
    expect(detail.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/scenic-detail-1.css">');
    expect(detail.body.indexOf("modulepreload")).toBeLessThan(detail.body.indexOf("</head>"));
    // Paths match as the app's routes do: case-insensitive, trailing slash ignored.
    expect((await t.app.inject({ method: "GET", url: "/scenicdetail/" })).body).toBe(detail.body);
    for (const url of ["/", "/Trades"]) {
      const other = await t.app.inject({ method: "GET", url });
      expect(other.body, url).not.toContain("modulepreload");
    }
    const br = await t.app.inject({ method: "GET", url: "/ScenicDetail", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(detail.body);
    const gz = await t.app.inject({ method: "GET", url: "/ScenicDetail", headers: { "accept-encoding": "gzip" } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(detail.body);
    // q=0 refuses an encoding (RFC 9110 section 12.5.3).
    const noBr = await t.app.inject({ method: "GET", url: "/ScenicDetail", headers: { "accept-encoding": "br;q=0, gzip" } });
    expect(noBr.headers["content-encoding"]).toBe("gzip");
  });

  it("serves hashed assets with a long cache and 404s for missing files", async () => {
    const asset = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect((await t.app.inject({ method: "GET", url: "/assets/missing.js" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/.vite/manifest.json" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: "/Trades" })).statusCode).toBe(404);
  });

  it("sends a file's brotli or gzip sibling to browsers that accept it, the plain file to others", async () => {
    const url = "/assets/entry-def456.js";
    const plain = await t.app.inject({ method: "GET", url });
    const br = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, deflate, br" } });
    const gz = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    for (const res of [plain, br, gz]) expect(String(res.headers.vary).toLowerCase()).toContain("accept-encoding");
    for (const res of [br, gz]) {
      expect(res.headers["content-type"]).toContain("javascript");
      expect(res.headers["cache-control"]).toContain("immutable");
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    }
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });
});

describe("sandbox SMS outbox", () => {
  it("is readable in sandbox mode", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/dev/sms-outbox" });
    expect(res.json()).toEqual({ code: 1, msg: "ok", data: { list: [] } });
  });

  it("does not exist when another SMS provider is in use", async () => {
    const sent: string[] = [];
    const other = await createTestApp({ deps: { providers: { sms: { name: "test", send: async (phone) => void sent.push(phone) } } } });
    try {
      expect((await other.app.inject({ method: "GET", url: "/api/dev/sms-outbox" })).statusCode).toBe(404);
      expect((await postForm(other.app, "/api/uservice/sms/send", { phone: "13800138000" })).body.code).toBe(1);
      expect(sent).toEqual(["13800138000"]);
    } finally {
      await other.close();
    }
  });
});
