import { AREA_CODES, AREA_NAMES_EN, AREAS, type AreaCode } from "@wenlv/contract/areas";
import { useEffect, useRef } from "react";
import { useTicketsT } from "../i18n";
import "./area-tabs.css";

export type AreaTabsProps = {
  /** Selected district, or null for 全部 (all districts). */
  value: AreaCode | null;
  onChange: (value: AreaCode | null) => void;
};

/**
 * District filter of the scenic list: a horizontally scrolling row of capsules, 全部 first, then the
 * 10 area codes of spec section 3 in the spec's order (contract AREAS). Each capsule is a real
 * button with `aria-pressed`; the selected one is scrolled into view (back navigation, deep links).
 */
export function AreaTabs({ value, onChange }: AreaTabsProps) {
  const { t, i18n } = useTicketsT();
  const english = i18n.language.startsWith("en");
  const rowRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const selected = rowRef.current?.querySelector<HTMLElement>("[aria-pressed='true']");
    if (selected && typeof selected.scrollIntoView === "function") {
      selected.scrollIntoView({ block: "nearest", inline: "center" });
    }
  }, [value]);
  const options: { code: AreaCode | null; label: string }[] = [
    { code: null, label: t("list.allAreas") },
    ...AREA_CODES.map((code) => ({ code, label: english ? AREA_NAMES_EN[code] : AREAS[code] })),
  ];
  return (
    <div ref={rowRef} className="wl-area-tabs" role="group" aria-label={t("list.areasLabel")}>
      {options.map((option) => {
        const selected = option.code === value;
        return (
          <button
            key={option.code ?? "all"}
            type="button"
            className={`wl-area-tabs__item${selected ? " wl-area-tabs__item--selected" : ""}`}
            aria-pressed={selected}
            onClick={() => onChange(option.code)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
