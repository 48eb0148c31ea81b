import { expectStringsMatch } from "@wenlv/app-kit/testing";
import { describe, it } from "vitest";
import { MOVIES_NS } from "../i18n";
import { moviesEn } from "./en";
import { moviesZhCN } from "./zh";

describe("movies strings", () => {
  it("are registered in both languages with the same keys and placeholders", () => {
    expectStringsMatch(MOVIES_NS, moviesZhCN, moviesEn);
  });
});
