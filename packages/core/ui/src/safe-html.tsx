import { useEffect, useState } from "react";
import "./safe-html.css";

export type SafeHtmlProps = {
  /** Untrusted rich text from the API. */
  html: string;
  className?: string;
};

/** True when `html` holds no markup and no character reference: it can be shown as plain text. */
export function isPlainText(html: string): boolean {
  return !/[<&]/.test(html);
}

/**
 * Renders API rich text after `sanitizeHtml` (DOMPurify + the spec section 5 rich-text rules).
 * Plain text (no `<`, no `&`: the seed's descriptions) is rendered as text, the same on the server
 * and in the browser, and never loads DOMPurify; rich text loads the sanitizer on first use and
 * shows once it is clean (empty until then, and in the server's first screen, which has no DOM to
 * sanitize with). Issue 8: /ScenicDetail spent ~200 ms of a throttled phone's blocking time
 * loading and running DOMPurify to fill a description the server had left empty.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const plain = isPlainText(html);
  const [clean, setClean] = useState<{ from: string; html: string } | null>(null);
  useEffect(() => {
    if (plain) return undefined;
    let live = true;
    void import("./sanitize-html").then(({ sanitizeHtml }) => {
      if (live) setClean({ from: html, html: sanitizeHtml(html) });
    });
    return () => {
      live = false;
    };
  }, [html, plain]);
  const classes = ["wl-safe-html", className].filter(Boolean).join(" ");
  if (plain) return <div className={classes}>{html}</div>;
  return <div className={classes} dangerouslySetInnerHTML={{ __html: clean?.from === html ? clean.html : "" }} />;
}
