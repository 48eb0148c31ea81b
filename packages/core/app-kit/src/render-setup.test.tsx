import { antdFeedback } from "@wenlv/api-client/antd-feedback";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toast } from "antd-mobile";
import { describe, expect, it, vi } from "vitest";
import { installAntdRender } from "./render-setup";

describe("antd-mobile on React 19 (installAntdRender) with the api-client's antd adapters", () => {
  it("Toast.show renders through the createRoot renderer and Toast.clear removes it", async () => {
    installAntdRender();
    act(() => antdFeedback.toast.show("网络繁忙，请刷新重试", 2000));
    expect(await screen.findByText("网络繁忙，请刷新重试")).toBeInTheDocument();
    act(() => antdFeedback.toast.clear());
    await waitFor(() => expect(screen.queryByText("网络繁忙，请刷新重试")).toBeNull());
  });

  it("Dialog.alert shows title, content and button; the button calls onConfirm and closes it", async () => {
    installAntdRender();
    const onConfirm = vi.fn();
    let closed: Promise<void> | void = undefined;
    act(() => {
      closed = antdFeedback.dialog.alert({ title: "提示", content: "请先登录", confirmText: "去登录", onConfirm });
    });
    expect(await screen.findByText("请先登录")).toBeInTheDocument();
    expect(screen.getByText("提示")).toBeInTheDocument();
    // antd-mobile animates the mask in with pointer-events off; the check would refuse the click.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByText("去登录"));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await expect(closed).resolves.toBeUndefined();
    Toast.clear();
  });
});
