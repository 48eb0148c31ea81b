import { SearchOutline } from "antd-mobile-icons";
import { Link } from "react-router-dom";
import { useHomeT } from "../i18n";
import "./search-entry.css";

/** Where the home search entry leads: the search screen (issue 9, spec section 2 /Search). */
export const SEARCH_PATH = "/Search";

/**
 * The home search entry: looks like a search bar and opens /Search, where history, hot words and
 * suggestions help before anything is typed (issue 9). A link, so it works before scripts run.
 */
export function SearchEntry() {
  const { t } = useHomeT();
  return (
    <div role="search" aria-label={t("search.label")} className="wl-home-search">
      <Link to={SEARCH_PATH} className="wl-home-search__bar">
        <SearchOutline aria-hidden="true" />
        <span>{t("search.placeholder")}</span>
      </Link>
    </div>
  );
}
