import { createFirstScreenRenderer } from "@wenlv/app-kit/first-screen";
import { fakeApi, ok } from "@wenlv/app-kit/testing";
import { PARTNERS } from "@wenlv/theme";
import { describe, expect, it } from "vitest";
import { routes } from "./routes";
import { gardenListItem } from "./test-fixtures";

// The show list's prefetch imports the feature's endpoints first; the server waits for it, so the
// first screen goes out with the shows, not a skeleton the browser would hydrate over a filled page.
describe("/Performs rendered on the server", () => {
  it("renders the shows of the first page, with the answers handed to the browser", async () => {
    // The API answers after 2.5 s: later than the page's own chunk loads (a slow API under load).
    const page = ok({ list: [gardenListItem], total: 1, page: 1, page_size: 10 });
    const fake = fakeApi({ "/api/perform/list": () => new Promise((resolve) => setTimeout(() => resolve(page), 2500)) });
    const render = createFirstScreenRenderer({ partner: PARTNERS.default, features: [routes] });
    const first = await render({ url: "/Performs", acceptLanguage: "zh-CN", fetch: fake.fetch as unknown as typeof fetch });
    expect(first).not.toBeNull();
    expect(first!.html).toContain(gardenListItem.name);
    expect(first!.html).not.toContain('aria-busy="true"');
    expect(first!.state).toContain(gardenListItem.name);
    expect(fake.callsTo("/api/perform/list")).toHaveLength(1);
  });
});
