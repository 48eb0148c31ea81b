import type { ScenicSort } from "@wenlv/contract/scenic";
import { useTicketsT } from "../i18n";
import { CapsuleRow } from "@wenlv/ui/capsule-row";

/** The orders offered, in this order (contract SCENIC_SORTS). */
const SORTS: readonly ScenicSort[] = ["recommended", "distance", "popularity", "price_asc", "price_desc"];
/** The A-levels offered as a filter (5A, 4A, 3A; null for all). */
const LEVELS: readonly (number | null)[] = [null, 5, 4, 3];

export type ListSorterProps = {
  sort: ScenicSort;
  /** Asked to change the order; the page asks for the visitor's location first for "distance". */
  onSort: (sort: ScenicSort) => void;
  aLevel: number | null;
  onALevel: (level: number | null) => void;
};

/**
 * The scenic list's order (推荐, 距离最近, 人气最高, 价格从低到高, 价格从高到低) and A-level filter
 * (不限, 5A, 4A, 3A): two capsule rows under the districts (issue 9: a list that sorts and filters).
 */
export function ListSorter({ sort, onSort, aLevel, onALevel }: ListSorterProps) {
  const { t } = useTicketsT();
  return (
    <div className="wl-list-sorter">
      <CapsuleRow<ScenicSort> label={t("list.sortLabel")} options={SORTS.map((value) => ({ value, label: t(`list.sorts.${value}`) }))} value={sort} onChange={onSort} />
      <CapsuleRow<number | null>
        label={t("list.levelLabel")}
        options={LEVELS.map((value) => ({ value, label: value ? t("list.level", { level: value }) : t("list.anyLevel"), ariaLabel: value ? t("list.levelAria", { level: value }) : undefined }))}
        value={aLevel}
        onChange={onALevel}
      />
    </div>
  );
}
