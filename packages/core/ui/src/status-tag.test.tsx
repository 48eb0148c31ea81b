import { render, screen } from "@testing-library/react";
import { ORDER_STATUSES, PRODUCT_STATUSES, orderStatusLabel } from "@wenlv/contract/status";
import { describe, expect, it } from "vitest";
import { StatusTag } from "./status-tag";
import { statusTone } from "./status-tone";

describe("statusTone", () => {
  it("groups spec section 4 statuses", () => {
    expect(statusTone("UNPAID")).toBe("warning");
    expect(statusTone("WAIT_PAYMENT")).toBe("warning");
    expect(statusTone("PAID")).toBe("primary");
    expect(statusTone("WAIT_USE")).toBe("primary");
    expect(statusTone("COMPLETED")).toBe("success");
    expect(statusTone("WAIT_REFUND")).toBe("danger");
    expect(statusTone("TICKET_ERROR")).toBe("danger");
    expect(statusTone("CLOSED")).toBe("muted");
    expect(statusTone("REFUND")).toBe("muted");
    expect(statusTone("SOMETHING_NEW")).toBe("muted");
    expect(statusTone("constructor")).toBe("muted");
  });

  it("has a tone for every order and product status", () => {
    for (const status of [...ORDER_STATUSES, ...PRODUCT_STATUSES]) {
      expect(["primary", "success", "warning", "danger", "muted"]).toContain(statusTone(status));
    }
  });
});

describe("StatusTag", () => {
  it("shows the label and colours by tone through CSS variables", () => {
    const label = orderStatusLabel({ status: "REFUND", type: "ticket" });
    render(<StatusTag label={label} tone={statusTone("REFUND")} />);
    const tag = screen.getByText("已退票");
    expect(tag).toHaveAttribute("data-tone", "muted");
    expect(tag.style.getPropertyValue("--text-color")).toBe("var(--wl-tone-muted-text)");
    expect(tag.style.getPropertyValue("--background-color")).toBe("var(--wl-tone-muted-bg)");
  });

  it("defaults to the primary tone", () => {
    render(<StatusTag label="待出行" />);
    expect(screen.getByText("待出行").style.getPropertyValue("--text-color")).toBe("var(--wl-tone-primary-text)");
  });
});
