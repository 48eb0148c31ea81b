import { configureApiClient, resetApiClient } from "@wenlv/api-client";
import { afterEach, describe, expect, it } from "vitest";
import { bankAuthorizeUrl, sbkAuthorizeUrl, thirdAppAuthorizeUrl, wechatLoginUrl } from "./authorize-urls";

afterEach(() => resetApiClient());

describe("authorize URLs (contract auth: the GET endpoints that start a provider)", () => {
  it("are paths on the page origin by default, with the target encoded once", () => {
    expect(sbkAuthorizeUrl("/TicketOrder?id=3&day=1")).toBe("/api/sbk/authorize?redirect=%2FTicketOrder%3Fid%3D3%26day%3D1");
    expect(bankAuthorizeUrl("/User")).toBe("/api/bank/authorize?redirect=%2FUser");
    expect(thirdAppAuthorizeUrl("changshu", "/User")).toBe("/api/thirdapp/authorize?partner=changshu&redirect=%2FUser");
    expect(wechatLoginUrl("/User")).toBe("/api/wx/oauth/authorize?redirect=%2FUser");
  });

  it("live on the API origin when the API has its own", () => {
    configureApiClient({ baseUrl: "https://api.example.cn/" });
    expect(sbkAuthorizeUrl("/User")).toBe("https://api.example.cn/api/sbk/authorize?redirect=%2FUser");
    expect(wechatLoginUrl("/User")).toBe("https://api.example.cn/api/wx/oauth/authorize?redirect=%2FUser");
  });
});
