import { apiErrorMessage } from "@wenlv/api-client";
import { useOptionalCityApp, useVisitorLocation } from "@wenlv/app-kit";
import { PULL_TO_REFRESH_SIZES } from "@wenlv/ui";
import { PullToRefresh } from "antd-mobile";
import { RightOutline } from "antd-mobile-icons";
import { Link } from "react-router-dom";
import { HOME_FEATURED, HOME_HOT_SPOTS, HOME_SECTION_SIZE, useHomeScenicListQuery } from "../api";
import { BrandBar } from "../components/brand-bar";
import { NearbyPrompt } from "../components/nearby-prompt";
import { ScenicSection } from "../components/scenic-section";
import { SearchEntry } from "../components/search-entry";
import { TopicGrid } from "../components/topic-grid";
import { useHomeT } from "../i18n";
import "./home.css";

/**
 * Rounds a GCJ-02 coordinate to 4 decimals (about 10 m), so small jitter between fixes does not
 * refetch the nearby list.
 */
function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/**
 * / (tab page): search entry, topic entries, hot spots (`hot=1`), and spots near the user when a
 * location is known (host stores it in sessionStorage; the API sorts by distance and sends
 * `distance_m`). Pull down refreshes every section. In a host's shell (the bank's, decision 026)
 * the shell's logo and site name head the page and the host's featured spots come first, each
 * card with the host's offers; the section is left out when the host features none.
 */
export function HomePage() {
  const { t } = useHomeT();
  const { point: location } = useVisitorLocation();
  const hostShell = (useOptionalCityApp()?.partner.host ?? "web") !== "web";
  const featured = useHomeScenicListQuery(HOME_FEATURED, { skip: !hostShell });
  const hot = useHomeScenicListQuery(HOME_HOT_SPOTS);
  const nearbyArg = location ? { lng: round4(location.lng), lat: round4(location.lat), page_size: HOME_SECTION_SIZE } : null;
  const nearby = useHomeScenicListQuery(nearbyArg ?? { page_size: HOME_SECTION_SIZE }, { skip: nearbyArg === null });

  const refresh = async () => {
    await Promise.all([hot.refetch(), nearbyArg ? nearby.refetch() : Promise.resolve(), hostShell ? featured.refetch() : Promise.resolve()]);
  };

  return (
    <div className="wl-home">
      <h1 className="wl-visually-hidden">{t("titles.home")}</h1>
      <BrandBar />
      <SearchEntry />
      <PullToRefresh
        {...PULL_TO_REFRESH_SIZES}
        onRefresh={refresh}
        pullingText={t("common:pullToRefresh")}
        canReleaseText={t("common:releaseToRefresh")}
        refreshingText={t("common:refreshing")}
        completeText={t("common:refreshed")}
      >
        {hostShell && (featured.isLoading || featured.isError || (featured.data?.list.length ?? 0) > 0) ? (
          <ScenicSection
            id="featured"
            title={t("featured.title")}
            items={featured.data?.list}
            loading={featured.isLoading}
            error={featured.isError ? apiErrorMessage(featured.error) || true : undefined}
            onRetry={() => void featured.refetch()}
            emptyText={t("hot.empty")}
          />
        ) : null}
        <TopicGrid />
        {nearbyArg ? (
          <ScenicSection
            id="nearby"
            title={t("nearby.title")}
            items={nearby.data?.list}
            loading={nearby.isLoading}
            error={nearby.isError ? apiErrorMessage(nearby.error) || true : undefined}
            onRetry={() => void nearby.refetch()}
            emptyText={t("nearby.empty")}
          />
        ) : (
          <NearbyPrompt />
        )}
        <ScenicSection
          id="hot"
          title={t("hot.title")}
          action={
            <Link to="/AttractionsTickets" className="wl-scenic-section__more" aria-label={t("hot.moreLabel")}>
              <span>{t("hot.more")}</span>
              <RightOutline aria-hidden="true" />
            </Link>
          }
          items={hot.data?.list}
          loading={hot.isLoading}
          error={hot.isError ? apiErrorMessage(hot.error) || true : undefined}
          onRetry={() => void hot.refetch()}
          emptyText={t("hot.empty")}
        />
      </PullToRefresh>
    </div>
  );
}
