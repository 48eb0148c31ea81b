import { describe, expect, it } from "vitest";
import { FULL_WIDTH_IMAGE_STYLE, fullWidthImageStyle, renameRichTextTag } from "./rich-text";

describe("rich-text rules", () => {
  it("turns section into div and lower-cases other tags", () => {
    expect(renameRichTextTag("SECTION")).toBe("div");
    expect(renameRichTextTag("section")).toBe("div");
    expect(renameRichTextTag("P")).toBe("p");
  });

  it("forces images to full width and keeps unrelated declarations", () => {
    expect(fullWidthImageStyle("width: 300px; border: 1px solid red; HEIGHT:200px")).toBe(`border: 1px solid red;${FULL_WIDTH_IMAGE_STYLE}`);
    expect(fullWidthImageStyle(null)).toBe(FULL_WIDTH_IMAGE_STYLE);
    expect(fullWidthImageStyle("")).toBe(FULL_WIDTH_IMAGE_STYLE);
  });
});
