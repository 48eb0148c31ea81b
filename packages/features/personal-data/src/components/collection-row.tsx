import type { CollectionItem } from "@wenlv/contract/collection";
import { Checkbox } from "antd-mobile";
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
 * subtitle the API composed (area or price). Tapping opens it; in edit mode the whole row is an
 * antd-mobile Checkbox named "选择<title>" (the row's picture and texts are hidden from the name).
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
      <Checkbox block className="wl-pd-collection" checked={selected} onChange={onToggle}>
        <span className="wl-visually-hidden">{t("collection.select", { title })}</span>
        <span className="wl-pd-collection__content" aria-hidden="true">
          {content}
        </span>
      </Checkbox>
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
