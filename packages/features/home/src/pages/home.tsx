import { apiErrorMessage } from "@wenlv/api-client";
import { useVisitorLocation } from "@wenlv/app-kit";
import { PullToRefresh } from "antd-mobile";
import { RightOutline } from "antd-mobile-icons";
import { Link } from "react-router-dom";
import { HOME_HOT_SPOTS, HOME_SECTION_SIZE, useHomeScenicListQuery } from "../api";
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
 * `distance_m`). Pull down refreshes every section.
 */
export function HomePage() {
  const { t } = useHomeT();
  const { point: location } = useVisitorLocation();
  const hot = useHomeScenicListQuery(HOME_HOT_SPOTS);
  const nearbyArg = location ? { lng: round4(location.lng), lat: round4(location.lat), page_size: HOME_SECTION_SIZE } : null;
  const nearby = useHomeScenicListQuery(nearbyArg ?? { page_size: HOME_SECTION_SIZE }, { skip: nearbyArg === null });

  const refresh = async () => {
    await Promise.all([hot.refetch(), nearbyArg ? nearby.refetch() : Promise.resolve()]);
  };

  return (
    <div className="wl-home">
      <h1 className="wl-visually-hidden">{t("titles.home")}</h1>
      <SearchEntry />
      <PullToRefresh
        onRefresh={refresh}
        pullingText={t("common:pullToRefresh")}
        canReleaseText={t("common:releaseToRefresh")}
        refreshingText={t("common:refreshing")}
        completeText={t("common:refreshed")}
      >
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
