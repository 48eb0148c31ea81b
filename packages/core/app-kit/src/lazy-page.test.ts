import { describe, expect, it } from "vitest";
import { lazyPage } from "./lazy-page";

describe("lazyPage", () => {
  it("loads the module only when called and answers the named export as the default page", async () => {
    const UserPage = () => null;
    const OtherPage = () => null;
    let loads = 0;
    const lazy = lazyPage(async () => {
      loads += 1;
      return { UserPage, OtherPage };
    }, "UserPage");
    expect(loads).toBe(0);
    expect((await lazy()).default).toBe(UserPage);
    expect(loads).toBe(1);
  });
});
