import { ZIdType } from "@wenlv/contract/id-types";
import { validateDocument, ZTravellerInput } from "@wenlv/validation";
import { describe, expect, it } from "vitest";
import { accountEn, accountZhCN } from "./resources";

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe("account strings", () => {
  it("English has every key of Chinese", () => {
    const en = new Set(keysOf({ ...accountEn, validation: {} }));
    for (const key of keysOf({ ...accountZhCN, validation: {} })) expect(en, key).toContain(key);
  });

  it("English translates every message the traveller form can show", () => {
    const messages = new Set<string>();
    const badNumbers = ["", "1", "123456789012345678", "990105194912310021", "110105199913310021", "110105194912310021", "ABC"];
    for (const type of ZIdType.options) {
      for (const value of badNumbers) {
        const message = validateDocument(type, value);
        if (message) messages.add(message);
      }
      for (const name of ["", "Zhang San", "x"]) {
        const parsed = ZTravellerInput.safeParse({ name, id_type: type, id_number: "", phone: "123" });
        for (const issue of parsed.success ? [] : parsed.error.issues) messages.add(issue.message);
      }
    }
    expect(messages.size).toBeGreaterThan(8);
    for (const message of messages) expect(accountEn.validation, message).toHaveProperty([message]);
  });
});
