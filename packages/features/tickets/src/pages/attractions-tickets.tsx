import { pagedList } from "@wenlv/api-client";
import { useOptionalCityApp, useSafeNavigate, useVisitorLocation } from "@wenlv/app-kit";
import { AREA_NAMES_EN, AREAS, isAreaCode, type AreaCode } from "@wenlv/contract/areas";
import type { ScenicListItem, ScenicSort } from "@wenlv/contract/scenic";
import { EmptyState, FIRST_SCREEN_CARDS, InfiniteList, PageHeader, ScenicCard, scenicTagLabel } from "@wenlv/ui";
import { SearchBar } from "antd-mobile";
import { CloseOutline } from "antd-mobile-icons";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useTicketScenicListInfiniteQuery } from "../api";
import { AreaTabs } from "@wenlv/ui/capsule-row";
import { ListSorter } from "../components/list-sorter";
import { scenicListFilter } from "../list-filter";
import { useTicketsT } from "../i18n";
import "./attractions-tickets.css";

/** The district in the query string (`area_code`), when it is one of the 10 codes of spec section 3. */
function areaFrom(params: URLSearchParams): AreaCode | null {
  const code = params.get("area_code");
  return isAreaCode(code) ? code : null;
}

/**
 * /AttractionsTickets?keyword=&area_code=&tag=: the scenic spots that sell tickets, filtered by
 * district (capsule row, 全部 first), keyword and category tag (园林, 古镇, 博物馆: a removable chip),
 * ordered (推荐, 距离 after the visitor allows location, 人气, 价格) and filtered by A-level (issue 9;
 * a district platform lists its own district first), 10 per page with infinite scroll and pull to
 * refresh.
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
  const [tag, setTag] = useState(() => (params.get("tag") ?? "").trim());
  const [draft, setDraft] = useState(keyword);
  const [sort, setSort] = useState<ScenicSort>("recommended");
  const [aLevel, setALevel] = useState<number | null>(null);
  const { point, locate } = useVisitorLocation();
  const [locationNote, setLocationNote] = useState("");
  const homeArea = useOptionalCityApp()?.partner.homeArea;

  const filter = scenicListFilter({ area, keyword, tag, sort: sort === "distance" && !point ? "recommended" : sort, aLevel, point }, homeArea);
  const list = pagedList(useTicketScenicListInfiniteQuery(filter), { showMessage: true });

  // 距离 needs the visitor's location: asked now, on this tap (decision 017), else the order stays.
  const changeSort = (next: ScenicSort) => {
    setLocationNote("");
    if (next !== "distance" || point) return setSort(next);
    void locate().then((outcome) => {
      if (outcome === "located") setSort("distance");
      else setLocationNote(t("list.needLocation"));
    });
  };

  const search = (value: string) => {
    setDraft(value);
    setKeyword(value.trim());
  };
  const showAll = () => {
    search("");
    setArea(null);
    setTag("");
    setALevel(null);
  };

  const english = i18n.language.startsWith("en");
  const tagLabel = tag ? (scenicTagLabel(list.items, tag, english) ?? t(`list.tags.${tag}`, { defaultValue: tag })) : "";
  const emptyText = keyword
    ? t("list.emptyKeyword", { keyword })
    : tag
      ? t("list.emptyTag", { tag: tagLabel })
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
      <ListSorter sort={sort} onSort={changeSort} aLevel={aLevel} onALevel={setALevel} />
      <p className="wl-attractions__note" aria-live="polite">
        {locationNote}
      </p>
      {tag ? (
        <div className="wl-attractions__filters">
          <button type="button" className="wl-attractions__tag" aria-label={t("list.clearTag", { tag: tagLabel })} onClick={() => setTag("")}>
            <span>{tagLabel}</span>
            <CloseOutline aria-hidden="true" />
          </button>
        </div>
      ) : null}
      <InfiniteList<ScenicListItem>
        {...list}
        getKey={(item) => item.id}
        renderItem={(item, index) => <ScenicCard item={item} priority={index < FIRST_SCREEN_CARDS} onOpen={navigate} />}
        empty={
          <EmptyState
            title={t("list.emptyTitle")}
            description={emptyText}
            actionText={keyword || area || tag || aLevel ? t("list.showAll") : undefined}
            onAction={keyword || area || tag || aLevel ? showAll : undefined}
          />
        }
      />
    </div>
  );
}
