import { AREA_CODES, AREA_NAMES_EN, AREAS, type AreaCode } from "@wenlv/contract/areas";
import { useT } from "@wenlv/i18n";
import { UI_NS } from "../i18n";
import { CapsuleRow } from "./capsule-row";

export type AreaTabsProps = {
  /** Selected district, or null for 全部 (all districts). */
  value: AreaCode | null;
  onChange: (value: AreaCode | null) => void;
};

/**
 * District filter of a list (scenic spots, hotels, lines ...): a row of capsules (CapsuleRow),
 * 全部 first, then the 10 area codes of spec section 3 in the spec's order (contract AREAS), in
 * English on English screens.
 */
export function AreaTabs({ value, onChange }: AreaTabsProps) {
  const { t, i18n } = useT(UI_NS);
  const english = i18n.language.startsWith("en");
  const options = [
    { value: null, label: t("areas.all") },
    ...AREA_CODES.map((code) => ({ value: code, label: english ? AREA_NAMES_EN[code] : AREAS[code] })),
  ];
  return <CapsuleRow<AreaCode | null> label={t("areas.label")} options={options} value={value} onChange={onChange} />;
}
