import { describe, expect, it } from "vitest";
import { routes } from "../routes";

/** Paths of spec section 2 that the personal-data screens own, with whether they need login here. */
const expected: Record<string, boolean> = {
  "/MyAddress": true,
  "/MyAddressHandle": true,
  "/MySelfHandle": true,
  "/MyCollection": true,
  "/MyContactsCare": true,
  "/MyContactsHandleCare": true,
  "/Logout": true,
  "/LogoutNotice": false,
  "/LogoutNoticeApp": false,
  "/PrivacyPolicyApp": false,
  "/UserPrivacy": false,
  "/PersonalInfo": true,
};

describe("personal-data routes", () => {
  it("registers each path once in the account routes with its login flag", () => {
    for (const [path, require] of Object.entries(expected)) {
      const matches = routes.filter((r) => r.path === path || r.aliases?.includes(path));
      expect(matches, path).toHaveLength(1);
      expect(Boolean(matches[0]?.flags?.require), path).toBe(require);
    }
  });

  it("loads a page component for every path", async () => {
    for (const path of Object.keys(expected)) {
      const route = routes.find((r) => r.path === path);
      const page = await route!.lazy();
      expect(typeof page.default, path).toBe("function");
    }
  });
});
