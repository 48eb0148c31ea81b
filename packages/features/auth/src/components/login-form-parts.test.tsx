import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderAt } from "@wenlv/app-kit/testing";
import { useState } from "react";
import { useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { digitsOnly, firstProblem, LoginConsent } from "./login-form-parts";

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
    renderAt(<Harness />, "/PhoneLogin", { path: "*" });
    expect(screen.getByRole("link", { name })).toHaveAttribute("href", path);
    await user.click(screen.getByRole("link", { name }));
    expect(screen.getByTestId("path")).toHaveTextContent(path);
    expect(screen.getByTestId("state")).toHaveTextContent("unticked");
    expect(screen.getByRole("checkbox")).not.toBeChecked();
  });
});

describe("firstProblem", () => {
  const checks = [
    ["phone", (v: string) => (v.length === 11 ? null : "phone")],
    ["code", (v: string) => (v.length === 6 ? null : "code")],
  ] as const;

  it("answers only the first failing field, in the order of the checks", () => {
    expect(firstProblem(checks, { phone: "1", code: "1" })).toEqual({ phone: "phone" });
    expect(firstProblem(checks, { phone: "13800138000", code: "1" })).toEqual({ code: "code" });
    expect(firstProblem(checks, { phone: "13800138000", code: "123456" })).toEqual({});
  });

  it("reads a missing or non-text value as empty", () => {
    expect(firstProblem(checks, {})).toEqual({ phone: "phone" });
    expect(firstProblem(checks, { phone: 13800138000 })).toEqual({ phone: "phone" });
  });
});

describe("digitsOnly", () => {
  it("keeps at most `max` digits", () => {
    expect(digitsOnly(6)("12a3-45 678")).toBe("123456");
    expect(digitsOnly(11)(undefined)).toBe("");
  });
});
