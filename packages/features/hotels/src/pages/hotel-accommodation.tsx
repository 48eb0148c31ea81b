import { pagedList } from "@wenlv/api-client";
import { AREA_NAMES_EN, AREAS, isAreaCode, type AreaCode } from "@wenlv/contract/areas";
import type { HotelListItem } from "@wenlv/contract/hotels";
import { useSafeNavigate } from "@wenlv/app-kit";
import { localized } from "@wenlv/i18n";
import { EmptyState, FIRST_SCREEN_CARDS, InfiniteList, PageHeader, ProductCard } from "@wenlv/ui";
import { AreaTabs } from "@wenlv/ui/capsule-row";
import { SearchBar } from "antd-mobile";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useHotelListInfiniteQuery } from "../api";
import { useHotelsT } from "../i18n";
import "@wenlv/ui/detail-layout.css";
import "../components/hotels.css";

/**
 * /HotelAccommodation?keyword=&area_code=: the hotels on sale, filtered by district (capsule row,
 * 全部 first) and keyword (name or address, Chinese or English), ordered by star level, 10 per page
 * with infinite scroll and pull to refresh. Each card shows the cover, star level, district,
 * facilities and the cheapest weekday room ("¥580起") and opens /HotelDetail?id=. The query string
 * gives the starting filters; later changes stay in the kept-alive page's state.
 */
export function HotelAccommodationPage() {
  const { t, i18n } = useHotelsT();
  const navigate = useSafeNavigate();
  const [params] = useSearchParams();
  const [keyword, setKeyword] = useState(() => (params.get("keyword") ?? "").trim());
  const [draft, setDraft] = useState(keyword);
  const [area, setArea] = useState<AreaCode | null>(() => {
    const code = params.get("area_code");
    return isAreaCode(code) ? code : null;
  });
  const list = pagedList(useHotelListInfiniteQuery({ area_code: area ?? undefined, keyword: keyword || undefined }), { showMessage: true });
  const english = i18n.language.startsWith("en");
  const search = (value: string) => {
    setDraft(value);
    setKeyword(value.trim());
  };
  const emptyText = keyword ? t("list.emptyKeyword", { keyword }) : area ? t("list.emptyArea", { area: english ? AREA_NAMES_EN[area] : AREAS[area] }) : t("list.emptyAll");
  return (
    <div className="wl-detail-page">
      <PageHeader title={t("titles.list")} />
      <div role="search" aria-label={t("list.searchPlaceholder")}>
        <SearchBar value={draft} onChange={setDraft} onSearch={search} onClear={() => search("")} placeholder={t("list.searchPlaceholder")} />
      </div>
      <AreaTabs value={area} onChange={setArea} />
      <InfiniteList<HotelListItem>
        {...list}
        getKey={(item) => item.id}
        renderItem={(item, index) => (
          <ProductCard
            title={localized(item.name, item.name_en, i18n.language)}
            cover={item.cover}
            subtitle={`${t(`star.${item.star_level}`)} · ${english ? item.area_name_en : item.area_name}`}
            tags={item.facilities.slice(0, 3).map((f) => t(`facility.${f}`, { defaultValue: f }))}
            minPriceFen={item.min_price_fen}
            href={`/HotelDetail?id=${item.id}`}
            onClick={() => navigate(`/HotelDetail?id=${item.id}`)}
            priority={index < FIRST_SCREEN_CARDS}
          />
        )}
        empty={
          <EmptyState
            title={t("list.emptyTitle")}
            description={emptyText}
            actionText={keyword || area ? t("list.showAll") : undefined}
            onAction={
              keyword || area
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
