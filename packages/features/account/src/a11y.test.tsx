import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createTestStore, fakeApi, ok, renderAt } from "@wenlv/app-kit/testing";
import type { Page } from "@wenlv/contract/envelope";
import type { Traveller } from "@wenlv/contract/travellers";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { MyContactsCarePage } from "./pages/my-contacts";
import { MyContactsHandleCarePage } from "./pages/my-contacts-handle";

/*
 * axe-core on the care traveller pages in jsdom, failing on serious or critical violations as the
 * e2e does. jsdom has no layout or computed colours: contrast is checked in the browser.
 */
async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
    resultTypes: ["violations"],
  });
  return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`);
}

const travellers: Page<Traveller> = {
  list: [{ id: 1, name: "张三", id_type: "ID_CARD", id_number_masked: "110***********002X", phone_masked: "" }],
  total: 1,
  page: 1,
  page_size: 50,
};

describe("care traveller pages: no serious accessibility violations", () => {
  it("/MyContactsCare", async () => {
    fakeApi({ "/api/traveller/list": ok(travellers) });
    renderAt(<MyContactsCarePage />, "/MyContactsCare", { store: createTestStore({ token: "tok" }) });
    await screen.findAllByText("张三");
    expect(await seriousViolations()).toEqual([]);
  });

  it("/MyContactsHandleCare with the policy popup", async () => {
    fakeApi({});
    renderAt(<MyContactsHandleCarePage />, "/MyContactsHandleCare", { store: createTestStore({ token: "tok" }) });
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole("button", { name: "《隐私政策》" }));
    await screen.findByRole("dialog", { name: "隐私政策" });
    expect(await seriousViolations()).toEqual([]);
  });
});
