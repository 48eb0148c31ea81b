import { renderHook } from "@testing-library/react";
import { ZIdType } from "@wenlv/contract/id-types";
import { i18n } from "@wenlv/i18n";
import { validateDocument, ZTravellerInput } from "@wenlv/validation";
import { describe, expect, it } from "vitest";
import { useValidationText, validationMessagesEn } from "./validation-text";

describe("validation messages", () => {
  it("English translates every message the traveller and real-name forms can show", () => {
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
    for (const message of messages) expect(validationMessagesEn, message).toHaveProperty([message]);
  });

  it("shows Chinese as it is and translates on English screens", async () => {
    const { result, rerender } = renderHook(() => useValidationText());
    expect(result.current("身份证号码校验位不正确，请核对")).toBe("身份证号码校验位不正确，请核对");
    await i18n.changeLanguage("en");
    rerender();
    expect(result.current("身份证号码校验位不正确，请核对")).toBe("The check digit of this ID card number is wrong; please check it");
    expect(result.current("没有译文的消息")).toBe("没有译文的消息");
  });
});
