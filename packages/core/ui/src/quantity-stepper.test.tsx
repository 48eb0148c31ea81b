import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { QuantityStepper } from "./quantity-stepper";

function Harness({ max, onChange }: { max: number; onChange: (n: number) => void }) {
  const [value, setValue] = useState(1);
  return (
    <QuantityStepper
      value={value}
      max={max}
      label="成人票数量"
      onChange={(n) => {
        setValue(n);
        onChange(n);
      }}
    />
  );
}

describe("QuantityStepper", () => {
  it("names the field and both buttons", () => {
    render(<QuantityStepper value={2} max={5} onChange={() => {}} />);
    expect(screen.getByRole("spinbutton", { name: "数量" })).toHaveAttribute("aria-valuemax", "5");
    expect(screen.getByRole("button", { name: "减少数量" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "增加数量" })).toBeInTheDocument();
  });

  it("steps within min and max", async () => {
    const onChange = vi.fn();
    render(<Harness max={2} onChange={onChange} />);
    const plus = screen.getByRole("button", { name: "增加成人票数量" });
    const minus = screen.getByRole("button", { name: "减少成人票数量" });
    expect(minus).toBeDisabled();
    await userEvent.click(plus);
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole("spinbutton")).toHaveValue("2");
    expect(plus).toBeDisabled();
  });
});
