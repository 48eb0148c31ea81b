import { expectStringsMatch } from "@wenlv/app-kit/testing";
import { describe, it } from "vitest";
import { LINES_NS } from "../i18n";
import { linesEn } from "./en";
import { linesZhCN } from "./zh";

describe("lines strings", () => {
  it("are registered in both languages with the same keys and placeholders", () => {
    expectStringsMatch(LINES_NS, linesZhCN, linesEn);
  });
});
