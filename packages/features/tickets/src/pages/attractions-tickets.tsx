import { pagedList } from "@wenlv/api-client";
import { useSafeNavigate } from "@wenlv/app-kit";
import { AREA_NAMES_EN, AREAS, ZAreaCode, type AreaCode, type ScenicListItem } from "@wenlv/contract/scenic";
import { EmptyState, InfiniteList, PageHeader, ProductCard } from "@wenlv/ui";
import { SearchBar } from "antd-mobile";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useTicketScenicListInfiniteQuery } from "../api";
import { AreaTabs } from "../components/area-tabs";
import { useTicketsT } from "../i18n";
import { localized } from "../localized";
import "./attractions-tickets.css";

/** The district in the query string (`area_code`), when it is one of the 10 codes of spec section 3. */
function areaFrom(params: URLSearchParams): AreaCode | null {
  const parsed = ZAreaCode.safeParse(params.get("area_code"));
  return parsed.success ? parsed.data : null;
}

/**
 * /AttractionsTickets?keyword=&area_code=: the scenic spots that sell tickets, filtered by district
 * (capsule row, 全部 first) and keyword, 10 per page with infinite scroll and pull to refresh.
 * The query string gives the starting filters (home search, topic links, shared links); changes
 * stay in the page's state, because this keep-alive page is cached per URL and a new URL per
 * filter would mount a new copy each time. Back navigation shows the kept page as it was.
 */
export function AttractionsTicketsPage() {
  const { t, i18n } = useTicketsT();
  const navigate = useSafeNavigate();
  const [params] = useSearchParams();
  const [keyword, setKeyword] = useState(() => (params.get("keyword") ?? "").trim());
  const [area, setArea] = useState<AreaCode | null>(() => areaFrom(params));
  const [draft, setDraft] = useState(keyword);

  const filter = { ...(area ? { area_code: area } : {}), ...(keyword ? { keyword } : {}) };
  const list = pagedList(useTicketScenicListInfiniteQuery(filter), { showMessage: true });

  const search = (value: string) => {
    setDraft(value);
    setKeyword(value.trim());
  };
  const showAll = () => {
    search("");
    setArea(null);
  };

  const english = i18n.language.startsWith("en");
  const emptyText = keyword
    ? t("list.emptyKeyword", { keyword })
    : area
      ? t("list.emptyArea", { area: english ? AREA_NAMES_EN[area] : AREAS[area] })
      : t("list.emptyAll");

  return (
    <div className="wl-attractions">
      <PageHeader title={t("titles.list")} />
      <div className="wl-attractions__search" role="search" aria-label={t("list.searchPlaceholder")}>
        <SearchBar
          value={draft}
          onChange={setDraft}
          onSearch={search}
          onClear={() => search("")}
          placeholder={t("list.searchPlaceholder")}
        />
      </div>
      <AreaTabs value={area} onChange={setArea} />
      <InfiniteList<ScenicListItem>
        {...list}
        getKey={(item) => item.id}
        renderItem={(item, index) => (
          <ProductCard
            priority={index < 2}
            title={localized(item.name, item.name_en, i18n.language)}
            cover={item.cover}
            subtitle={english ? `${AREA_NAMES_EN[item.area_code]} · ${item.address}` : `${item.area_name} · ${item.address}`}
            tags={item.tags}
            aLevel={item.a_level}
            distanceM={item.distance_m}
            minPriceFen={item.min_price_fen}
            href={`/ScenicDetail?id=${item.id}`}
            onClick={() => navigate(`/ScenicDetail?id=${item.id}`)}
          />
        )}
        empty={
          <EmptyState
            title={t("list.emptyTitle")}
            description={emptyText}
            actionText={keyword || area ? t("list.showAll") : undefined}
            onAction={keyword || area ? showAll : undefined}
          />
        }
      />
    </div>
  );
}
