import { expectStringsMatch } from "@wenlv/app-kit/testing";
import { describe, it } from "vitest";
import { ACCOUNT_NS } from "../i18n";
import { accountEn } from "./en";
import { accountZhCN } from "./zh";

describe("account strings", () => {
  it("are registered in both languages with the same keys and placeholders", () => {
    expectStringsMatch(ACCOUNT_NS, accountZhCN, accountEn);
  });
});
