import type { Page } from "@playwright/test";

/**
 * The DOM of `#root` as lines, one per element or text, that two renders of one page can be compared
 * by (decision 031: the browser hydrates the server's first screen and must end with what its own
 * render makes). Equal whatever the serialiser's habits: attributes sorted, `style` as the browser
 * parsed it, comments and blank text left out, an input's value as its property. Two differences
 * of React's server render from Preact's are left out as meaningless:
 * - `xmlns:xlink` (React) and `xmlnsXlink` (Preact) on antd-mobile's icons: no icon uses xlink;
 * - an input's `value` attribute (React writes it, Preact sets the property, compared instead).
 * (React's `<link rel="preload" as="image">` hint is not left out: the renderer strips it, as the
 * browser's hydration would move every element after it.)
 */
export async function rootDomLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines: string[] = [];
    const ignored = new Set(["xmlns:xlink", "xmlnsxlink", "value"]);
    const walk = (node: Node, depth: number) => {
      for (const child of Array.from(node.childNodes)) {
        const indent = " ".repeat(depth);
        if (child instanceof Text) {
          if (child.data.trim()) lines.push(`${indent}${JSON.stringify(child.data)}`);
        } else if (child instanceof Element) {
          const attributes = Array.from(child.attributes)
            .filter((a) => !ignored.has(a.name.toLowerCase()))
            .map((a) => (a.name === "style" && (child instanceof HTMLElement || child instanceof SVGElement) ? `style=${child.style.cssText}` : `${a.name}=${a.value}`))
            .sort();
          if (child instanceof HTMLInputElement) attributes.push(`.value=${child.value}`);
          lines.push(`${indent}${child.localName} ${attributes.join(" ")}`);
          walk(child, depth + 1);
        }
      }
    };
    const root = document.getElementById("root");
    if (root) walk(root, 0);
    return lines;
  });
}
