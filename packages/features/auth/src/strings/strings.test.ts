import { expectStringsMatch } from "@wenlv/app-kit/testing";
import { describe, it } from "vitest";
import { AUTH_NS } from "../i18n";
import { authEn } from "./en";
import { authZhCN } from "./zh";

describe("auth strings", () => {
  it("are registered in both languages with the same keys and placeholders", () => {
    expectStringsMatch(AUTH_NS, authZhCN, authEn);
  });
});
