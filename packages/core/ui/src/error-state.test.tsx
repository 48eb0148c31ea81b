import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EmptyState } from "./empty-state";
import { ErrorState } from "./error-state";

describe("ErrorState", () => {
  it("announces the failure and calls onRetry from the 重试 button", async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="网络繁忙，请刷新重试" onRetry={onRetry} />);
    expect(screen.getByRole("alert")).toHaveTextContent("网络繁忙，请刷新重试");
    expect(onRetry).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "重试" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("falls back to the section 8 network-busy text", () => {
    render(<ErrorState onRetry={() => {}} />);
    expect(screen.getByRole("alert")).toHaveTextContent("加载失败");
    expect(screen.getByRole("alert")).toHaveTextContent("网络繁忙，请刷新重试");
  });
});

describe("EmptyState", () => {
  it("says what to do and runs the action", async () => {
    const onAction = vi.fn();
    render(<EmptyState description="还没有订单，去首页看看景点吧" actionText="去逛逛" onAction={onAction} />);
    expect(screen.getByText("还没有订单，去首页看看景点吧")).toBeInTheDocument();
    expect(screen.getByText("暂无内容")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "去逛逛" }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it("shows no button without an action", () => {
    render(<EmptyState description="暂无常用出行人" actionText="添加" />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
