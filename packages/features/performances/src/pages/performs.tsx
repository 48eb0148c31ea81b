import { pagedList } from "@wenlv/api-client";
import { useSafeNavigate } from "@wenlv/app-kit";
import { isAreaCode, type AreaCode } from "@wenlv/contract/areas";
import { PERFORMANCE_CATEGORIES, type PerformanceCategory, type PerformListItem } from "@wenlv/contract/performances";
import { localized } from "@wenlv/i18n";
import { EmptyState, FIRST_SCREEN_CARDS, InfiniteList, PageHeader, ProductCard } from "@wenlv/ui";
import { AreaTabs, CapsuleRow } from "@wenlv/ui/capsule-row";
import { SearchBar } from "antd-mobile";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { usePerformListInfiniteQuery } from "../api";
import { useShortDay } from "../components/labels";
import { usePerformancesT } from "../i18n";
import "@wenlv/ui/detail-layout.css";
import "../components/performances.css";

const isCategory = (value: string | null): value is PerformanceCategory => PERFORMANCE_CATEGORIES.includes(value as PerformanceCategory);

/** The dates of a show's sessions on sale, "12月1日 - 3月31日" (one day alone), or 暂无可售场次. */
function useRunText(): (show: Pick<PerformListItem, "first_day" | "last_day">) => string {
  const { t } = usePerformancesT();
  const shortDay = useShortDay();
  return ({ first_day, last_day }) => {
    if (!first_day || !last_day) return t("list.noSessions");
    return first_day === last_day ? shortDay(first_day) : t("list.dates", { from: shortDay(first_day), to: shortDay(last_day) });
  };
}

/**
 * /Performs?keyword=&area_code=&category=: the shows on sale (API order: the soonest run first),
 * filtered by keyword (show or venue, Chinese, English or pinyin), district (capsule row, 全部
 * first) and category, 10 per page with infinite scroll and pull to refresh, a skeleton on the
 * first load and an error with retry. Each card shows the cover, venue and district, category,
 * the dates of the sessions on sale and the cheapest zone ("¥80起"), and opens /PerformDetail?id=.
 * The query string gives the starting filters; later changes stay in the kept-alive page's state.
 */
export function PerformsPage() {
  const { t, i18n } = usePerformancesT();
  const navigate = useSafeNavigate();
  const runText = useRunText();
  const [params] = useSearchParams();
  const [keyword, setKeyword] = useState(() => (params.get("keyword") ?? "").trim());
  const [draft, setDraft] = useState(keyword);
  const [area, setArea] = useState<AreaCode | null>(() => {
    const code = params.get("area_code");
    return isAreaCode(code) ? code : null;
  });
  const [category, setCategory] = useState<PerformanceCategory | null>(() => {
    const value = params.get("category");
    return isCategory(value) ? value : null;
  });
  const list = pagedList(usePerformListInfiniteQuery({ area_code: area ?? undefined, category: category ?? undefined, keyword: keyword || undefined }), { showMessage: true });
  const english = i18n.language.startsWith("en");
  const search = (value: string) => {
    setDraft(value);
    setKeyword(value.trim());
  };
  const filtered = Boolean(keyword || area || category);
  const emptyText = keyword ? t("list.emptyKeyword", { keyword }) : area || category ? t("list.emptyFilter") : t("list.emptyAll");
  const categories = [{ value: null, label: t("list.allCategories") }, ...PERFORMANCE_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))];
  return (
    <div className="wl-detail-page">
      <PageHeader title={t("titles.list")} />
      <div role="search" aria-label={t("list.searchPlaceholder")}>
        <SearchBar value={draft} onChange={setDraft} onSearch={search} onClear={() => search("")} placeholder={t("list.searchPlaceholder")} />
      </div>
      <AreaTabs value={area} onChange={setArea} />
      <CapsuleRow<PerformanceCategory | null> label={t("list.categoryLabel")} options={categories} value={category} onChange={setCategory} />
      <InfiniteList<PerformListItem>
        {...list}
        getKey={(item) => item.id}
        renderItem={(item, index) => (
          <ProductCard
            title={localized(item.name, item.name_en, i18n.language)}
            cover={item.cover}
            subtitle={`${localized(item.venue_name, item.venue_name_en, i18n.language)} · ${english ? item.area_name_en : item.area_name}`}
            tags={[t(`category.${item.category}`), runText(item)]}
            minPriceFen={item.min_price_fen}
            href={`/PerformDetail?id=${item.id}`}
            onClick={() => navigate(`/PerformDetail?id=${item.id}`)}
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
                    setCategory(null);
                  }
                : undefined
            }
          />
        }
      />
    </div>
  );
}
