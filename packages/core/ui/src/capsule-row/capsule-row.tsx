import { useEffect, useRef } from "react";
import "./capsule-row.css";

/** One capsule: its value (null allowed, e.g. 全部) and its visible label. */
export type Capsule<V> = { value: V; label: string; ariaLabel?: string };

export type CapsuleRowProps<V> = {
  /** The group's accessible name, e.g. "按区域筛选". */
  label: string;
  options: readonly Capsule<V>[];
  value: V;
  onChange: (value: V) => void;
  className?: string;
};

/**
 * A horizontally scrolling row of capsule buttons, one of them selected (`aria-pressed`), the
 * selected one scrolled into view (back navigation, deep links). The scenic list's district,
 * order and A-level rows (issue 2 section 4, issue 9), the hotel list's district row (issue 10).
 */
export function CapsuleRow<V>({ label, options, value, onChange, className }: CapsuleRowProps<V>) {
  const rowRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const selected = rowRef.current?.querySelector<HTMLElement>("[aria-pressed='true']");
    if (selected && typeof selected.scrollIntoView === "function") {
      selected.scrollIntoView({ block: "nearest", inline: "center" });
    }
  }, [value]);
  return (
    <div ref={rowRef} className={`wl-area-tabs${className ? ` ${className}` : ""}`} role="group" aria-label={label}>
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={String(option.value)}
            type="button"
            className={`wl-area-tabs__item${selected ? " wl-area-tabs__item--selected" : ""}`}
            aria-pressed={selected}
            aria-label={option.ariaLabel}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
