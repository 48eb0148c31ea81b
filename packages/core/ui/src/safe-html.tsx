import { useMemo } from "react";
import { sanitizeHtml } from "./sanitize-html";
import "./safe-html.css";

export type SafeHtmlProps = {
  /** Untrusted rich text from the API. */
  html: string;
  className?: string;
};

/** Renders API rich text after `sanitizeHtml` (DOMPurify + the spec section 5 rich-text rules). */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={["wl-safe-html", className].filter(Boolean).join(" ")} dangerouslySetInnerHTML={{ __html: clean }} />;
}
