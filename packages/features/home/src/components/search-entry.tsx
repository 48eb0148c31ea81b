import { useSafeNavigate } from "@wenlv/app-kit";
import { SearchBar } from "antd-mobile";
import { useState } from "react";
import { useHomeT } from "../i18n";
import "./search-entry.css";

/** The ticket list URL for a keyword: /AttractionsTickets?keyword=<keyword> (all spots when empty). */
export function searchHref(keyword: string): string {
  const trimmed = keyword.trim();
  return trimmed ? `/AttractionsTickets?${new URLSearchParams({ keyword: trimmed }).toString()}` : "/AttractionsTickets";
}

/** The home search bar: searching opens the scenic ticket list filtered by the keyword. */
export function SearchEntry() {
  const { t } = useHomeT();
  const navigate = useSafeNavigate();
  const [value, setValue] = useState("");
  return (
    <form
      role="search"
      aria-label={t("search.label")}
      className="wl-home-search"
      onSubmit={(event) => {
        event.preventDefault();
        navigate(searchHref(value));
      }}
    >
      <SearchBar
        value={value}
        onChange={setValue}
        onSearch={(keyword) => navigate(searchHref(keyword))}
        placeholder={t("search.placeholder")}
      />
    </form>
  );
}
