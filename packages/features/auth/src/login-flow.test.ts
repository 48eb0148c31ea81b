import { describe, expect, it } from "vitest";
import { asThirdAppPartner, errorMessage, withRedirect } from "./login-flow";

describe("login flow helpers", () => {
  it("withRedirect puts extra parameters first and the target last, encoded", () => {
    expect(withRedirect("/BindPhone", "/TicketOrder?id=3", { id: "wx:o1" })).toBe("/BindPhone?id=wx%3Ao1&redirect=%2FTicketOrder%3Fid%3D3");
    expect(new URL(withRedirect("/sbkLogin", "/A?b=1&c=2"), "http://x").searchParams.get("redirect")).toBe("/A?b=1&c=2");
  });

  it("asThirdAppPartner accepts the two partner apps only", () => {
    expect(asThirdAppPartner("kunshan")).toBe("kunshan");
    expect(asThirdAppPartner("changshu")).toBe("changshu");
    for (const raw of ["default", "bank", "", null, undefined, "Kunshan"]) expect(asThirdAppPartner(raw)).toBeNull();
  });

  it("errorMessage uses the API's message, else the fallback", () => {
    expect(errorMessage({ status: 200, code: 0, msg: "授权码无效，请重新授权" }, "x")).toBe("授权码无效，请重新授权");
    expect(errorMessage({ msg: "  " }, "fallback")).toBe("fallback");
    expect(errorMessage(undefined, "fallback")).toBe("fallback");
  });
});
