import type { Traveller } from "@wenlv/contract/travellers";
import { Button } from "antd-mobile";
import { useAccountT } from "../i18n";

export type ContactRowProps = {
  traveller: Traveller;
  /** Show 选择 (the list was opened by an order page with ?from=TicketOrder). */
  choosing: boolean;
  onChoose: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One traveller: name, document type label and masked number, masked phone, and its buttons. */
export function ContactRow({ traveller, choosing, onChoose, onEdit, onDelete }: ContactRowProps) {
  const t = useAccountT();
  const nameId = `wl-contact-${traveller.id}`;
  return (
    <div className="wl-contact-row" role="group" aria-labelledby={nameId}>
      <div className="wl-contact-row__body">
        <h3 id={nameId} className="wl-contact-row__name">
          {traveller.name}
        </h3>
        <p className="wl-contact-row__doc">
          {t(`idTypes.${traveller.id_type}`)} {traveller.id_number_masked}
        </p>
        {traveller.phone_masked ? <p className="wl-contact-row__doc">{t("contacts.phone", { phone: traveller.phone_masked })}</p> : null}
      </div>
      <div className="wl-contact-row__buttons">
        {choosing ? (
          <Button className="wl-button-primary" size="small" color="primary" onClick={onChoose}>
            {t("contacts.choose")}
          </Button>
        ) : null}
        <Button size="small" fill="none" onClick={onEdit}>
          {t("contacts.edit")}
        </Button>
        <Button size="small" fill="none" color="danger" onClick={onDelete}>
          {t("contacts.delete")}
        </Button>
      </div>
    </div>
  );
}
