import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HostChromeContext } from "@wenlv/host";
import { PageHeader, goBackOrHome, hasInAppHistory } from "./page-header";

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, "");
});

describe("hasInAppHistory", () => {
  it("reads React Router's history index", () => {
    window.history.replaceState({ idx: 0 }, "");
    expect(hasInAppHistory()).toBe(false);
    window.history.replaceState({ idx: 2 }, "");
    expect(hasInAppHistory()).toBe(true);
    window.history.replaceState(null, "");
    expect(hasInAppHistory()).toBe(false);
  });
});

describe("goBackOrHome", () => {
  it("goes back when the user came from another in-app page", () => {
    window.history.replaceState({ idx: 1 }, "");
    const back = vi.spyOn(window.history, "back").mockImplementation(() => {});
    goBackOrHome();
    expect(back).toHaveBeenCalledTimes(1);
  });

  it("goes home when the page was opened directly", () => {
    window.history.replaceState({ idx: 0 }, "");
    const back = vi.spyOn(window.history, "back").mockImplementation(() => {});
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign });
    goBackOrHome();
    expect(back).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith("/");
  });
});

describe("PageHeader", () => {
  it("renders the title as h1, a named back button and the right slot", () => {
    render(<PageHeader title="景区详情" right={<button type="button">分享</button>} />);
    expect(screen.getByRole("heading", { level: 1, name: "景区详情" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "返回" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "分享" })).toBeInTheDocument();
  });

  it("leaves no unnamed role=button wrapper from NavBar", () => {
    const { container } = render(<PageHeader title="我的" showBack={false} />);
    expect(container.querySelector("[role='button']")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("calls onBack instead of the default when given", async () => {
    const onBack = vi.fn();
    const back = vi.spyOn(window.history, "back").mockImplementation(() => {});
    render(<PageHeader title="订单详情" onBack={onBack} />);
    await userEvent.click(screen.getByRole("button", { name: "返回" }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(back).not.toHaveBeenCalled();
  });

  it("uses history back by default when there is in-app history", async () => {
    window.history.replaceState({ idx: 3 }, "");
    const back = vi.spyOn(window.history, "back").mockImplementation(() => {});
    render(<PageHeader title="订单详情" />);
    await userEvent.click(screen.getByRole("button", { name: "返回" }));
    expect(back).toHaveBeenCalledTimes(1);
  });
});

describe("PageHeader where the host draws the nav bar (decision 026)", () => {
  const hostBar = (ui: React.ReactElement) => render(<HostChromeContext.Provider value={{ navBar: false, tabBar: true }}>{ui}</HostChromeContext.Provider>);

  it("draws no bar and no back button, and keeps the title as the page's h1 for screen readers", () => {
    const { container } = hostBar(<PageHeader title="景区门票" />);
    expect(container.querySelector(".wl-page-header")).toBeNull();
    expect(container.querySelector(".adm-nav-bar")).toBeNull();
    expect(screen.queryByRole("button", { name: "返回" })).toBeNull();
    const heading = screen.getByRole("heading", { level: 1, name: "景区门票" });
    expect(heading).toHaveClass("wl-visually-hidden");
  });

  it("keeps the right slot's actions reachable", async () => {
    const manage = vi.fn();
    hostBar(<PageHeader title="我的收藏" right={<button type="button" onClick={manage}>管理</button>} />);
    await userEvent.click(screen.getByRole("button", { name: "管理" }));
    expect(manage).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "返回" })).toBeNull();
  });

  it("draws the bar when the host does not", () => {
    const { container } = render(
      <HostChromeContext.Provider value={{ navBar: true, tabBar: true }}>
        <PageHeader title="景区门票" />
      </HostChromeContext.Provider>,
    );
    expect(container.querySelector(".wl-page-header")).not.toBeNull();
    expect(screen.getByRole("button", { name: "返回" })).toBeInTheDocument();
  });
});
