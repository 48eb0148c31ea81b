import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeApi, HOSTS, leftFor, renderInApp } from "@wenlv/app-kit/testing";
import type { BridgeWindow } from "@wenlv/host";
import { StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ThirdAppsPage } from "./third-apps";

const win = window as BridgeWindow;
afterEach(() => {
  delete win.WenLvPartnerBridge;
});

describe("ThirdAppsPage", () => {
  it("asks the partner app's bridge once for a code and hands it to /ThirdApp with the target", async () => {
    const getAuthCode = vi.fn(async () => "ks-bridge-code");
    win.WenLvPartnerBridge = { getAuthCode };
    fakeApi({});
    const { leaveApp } = renderInApp(
      <StrictMode>
        <ThirdAppsPage />
      </StrictMode>,
      "/ThirdApps?partner=kunshan&redirect=%2FTicketOrder%3Fid%3D4",
      { host: HOSTS.kunshanApp },
    );
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/ThirdApp?"));
    const params = new URLSearchParams(screen.getByTestId("location").textContent?.split("?")[1]);
    expect(params.get("partner")).toBe("kunshan");
    expect(params.get("code")).toBe("ks-bridge-code");
    expect(params.get("redirect")).toBe("/TicketOrder?id=4");
    expect(getAuthCode).toHaveBeenCalledTimes(1);
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it("a refusing bridge shows an error; retry asks again, and the other ways stay open", async () => {
    const getAuthCode = vi.fn().mockRejectedValueOnce(new Error("用户未登录")).mockResolvedValueOnce("ks-2");
    win.WenLvPartnerBridge = { getAuthCode };
    fakeApi({});
    renderInApp(<ThirdAppsPage />, "/ThirdApps?partner=kunshan&redirect=%2FTrades", { host: HOSTS.kunshanApp });
    expect(await screen.findByText("昆山文旅没有完成授权，请重试或换一种方式登录")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "使用其他方式登录" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "重试" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/ThirdApp?partner=kunshan&code=ks-2&redirect=%2FTrades"));
    expect(getAuthCode).toHaveBeenCalledTimes(2);
  });

  it("without a bridge leaves (replacing this entry) for the partner's authorize page", async () => {
    fakeApi({});
    const { leaveApp } = renderInApp(<ThirdAppsPage />, "/ThirdApps?partner=changshu&redirect=%2FTrades");
    expect(screen.getByRole("status")).toHaveTextContent("正在前往常熟文旅授权");
    await waitFor(() => expect(leaveApp).toHaveBeenCalledTimes(1));
    const url = leftFor(leaveApp);
    expect(url.origin + url.pathname).toBe("http://api.test/api/thirdapp/authorize");
    expect(url.searchParams.get("partner")).toBe("changshu");
    expect(url.searchParams.get("redirect")).toBe("/Trades");
    expect(leaveApp.mock.calls[0]?.[1]).toEqual({ replace: true });
  });

  it("an unknown partner neither asks a bridge nor leaves", async () => {
    const getAuthCode = vi.fn(async () => "x");
    win.WenLvPartnerBridge = { getAuthCode };
    fakeApi({});
    const { leaveApp } = renderInApp(<ThirdAppsPage />, "/ThirdApps?partner=default&redirect=%2FTrades");
    expect(screen.getByText("不支持这个合作应用，请换一种方式登录")).toBeInTheDocument();
    expect(getAuthCode).not.toHaveBeenCalled();
    expect(leaveApp).not.toHaveBeenCalled();
  });
});
