import type { Suggestion } from "@wenlv/contract/search";
import { RightOutline, SearchOutline } from "antd-mobile-icons";
import { useSearchT } from "../i18n";
import "./suggestions.css";

/** Props of {@link Suggestions}. */
export type SuggestionsProps = {
  /** The trimmed text typed; the first row searches it as it is. */
  keyword: string;
  items: readonly Suggestion[];
  onSearch: (keyword: string) => void;
  onSpot: (spot: Extract<Suggestion, { kind: "spot" }>) => void;
  onTag: (tag: Extract<Suggestion, { kind: "tag" }>) => void;
};

/**
 * Suggestions while typing (issue 9): a row that searches the text itself, then the API's spots
 * (tapping opens the spot) and categories (tapping lists the spots carrying the tag).
 */
export function Suggestions({ keyword, items, onSearch, onSpot, onTag }: SuggestionsProps) {
  const { t, i18n } = useSearchT();
  const english = i18n.language.startsWith("en");
  return (
    <ul className="wl-suggestions" aria-label={t("suggest.label")}>
      <li>
        <button type="button" className="wl-suggestions__row" onClick={() => onSearch(keyword)}>
          <SearchOutline aria-hidden="true" />
          <span className="wl-suggestions__name">{t("suggest.searchFor", { keyword })}</span>
        </button>
      </li>
      {items.map((item) =>
        item.kind === "spot" ? (
          <li key={`spot-${item.id}`}>
            <button type="button" className="wl-suggestions__row" onClick={() => onSpot(item)}>
              <span className="wl-suggestions__name">{english && item.name_en ? item.name_en : item.name}</span>
              <span className="wl-suggestions__kind">{t("suggest.spot")}</span>
              <RightOutline aria-hidden="true" />
            </button>
          </li>
        ) : (
          <li key={`tag-${item.key}`}>
            <button type="button" className="wl-suggestions__row" onClick={() => onTag(item)}>
              <span className="wl-suggestions__name">{english && item.name_en ? item.name_en : item.name}</span>
              <span className="wl-suggestions__kind">{t("suggest.tag")}</span>
              <RightOutline aria-hidden="true" />
            </button>
          </li>
        ),
      )}
    </ul>
  );
}
