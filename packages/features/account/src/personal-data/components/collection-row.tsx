import type { CollectionItem } from "@wenlv/contract/collection";
import { isEnglish, usePersonalDataT } from "../i18n";

export type CollectionRowProps = {
  item: CollectionItem;
  /** Edit mode: a checkbox instead of opening the item. */
  editing: boolean;
  selected: boolean;
  onToggle: (selected: boolean) => void;
  onOpen: () => void;
};

/**
 * One collected item: cover, title (English title on English screens when there is one) and the
 * subtitle the API composed (area or price). Tapping opens it; in edit mode it has a named
 * checkbox instead.
 */
export function CollectionRow({ item, editing, selected, onToggle, onOpen }: CollectionRowProps) {
  const { t, i18n } = usePersonalDataT();
  const title = isEnglish(i18n.language) && item.title_en ? item.title_en : item.title;
  const content = (
    <>
      <img className="wl-pd-collection__cover" src={item.cover} alt="" loading="lazy" />
      <span>
        <span className="wl-pd-collection__title">{title}</span>
        <span className="wl-pd-collection__subtitle">
          {t(`collection.types.${item.target_type}`)}
          {item.subtitle ? ` · ${item.subtitle}` : ""}
        </span>
      </span>
    </>
  );
  if (editing) {
    return (
      <label className="wl-pd-collection">
        <input
          className="wl-pd-collection__check"
          type="checkbox"
          checked={selected}
          aria-label={t("collection.select", { title })}
          onChange={(event) => onToggle(event.target.checked)}
        />
        {content}
      </label>
    );
  }
  return (
    <div className="wl-pd-collection">
      <button type="button" className="wl-pd-collection__open" onClick={onOpen}>
        {content}
      </button>
    </div>
  );
}
