import { expectStringsMatch } from "@wenlv/app-kit/testing";
import { describe, it } from "vitest";
import { TICKETS_NS } from "../i18n";
import { ticketsEn } from "./en";
import { ticketsZhCN } from "./zh";

describe("tickets strings", () => {
  it("are registered in both languages with the same keys and placeholders", () => {
    expectStringsMatch(TICKETS_NS, ticketsZhCN, ticketsEn);
  });
});
