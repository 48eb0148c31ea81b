import type { Address } from "@wenlv/contract/addresses";
import { useGoBack, useQueryParams, useSafeNavigate } from "@wenlv/app-kit";
import { ConfirmDialog, EmptyState, ErrorState, ListSkeleton, PageHeader } from "@wenlv/ui";
import { Button } from "antd-mobile";
import { useState } from "react";
import { useAddressListQuery, useDeleteAddressMutation, useSetDefaultAddressMutation } from "../api";
import { AddressCard } from "../components/address-card";
import { usePersonalDataT } from "../i18n";
import { savePickedAddress } from "../picked-address";
import "@wenlv/ui/account-layout.css";
import "../personal-data.css";

/** Most addresses a user keeps (contract addresses.ts: the API answers at most 20). */
export const MAX_ADDRESSES = 20;

/** `/MyAddressHandle` with the address id (absent for a new one) and the picking page, if any. */
export function addressHandlePath(id: number | undefined, from: string | null): string {
  const query = new URLSearchParams();
  if (id !== undefined) query.set("id", String(id));
  if (from) query.set("from", from);
  const text = query.toString();
  return `/MyAddressHandle${text ? `?${text}` : ""}`;
}

/**
 * /MyAddress (login-required): the user's delivery addresses, default first, each with 设为默认,
 * 编辑 (/MyAddressHandle?id=) and 删除 (after a confirm dialog), and 添加收货地址 (up to
 * {@link MAX_ADDRESSES}). Picking mode: opened as `/MyAddress?from=<page>` (an order page), each
 * card also offers 选择, which stores the id under sessionStorage "pickedAddressId"
 * (picked-address.ts) and goes back to the page that opened the list.
 */
export function MyAddressPage() {
  const { t } = usePersonalDataT();
  const navigate = useSafeNavigate();
  const goBack = useGoBack("/User");
  const from = useQueryParams().get("from");
  const { data, isLoading, isError, refetch } = useAddressListQuery(undefined, { refetchOnMountOrArgChange: true });
  const [remove, { isLoading: removing }] = useDeleteAddressMutation();
  const [setDefault] = useSetDefaultAddressMutation();
  const [deleting, setDeleting] = useState<Address | null>(null);

  const addresses = data?.list ?? [];
  const full = addresses.length >= MAX_ADDRESSES;
  const add = () => navigate(addressHandlePath(undefined, from));
  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove(deleting.id);
    if (!result.error) setDeleting(null);
  };
  const choose = (address: Address) => {
    savePickedAddress(address.id);
    goBack();
  };

  let body;
  if (isLoading) body = <ListSkeleton rows={3} />;
  else if (isError) body = <ErrorState onRetry={() => void refetch()} />;
  else if (addresses.length === 0)
    body = <EmptyState title={t("address.emptyTitle")} description={t("address.emptyText")} actionText={t("address.add")} onAction={add} />;
  else
    body = (
      <>
        {from ? <p className="wl-pd-note">{t("address.chooseHint")}</p> : null}
        <ul className="wl-account-card wl-account-list" aria-label={t("address.listLabel")}>
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                choosing={Boolean(from)}
                onChoose={() => choose(address)}
                onEdit={() => navigate(addressHandlePath(address.id, from))}
                onDelete={() => setDeleting(address)}
                onSetDefault={() => void setDefault(address.id)}
              />
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <main className="wl-account-page">
      <PageHeader title={t("title.myAddress")} onBack={goBack} />
      {body}
      {addresses.length > 0 ? (
        <div className="wl-account-actions">
          {full ? <p className="wl-pd-note">{t("address.limit", { max: MAX_ADDRESSES })}</p> : null}
          <Button className="wl-button-primary" block color="primary" size="large" disabled={full} onClick={add}>
            {t("address.add")}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        visible={deleting !== null}
        title={t("address.deleteTitle")}
        content={t("address.deleteText", { name: deleting?.name ?? "" })}
        confirmText={t("common.delete")}
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </main>
  );
}
