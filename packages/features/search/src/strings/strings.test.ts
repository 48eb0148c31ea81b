import { expectStringsMatch } from "@wenlv/app-kit/testing";
import { describe, it } from "vitest";
import { SEARCH_NS } from "../i18n";
import { searchEn } from "./en";
import { searchZhCN } from "./zh";

describe("search strings", () => {
  it("are registered in both languages with the same keys and placeholders", () => {
    expectStringsMatch(SEARCH_NS, searchZhCN, searchEn);
  });
});
