import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderAt as kitRenderAt } from "@wenlv/app-kit/testing";
import { useState } from "react";
import { useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { renderAt } from "../test-utils";
import { LoginConsent } from "./login-form-parts";

function Harness() {
  const [checked, setChecked] = useState(false);
  const { pathname } = useLocation();
  return (
    <>
      <LoginConsent checked={checked} onChange={setChecked} />
      <output data-testid="state">{checked ? "ticked" : "unticked"}</output>
      <output data-testid="path">{pathname}</output>
    </>
  );
}

describe("LoginConsent", () => {
  it("is named by the whole sentence, documents included, and starts unticked", () => {
    renderAt(<Harness />, "/PhoneLogin");
    const box = screen.getByRole("checkbox", { name: "我已阅读并同意《隐私政策》和《用户服务协议》" });
    expect(box).not.toBeChecked();
  });

  it("ticks and unticks from the box", async () => {
    const user = userEvent.setup();
    renderAt(<Harness />, "/PhoneLogin");
    await user.click(screen.getByRole("checkbox"));
    expect(screen.getByTestId("state")).toHaveTextContent("ticked");
    await user.click(screen.getByRole("checkbox"));
    expect(screen.getByTestId("state")).toHaveTextContent("unticked");
  });

  it.each([
    ["《隐私政策》", "/PrivacyPolicy"],
    ["《用户服务协议》", "/UserPrivacy"],
  ])("the %s link opens %s without ticking the box", async (name, path) => {
    const user = userEvent.setup();
    // Matched on every path, so the box stays on screen after the link navigates.
    kitRenderAt(<Harness />, "/PhoneLogin", { path: "*" });
    expect(screen.getByRole("link", { name })).toHaveAttribute("href", path);
    await user.click(screen.getByRole("link", { name }));
    expect(screen.getByTestId("path")).toHaveTextContent(path);
    expect(screen.getByTestId("state")).toHaveTextContent("unticked");
    expect(screen.getByRole("checkbox")).not.toBeChecked();
  });
});
