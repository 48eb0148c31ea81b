import { expectStringsMatch } from "@wenlv/app-kit/testing";
import { describe, it } from "vitest";
import { PERFORMANCES_NS } from "../i18n";
import { performancesEn } from "./en";
import { performancesZhCN } from "./zh";

describe("performances strings", () => {
  it("are registered in both languages with the same keys and placeholders", () => {
    expectStringsMatch(PERFORMANCES_NS, performancesZhCN, performancesEn);
  });
});
