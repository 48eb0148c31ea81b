import { AREA_CODES, AREA_NAMES_EN, AREAS, type AreaCode } from "@wenlv/contract/areas";
import { useTicketsT } from "../i18n";
import { CapsuleRow } from "./capsule-row";

export type AreaTabsProps = {
  /** Selected district, or null for 全部 (all districts). */
  value: AreaCode | null;
  onChange: (value: AreaCode | null) => void;
};

/**
 * District filter of the scenic list: a row of capsules (CapsuleRow), 全部 first, then the 10 area
 * codes of spec section 3 in the spec's order (contract AREAS).
 */
export function AreaTabs({ value, onChange }: AreaTabsProps) {
  const { t, i18n } = useTicketsT();
  const english = i18n.language.startsWith("en");
  const options = [
    { value: null, label: t("list.allAreas") },
    ...AREA_CODES.map((code) => ({ value: code, label: english ? AREA_NAMES_EN[code] : AREAS[code] })),
  ];
  return <CapsuleRow<AreaCode | null> label={t("list.areasLabel")} options={options} value={value} onChange={onChange} />;
}
