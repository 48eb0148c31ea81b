import { Tag } from "antd-mobile";
import type { CSSProperties } from "react";
import type { StatusTone } from "./status-tone";
import "./tokens.css";
import "./status-tag.css";

export type StatusTagProps = {
  /** The text to show, already translated (e.g. `orderStatusLabel(order)` from @wenlv/contract/status). */
  label: string;
  /** Colour group; `statusTone(status)` picks it for spec section 4 statuses. Default "primary". */
  tone?: StatusTone;
  className?: string;
};

/** Tag CSS variables per tone; the values are tokens.css variables, so themes can override them. */
function toneStyle(tone: StatusTone): CSSProperties {
  return {
    "--text-color": `var(--wl-tone-${tone}-text)`,
    "--background-color": `var(--wl-tone-${tone}-bg)`,
    "--border-color": `var(--wl-tone-${tone}-bg)`,
  } as CSSProperties;
}

/**
 * A status tag on antd-mobile's Tag, coloured by tone with text/background pairs of at least
 * 4.5:1 contrast (tokens.css). Colour never carries meaning alone: the label is always shown.
 */
export function StatusTag({ label, tone = "primary", className }: StatusTagProps) {
  const classes = ["wl-status-tag", `wl-status-tag--${tone}`, className].filter(Boolean).join(" ");
  return (
    <Tag className={classes} data-tone={tone} style={toneStyle(tone)}>
      {label}
    </Tag>
  );
}
