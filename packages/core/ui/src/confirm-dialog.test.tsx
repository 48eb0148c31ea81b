import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";

describe("ConfirmDialog", () => {
  it("shows title and text, keeps with 取消 and confirms with the red button", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog visible title="删除地址" content="删除后无法恢复" confirmText="删除" busy={false} onConfirm={onConfirm} onCancel={onCancel} />);
    expect(await screen.findByText("删除后无法恢复")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "取消" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "删除" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("disables the confirm button while the action runs and names the keep button as asked", async () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog visible title="取消订单" content="确定取消？" confirmText="取消订单" cancelText="再想想" busy onConfirm={onConfirm} onCancel={() => undefined} />);
    expect(await screen.findByRole("button", { name: "再想想" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "取消订单" })).toBeDisabled();
  });
});
