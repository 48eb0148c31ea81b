import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderAt } from "@wenlv/app-kit/testing";
import { describe, expect, it, vi } from "vitest";
import { ConsentAction } from "./consent-action";

describe("ConsentAction", () => {
  it("refuses until the box is ticked; ticking clears the message and the button confirms", async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    renderAt(<ConsentAction actionText="微信授权登录" onConfirm={onConfirm} />, "/BaseLogin");
    await user.click(screen.getByRole("button", { name: "微信授权登录" }));
    expect(screen.getByRole("alert")).toHaveTextContent("请先阅读并同意隐私政策");
    expect(screen.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole("checkbox"));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    await user.click(screen.getByRole("button", { name: "微信授权登录" }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });

  it("starts ticked when the consent was given before the provider", async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    renderAt(<ConsentAction actionText="确认登录" onConfirm={onConfirm} initiallyAgreed />, "/sbkLoading");
    expect(screen.getByRole("checkbox")).toBeChecked();
    await user.click(screen.getByRole("button", { name: "确认登录" }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });
});
