import { expectStringsMatch } from "@wenlv/app-kit/testing";
import { describe, it } from "vitest";
import { HOTELS_NS } from "../i18n";
import { hotelsEn } from "./en";
import { hotelsZhCN } from "./zh";

describe("hotels strings", () => {
  it("are registered in both languages with the same keys and placeholders", () => {
    expectStringsMatch(HOTELS_NS, hotelsZhCN, hotelsEn);
  });
});
