import type { Traveller } from "@wenlv/contract/travellers";
import { Button } from "antd-mobile";
import { useAccountT } from "../i18n";
import type { ContactLayout } from "./contact-form";

export type ContactRowProps = {
  traveller: Traveller;
  /** "care": one column, large text and buttons, and only 选择 while picking. Default "default". */
  layout?: ContactLayout;
  /** Show 选择 (the list was opened by an order page with ?from=TicketOrder). */
  choosing: boolean;
  onChoose: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/**
 * One traveller: name, document type label and masked number, masked phone, and its buttons. The
 * care layout puts the buttons under the text at full width and, while picking for an order, shows
 * only 选择 (fewer decisions on one screen).
 */
export function ContactRow({ traveller, choosing, onChoose, onEdit, onDelete, layout = "default" }: ContactRowProps) {
  const t = useAccountT();
  const nameId = `wl-contact-${traveller.id}`;
  const care = layout === "care";
  const manage = !(care && choosing);
  return (
    <div className={care ? "wl-contact-row wl-contact-row--care" : "wl-contact-row"} role="group" aria-labelledby={nameId}>
      <div className="wl-contact-row__body">
        <h2 id={nameId} className="wl-contact-row__name">
          {traveller.name}
        </h2>
        <p className="wl-contact-row__doc">
          {t(`idTypes.${traveller.id_type}`)} {traveller.id_number_masked}
        </p>
        {traveller.phone_masked ? <p className="wl-contact-row__doc">{t("contacts.phone", { phone: traveller.phone_masked })}</p> : null}
      </div>
      <div className="wl-contact-row__buttons">
        {choosing ? (
          <Button className="wl-button-primary" size={care ? "large" : "small"} color="primary" onClick={onChoose}>
            {t("contacts.choose")}
          </Button>
        ) : null}
        {manage ? (
          <>
            <Button size={care ? "large" : "small"} fill={care ? "outline" : "none"} onClick={onEdit}>
              {t("contacts.edit")}
            </Button>
            <Button size={care ? "large" : "small"} fill={care ? "outline" : "none"} color="danger" onClick={onDelete}>
              {t("contacts.delete")}
            </Button>
          </>
        ) : null}
      </div>
    </div>
  );
}
