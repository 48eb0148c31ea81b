import { expectStringsMatch } from "@wenlv/app-kit/testing";
import { describe, it } from "vitest";
import { HOME_NS } from "../i18n";
import { homeEn } from "./en";
import { homeZhCN } from "./zh";

describe("home strings", () => {
  it("are registered in both languages with the same keys and placeholders", () => {
    expectStringsMatch(HOME_NS, homeZhCN, homeEn);
  });
});
