import { pagedList } from "@wenlv/api-client";
import { useSafeNavigate } from "@wenlv/app-kit";
import { AREA_NAMES_EN, AREAS, isAreaCode, type AreaCode } from "@wenlv/contract/areas";
import type { LineKind, LineListItem } from "@wenlv/contract/lines";
import { localized } from "@wenlv/i18n";
import { EmptyState, FIRST_SCREEN_CARDS, InfiniteList, PageHeader, ProductCard } from "@wenlv/ui";
import { AreaTabs } from "@wenlv/ui/capsule-row";
import { SearchBar } from "antd-mobile";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useLineListInfiniteQuery } from "../api";
import { useLineFacts } from "../facts";
import { useLinesT } from "../i18n";
import "@wenlv/ui/detail-layout.css";
import "../components/lines.css";

/** The title key of each kind's list (titles.ts). */
const TITLE_OF_KIND: Record<LineKind, string> = { one_day: "titles.oneDay", boutique: "titles.boutique", night: "titles.night" };

/**
 * A list of travel lines of one `kind` (spec section 2 /OneDayTravelNew, /BoutiqueLine,
 * /NightTour; `?area_code=&keyword=` give the starting filters): a keyword search (name, pinyin,
 * meeting point or a stop), the district row (全部 first), then the lines 10 per page with
 * infinite scroll and pull to refresh, a skeleton while the first page loads, the error with 重试,
 * and an empty state that says what to do. Each card shows the cover, district, duration and
 * departure time, the weekdays it departs (and its season) and the cheapest adult fare
 * ("¥298起", fen from the API), and opens /LineDetail?id=. Later filter changes stay in the
 * kept-alive page's state.
 */
export function LineListPage({ kind }: { kind: LineKind }) {
  const { t, i18n } = useLinesT();
  const navigate = useSafeNavigate();
  const facts = useLineFacts();
  const [params] = useSearchParams();
  const [keyword, setKeyword] = useState(() => (params.get("keyword") ?? "").trim());
  const [draft, setDraft] = useState(keyword);
  const [area, setArea] = useState<AreaCode | null>(() => {
    const code = params.get("area_code");
    return isAreaCode(code) ? code : null;
  });
  const list = pagedList(useLineListInfiniteQuery({ kind, area_code: area ?? undefined, keyword: keyword || undefined }), { showMessage: true });
  const english = i18n.language.startsWith("en");
  const kindName = t(`kind.${kind}`);
  const search = (value: string) => {
    setDraft(value);
    setKeyword(value.trim());
  };
  const filtered = Boolean(keyword || area);
  const emptyText = keyword
    ? t("list.emptyKeyword", { keyword, kind: kindName })
    : area
      ? t("list.emptyArea", { area: english ? AREA_NAMES_EN[area] : AREAS[area], kind: kindName })
      : t("list.emptyAll", { kind: kindName });
  return (
    <div className="wl-detail-page">
      <PageHeader title={t(TITLE_OF_KIND[kind])} />
      <div role="search" aria-label={t("list.searchPlaceholder")}>
        <SearchBar value={draft} onChange={setDraft} onSearch={search} onClear={() => search("")} placeholder={t("list.searchPlaceholder")} />
      </div>
      <AreaTabs value={area} onChange={setArea} />
      <InfiniteList<LineListItem>
        {...list}
        getKey={(item) => item.id}
        renderItem={(item, index) => (
          <ProductCard
            title={localized(item.name, item.name_en, i18n.language)}
            cover={item.cover}
            subtitle={[english ? item.area_name_en : item.area_name, facts.duration(item), t("list.departsAt", { time: item.departure.time })].join(" · ")}
            tags={[facts.departs(item.weekdays), facts.season(item.season)].filter(Boolean)}
            minPriceFen={item.min_price_fen}
            href={`/LineDetail?id=${item.id}`}
            onClick={() => navigate(`/LineDetail?id=${item.id}`)}
            priority={index < FIRST_SCREEN_CARDS}
          />
        )}
        empty={
          <EmptyState
            title={t("list.emptyTitle")}
            description={emptyText}
            actionText={filtered ? t("list.showAll") : undefined}
            onAction={
              filtered
                ? () => {
                    search("");
                    setArea(null);
                  }
                : undefined
            }
          />
        }
      />
    </div>
  );
}

/** /OneDayTravelNew: the one-day tours ({@link LineListPage} of kind "one_day"). */
export function OneDayTravelNewPage() {
  return <LineListPage kind="one_day" />;
}

/** /BoutiqueLine: the boutique tours of 2-3 days ({@link LineListPage} of kind "boutique"). */
export function BoutiqueLinePage() {
  return <LineListPage kind="boutique" />;
}

/** /NightTour: the night tours ({@link LineListPage} of kind "night"). */
export function NightTourPage() {
  return <LineListPage kind="night" />;
}
