import type { Traveller } from "@wenlv/contract/travellers";
import { Button, Checkbox, DotLoading } from "antd-mobile";
import { AddOutline } from "antd-mobile-icons";
import { Link } from "react-router-dom";
import { useCheckoutT } from "./i18n";
import "./traveller-picker.css";

export type TravellerPickerProps = {
  /** The user's travellers (undefined while loading). */
  travellers: readonly Traveller[] | undefined;
  loading: boolean;
  /** True when the list failed to load; shows a retry button. */
  failed: boolean;
  onRetry: () => void;
  /** How many travellers the order needs: one per ticket. */
  count: number;
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  /** The order page's name, passed to /MyContactsHandle as `from` (it returns there after adding). */
  from?: string;
};

/**
 * The real-name traveller picker: the user's own travellers (`travellerList`) as antd-mobile checkboxes
 * with their document type and masked number; exactly `count` are needed, so once `count` are
 * chosen the others are disabled until one is unticked. 新增出行人 opens
 * /MyContactsHandle?from=<from> (the account feature's page; it returns here and the new traveller
 * is ticked); the list refetches on return.
 */
export function TravellerPicker({ travellers, loading, failed, onRetry, count, selected, onChange, from = "TicketOrder" }: TravellerPickerProps) {
  const t = useCheckoutT();
  const full = selected.length >= count;
  const toggle = (id: number, checked: boolean) => {
    onChange(checked ? [...selected.filter((s) => s !== id), id] : selected.filter((s) => s !== id));
  };
  return (
    <div className="wl-traveller-picker">
      <p className="wl-traveller-picker__hint">
        <span>{t("travellersHint", { count })}</span>
        <span aria-live="polite">{t("travellersChosen", { chosen: selected.length, count })}</span>
      </p>
      {loading ? <DotLoading /> : null}
      {failed ? (
        <p className="wl-traveller-picker__failed">
          {t("travellerLoadFailed")}
          <Button fill="none" size="small" onClick={onRetry}>
            {t("common:retry")}
          </Button>
        </p>
      ) : null}
      {travellers && travellers.length === 0 ? <p className="wl-traveller-picker__none">{t("noTravellers")}</p> : null}
      {travellers && travellers.length > 0 ? (
        <ul className="wl-traveller-picker__list">
          {travellers.map((traveller) => {
            const checked = selected.includes(traveller.id);
            return (
              <li key={traveller.id}>
                <Checkbox
                  className="wl-traveller-picker__item"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(value) => toggle(traveller.id, value)}
                >
                  <span className="wl-traveller-picker__name">{traveller.name}</span>
                  <span className="wl-traveller-picker__doc">
                    {t(`idTypes.${traveller.id_type}`)} {traveller.id_number_masked}
                  </span>
                </Checkbox>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Link className="wl-traveller-picker__add" to={`/MyContactsHandle?from=${encodeURIComponent(from)}`}>
        <AddOutline aria-hidden="true" />
        <span>{t("addTraveller")}</span>
      </Link>
    </div>
  );
}
