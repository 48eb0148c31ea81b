import type { Address } from "@wenlv/contract/addresses";
import { maskPhone } from "@wenlv/validation";
import { Button } from "antd-mobile";
import { usePersonalDataT } from "../i18n";

export type AddressCardProps = {
  address: Address;
  /** Show 选择 (the list was opened by an order page with ?from=). */
  choosing: boolean;
  onChoose: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
};

/**
 * One address: recipient, masked phone (the full number is the owner's, but lists are read over
 * shoulders), region and detail, a 默认 tag, and its buttons (选择 when picking, 设为默认 unless it
 * is the default, 编辑, 删除).
 */
export function AddressCard({ address, choosing, onChoose, onEdit, onDelete, onSetDefault }: AddressCardProps) {
  const { t } = usePersonalDataT();
  const nameId = `wl-address-${address.id}`;
  return (
    <div className="wl-pd-card" role="group" aria-labelledby={nameId}>
      <div className="wl-pd-card__body">
        <h2 id={nameId} className="wl-pd-card__title">
          {address.name}
          {address.is_default ? (
            <span className="wl-pd-tag">{t("common.isDefault")}</span>
          ) : null}
        </h2>
        <p className="wl-pd-card__text">{t("address.phone", { phone: maskPhone(address.phone) })}</p>
        <p className="wl-pd-card__text">
          {address.province} {address.city} {address.district} {address.detail}
        </p>
      </div>
      <div className="wl-pd-card__buttons">
        {choosing ? (
          <Button className="wl-button-primary" size="small" color="primary" onClick={onChoose}>
            {t("common.choose")}
          </Button>
        ) : null}
        {address.is_default ? null : (
          <Button size="small" fill="none" onClick={onSetDefault}>
            {t("common.setDefault")}
          </Button>
        )}
        <Button size="small" fill="none" onClick={onEdit}>
          {t("common.edit")}
        </Button>
        <Button size="small" fill="none" color="danger" onClick={onDelete}>
          {t("common.delete")}
        </Button>
      </div>
    </div>
  );
}
