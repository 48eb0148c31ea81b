import DOMPurify from "dompurify";

/**
 * Cleans rich text from the API (scenic descriptions, notices) for `innerHTML`:
 * - DOMPurify removes scripts, event handlers, `javascript:` URLs and other active content;
 *   forms and embedded frames are dropped too, since rich text never needs them;
 * - spec section 5 "Rich text": images are forced to full width (width/height attributes removed,
 *   `width:100%;height:auto`) and `<section>` tags become `<div>` with the same attributes;
 * - images without `alt` get `alt=""` (decorative) so screen readers skip the file name;
 * - links that open a new window get `rel="noopener noreferrer"`.
 * Needs a DOM (browser or jsdom). Returns an HTML string. Without a DOM (the first screen rendered
 * on the server, decision 018) DOMPurify cannot work, so it returns "" (never unsanitised text);
 * the browser's render fills the rich text in.
 */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported || typeof DOMPurify.sanitize !== "function") return "";
  const fragment = DOMPurify.sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ["form", "input", "button", "textarea", "select", "iframe", "object", "embed", "style"],
    ADD_ATTR: ["target"],
  });

  for (const section of Array.from(fragment.querySelectorAll("section"))) {
    const div = section.ownerDocument.createElement("div");
    for (const attr of Array.from(section.attributes)) div.setAttribute(attr.name, attr.value);
    while (section.firstChild) div.appendChild(section.firstChild);
    section.replaceWith(div);
  }

  for (const img of Array.from(fragment.querySelectorAll("img"))) {
    img.removeAttribute("width");
    img.removeAttribute("height");
    img.style.width = "100%";
    img.style.maxWidth = "100%";
    img.style.height = "auto";
    if (!img.hasAttribute("alt")) img.setAttribute("alt", "");
  }

  for (const link of Array.from(fragment.querySelectorAll("a[target]"))) {
    if (link.getAttribute("target") === "_blank") link.setAttribute("rel", "noopener noreferrer");
    else link.removeAttribute("target");
  }

  const container = fragment.ownerDocument.createElement("div");
  container.appendChild(fragment);
  return container.innerHTML;
}
