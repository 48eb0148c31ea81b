import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-utils";
import { formOf, redirectOf } from "./test-flows";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const parse = (location: string) => new URL(location, "http://localhost:8080");

describe("app entries redirect to the provider with a callback on our origin", () => {
  it("WeChat: the authorize URL carries WeChat's parameters, the callback /BaseLogin keeps the in-app path", async () => {
    const location = await redirectOf(t, `/api/wx/oauth/authorize?redirect=${encodeURIComponent("/TicketOrder?id=3")}`);
    expect(location).toMatch(/^\/api\/dev\/wechat\/authorize\?appid=wx-sandbox&redirect_uri=.*&response_type=code&scope=snsapi_userinfo&state=[0-9a-f]{32}#wechat_redirect$/);
    expect(parse(location).searchParams.get("redirect_uri")).toBe("http://localhost:8080/BaseLogin?redirect=%2FTicketOrder%3Fid%3D3");
  });

  it("user centre, partner app and bank callbacks: /sbkLoading, /ThirdApp?partner=, /bankJsLogin", async () => {
    const sbk = parse(await redirectOf(t, "/api/sbk/authorize?redirect=/Trades"));
    expect(sbk.pathname).toBe("/api/dev/sbk/authorize");
    expect(sbk.searchParams.get("redirect_uri")).toBe("http://localhost:8080/sbkLoading?redirect=%2FTrades");
    const partner = parse(await redirectOf(t, "/api/thirdapp/authorize?partner=kunshan&redirect=/Trades"));
    expect(partner.pathname).toBe("/api/dev/partner/authorize");
    expect(partner.searchParams.get("partner")).toBe("kunshan");
    expect(partner.searchParams.get("redirect_uri")).toBe("http://localhost:8080/ThirdApp?partner=kunshan&redirect=%2FTrades");
    const bank = parse(await redirectOf(t, "/api/bank/authorize?redirect=/Trades"));
    expect(bank.pathname).toBe("/api/dev/bank/authorize");
    expect(bank.searchParams.get("redirect_uri")).toBe("http://localhost:8080/bankJsLogin?redirect=%2FTrades");
  });

  it("a redirect that is not an in-app path becomes /User", async () => {
    for (const bad of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)", "User", ""]) {
      const location = await redirectOf(t, `/api/wx/oauth/authorize?redirect=${encodeURIComponent(bad)}`);
      expect(parse(location).searchParams.get("redirect_uri"), bad).toBe("http://localhost:8080/BaseLogin?redirect=%2FUser");
    }
    expect(parse(await redirectOf(t, "/api/sbk/authorize")).searchParams.get("redirect_uri")).toBe("http://localhost:8080/sbkLoading?redirect=%2FUser");
  });

  it("an unknown partner is refused", async () => {
    const res = await get("/api/thirdapp/authorize?partner=suzhou&redirect=/User");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, msg: "不支持的合作应用" });
  });
});

describe("sandbox pages", () => {
  const pages = [
    "/api/dev/wechat/authorize?appid=wx-sandbox&response_type=code&scope=snsapi_userinfo&state=s1",
    "/api/dev/sbk/authorize?response_type=code&state=s1",
    "/api/dev/partner/authorize?partner=changshu&state=s1",
    "/api/dev/bank/authorize?state=s1",
  ];
  const withUri = (page: string, uri: string) => `${page}&redirect_uri=${encodeURIComponent(uri)}`;

  it("render a Chinese, script-free form with labelled inputs under a strict CSP", async () => {
    for (const page of pages) {
      const res = await get(withUri(page, "http://localhost:8080/BaseLogin?redirect=%2FUser"));
      expect(res.statusCode, page).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain('<html lang="zh-CN">');
      expect(res.body).not.toContain("<script");
      for (const m of res.body.matchAll(/<input id="([^"]+)"/g)) expect(res.body).toContain(`<label for="${m[1]}">`);
      expect(String(res.headers["content-security-policy"])).toContain("script-src 'self'");
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    const wx = await get(withUri(pages[0] as string, "http://localhost:8080/BaseLogin"));
    expect(wx.body).toContain(">允许</button>");
    expect(wx.body).toContain(">拒绝</button>");
  });

  it("refuse a redirect_uri off our origin (no open redirect), on the page and on the confirm step", async () => {
    for (const uri of ["https://evil.example/BaseLogin", "//evil.example/x", "javascript:alert(1)", "http://localhost.evil.example/x", "http://user@evil.example/"]) {
      for (const page of pages) {
        const res = await get(withUri(page, uri));
        expect(res.statusCode, `${page} ${uri}`).toBe(400);
        expect(res.body).toContain("redirect_uri 参数错误");
        const confirm = await get(withUri(page.replace("/authorize", "/confirm"), uri) + "&decision=allow&holder=nomobile");
        expect(confirm.statusCode, `confirm ${page} ${uri}`).toBe(400);
        expect(confirm.headers.location).toBeUndefined();
      }
    }
  });

  it("accept a local dev server on another port, and let the form end there (CSP form-action)", async () => {
    const res = await get(withUri(pages[0] as string, "http://127.0.0.1:5173/BaseLogin?redirect=%2FUser"));
    expect(res.statusCode).toBe(200);
    expect(String(res.headers["content-security-policy"])).toMatch(/form-action 'self' http:\/\/127\.0\.0\.1:5173(;|$)/);
    const form = formOf(res.body);
    const q = new URLSearchParams({ ...form.hidden, decision: "allow" });
    const landed = new URL(await redirectOf(t, `${form.action}?${q.toString()}`));
    expect(landed.origin).toBe("http://127.0.0.1:5173");
    expect(landed.searchParams.get("redirect")).toBe("/User");
    expect(landed.searchParams.get("code")).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(landed.searchParams.get("state")).toBe("s1");
  });

  it("go back with the state only when the person refuses", async () => {
    const res = await get(withUri(pages[0] as string, "http://localhost:8080/BaseLogin?redirect=%2FUser"));
    const form = formOf(res.body);
    const landed = new URL(await redirectOf(t, `${form.action}?${new URLSearchParams({ ...form.hidden, decision: "deny" }).toString()}`));
    expect(landed.pathname).toBe("/BaseLogin");
    expect(landed.searchParams.get("code")).toBeNull();
    expect(landed.searchParams.get("state")).toBe("s1");
  });

  it("refuse a wrong sandbox mobile or id with a page that leads back", async () => {
    const base = "/api/dev/sbk/confirm?redirect_uri=%2FsbkLoading&decision=allow";
    const badMobile = await get(`${base}&holder=mobile&mobile=12345`);
    expect(badMobile.statusCode).toBe(400);
    expect(badMobile.body).toContain("请输入正确的手机号码");
    const badId = await get(`${base}&holder=nomobile&subject=${encodeURIComponent("<b>")}`);
    expect(badId.statusCode).toBe(400);
    expect(badId.body).not.toContain("<b>");
  });

  it("serve the stylesheet", async () => {
    const res = await get("/api/dev/login-sandbox.css");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/css");
  });
});
