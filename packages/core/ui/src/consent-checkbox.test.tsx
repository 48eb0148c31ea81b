import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type MouseEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConsentCheckbox, type ConsentCheckboxProps } from "./consent-checkbox";

function Harness(props: Partial<ConsentCheckboxProps>) {
  const [checked, setChecked] = useState(false);
  return (
    <>
      <ConsentCheckbox checked={checked} onChange={setChecked} label="本人同意为实名购票提供身份证件信息" {...props} />
      <output data-testid="state">{checked ? "ticked" : "unticked"}</output>
    </>
  );
}

describe("ConsentCheckbox", () => {
  it("is named by its sentence and starts unticked", () => {
    render(<Harness />);
    expect(screen.getByRole("checkbox", { name: "本人同意为实名购票提供身份证件信息" })).not.toBeChecked();
  });

  it("ticks and unticks from the box and from the sentence", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("checkbox"));
    expect(screen.getByTestId("state")).toHaveTextContent("ticked");
    await user.click(screen.getByText("本人同意为实名购票提供身份证件信息"));
    expect(screen.getByTestId("state")).toHaveTextContent("unticked");
  });

  it("is named by the whole sentence, documents included, and a link inside it does not tick the box", async () => {
    const user = userEvent.setup();
    const open = vi.fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault());
    render(
      <Harness
        label={
          <>
            我已阅读并同意
            <a href="#privacy" onClick={open}>
              《隐私政策》
            </a>
          </>
        }
      />,
    );
    expect(screen.getByRole("checkbox", { name: "我已阅读并同意《隐私政策》" })).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "《隐私政策》" }));
    expect(open).toHaveBeenCalledOnce();
    expect(screen.getByRole("checkbox")).not.toBeChecked();
  });

  it("is described by its detail and, when missing, by the error it announces", () => {
    render(<Harness detail="证件号码仅用于实名制购票和入园核验" error="请先阅读并勾选同意" />);
    const box = screen.getByRole("checkbox");
    expect(box).toHaveAccessibleDescription("证件号码仅用于实名制购票和入园核验 请先阅读并勾选同意");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("请先阅读并勾选同意");
  });

  it("is valid and has no alert without an error", () => {
    render(<Harness />);
    expect(screen.getByRole("checkbox")).toHaveAttribute("aria-invalid", "false");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("takes the size as a class (compact login forms, large care layouts)", () => {
    const { container } = render(<Harness size="large" />);
    expect(container.querySelector(".wl-consent--large")).not.toBeNull();
  });
});
