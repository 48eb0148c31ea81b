/**
 * Pure string rules of the rich-text sanitizer (spec section 5: "images forced full width, section
 * tags turned into div"). The DOM part (DOMPurify hooks) lives in `@wenlv/ui`; these functions are
 * what its hooks call, so the rules are tested without a DOM.
 */

/** Tags renamed before rendering: CMS-authored <section> blocks become <div>. */
export const RICH_TEXT_TAG_RENAMES: Readonly<Record<string, string>> = { section: "div" };

/** Declarations appended to every <img> style so images fill the content width and keep their ratio. */
export const FULL_WIDTH_IMAGE_STYLE = "max-width:100%;width:100%;height:auto;display:block";

/** The tag name to render for `tagName` (case-insensitive), lower-case: "SECTION" -> "div", "p" -> "p". */
export function renameRichTextTag(tagName: string): string {
  const lower = tagName.toLowerCase();
  return RICH_TEXT_TAG_RENAMES[lower] ?? lower;
}

const SIZE_PROPERTIES = new Set(["width", "height", "max-width", "min-width", "max-height", "display"]);

/**
 * Rewrites an <img> `style` attribute: drops its sizing declarations (width, height, min/max,
 * display) and appends {@link FULL_WIDTH_IMAGE_STYLE}; other declarations are kept in order.
 * @example fullWidthImageStyle("width: 300px; border: 1px solid red") === "border: 1px solid red;" + FULL_WIDTH_IMAGE_STYLE
 */
export function fullWidthImageStyle(style: string | null | undefined): string {
  const kept = (style ?? "")
    .split(";")
    .map((d) => d.trim())
    .filter((d) => d.includes(":") && !SIZE_PROPERTIES.has(d.slice(0, d.indexOf(":")).trim().toLowerCase()));
  return [...kept, FULL_WIDTH_IMAGE_STYLE].join(";");
}
