import { expectStringsMatch } from "@wenlv/app-kit/testing";
import { describe, it } from "vitest";
import { PROFILE_NS } from "../i18n";
import { profileEn } from "./en";
import { profileZhCN } from "./zh";

describe("profile strings", () => {
  it("are registered in both languages with the same keys and placeholders", () => {
    expectStringsMatch(PROFILE_NS, profileZhCN, profileEn);
  });
});
