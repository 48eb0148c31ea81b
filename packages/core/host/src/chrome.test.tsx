import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HostChromeContext, hostChrome, useHostChrome } from "./chrome";
import { detectHost } from "./detect-host";

const SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const WECHAT = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN";
const chromeOf = (ua: string) => hostChrome(detectHost(ua));

describe("hostChrome (decision 026)", () => {
  it("draws both bars in the plain and the WeChat browser", () => {
    expect(chromeOf(SAFARI)).toEqual({ navBar: true, tabBar: true });
    expect(chromeOf(WECHAT)).toEqual({ navBar: true, tabBar: true });
  });

  it("draws neither in a mini-program web-view: WeChat draws the nav bar, the mini-program its tab bar", () => {
    expect(chromeOf(`${WECHAT} miniProgram/wx1234567890`)).toEqual({ navBar: false, tabBar: false });
  });

  it("leaves the nav bar to a bank or partner app that says it draws one, and keeps our tab bar", () => {
    expect(chromeOf(`${SAFARI} SZBankApp/6.2.0 NativeNav`)).toEqual({ navBar: false, tabBar: true });
    expect(chromeOf(`${SAFARI} KSWenLv/1.0 NativeNav`)).toEqual({ navBar: false, tabBar: true });
    expect(chromeOf(`${SAFARI} CSWenLv/1.0 NativeNav`)).toEqual({ navBar: false, tabBar: true });
  });

  it("draws both in a bank or partner app that draws no nav bar of its own", () => {
    expect(chromeOf(`${SAFARI} SZBankApp/6.2.0`)).toEqual({ navBar: true, tabBar: true });
    expect(chromeOf(`${SAFARI} KSWenLv/1.0`)).toEqual({ navBar: true, tabBar: true });
  });

  it("always draws our tab bar outside the mini-program, whatever the host claims", () => {
    expect(hostChrome({ kind: "partner-app", hostNavBar: true }).tabBar).toBe(true);
    expect(hostChrome({ kind: "miniprogram", hostNavBar: true })).toEqual({ navBar: false, tabBar: false });
  });
});

function Probe() {
  const { navBar, tabBar } = useHostChrome();
  return <output>{`nav:${navBar} tab:${tabBar}`}</output>;
}

describe("useHostChrome", () => {
  it("draws both bars outside an app and follows the provided chrome inside one", () => {
    const { unmount } = render(<Probe />);
    expect(screen.getByRole("status")).toHaveTextContent("nav:true tab:true");
    unmount();
    render(
      <HostChromeContext.Provider value={{ navBar: false, tabBar: true }}>
        <Probe />
      </HostChromeContext.Provider>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("nav:false tab:true");
  });
});
