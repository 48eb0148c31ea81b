import { useGoBack, useQueryParams } from "@wenlv/app-kit";
import { DetailSkeleton, EmptyState, ErrorState, PageHeader } from "@wenlv/ui";
import { useState } from "react";
import type { AddressSave } from "@wenlv/contract/addresses";
import { useAddressListQuery, useSaveAddressMutation } from "../api";
import { AddressForm } from "../components/address-form";
import { usePersonalDataT } from "../i18n";
import "@wenlv/ui/account-layout.css";
import "../personal-data.css";

/** A positive integer id from the query string, else undefined (a new address). */
export function positiveId(raw: string | null): number | undefined {
  const id = Number(raw);
  return raw !== null && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * /MyAddressHandle?id= (login-required): add (no id) or edit an address through
 * /api/address/save, then back to the list (keeping `from` for the picking mode). The API's
 * refusal shows above the button; an id that is not the user's shows "not found".
 */
export function MyAddressHandlePage() {
  const { t } = usePersonalDataT();
  const params = useQueryParams();
  const id = positiveId(params.get("id"));
  const from = params.get("from");
  const goBack = useGoBack(`/MyAddress${from ? `?from=${encodeURIComponent(from)}` : ""}`);
  const list = useAddressListQuery(undefined, { skip: id === undefined });
  const [save, { isLoading: saving }] = useSaveAddressMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const existing = id === undefined ? undefined : list.data?.list.find((address) => address.id === id);

  const submit = async (values: Omit<AddressSave, "id">) => {
    setServerError(null);
    const result = await save({ ...values, ...(id === undefined ? {} : { id }) });
    if (result.error) {
      setServerError("msg" in result.error ? result.error.msg : null);
      return;
    }
    goBack();
  };

  let body;
  if (id !== undefined && list.isLoading) body = <DetailSkeleton lines={5} />;
  else if (id !== undefined && list.isError) body = <ErrorState onRetry={() => void list.refetch()} />;
  else if (id !== undefined && !existing) body = <EmptyState description={t("address.notFound")} actionText={t("address.backToList")} onAction={goBack} />;
  else body = <AddressForm key={existing?.id ?? "new"} initial={existing} submitting={saving} serverError={serverError} onSubmit={(values) => void submit(values)} />;

  return (
    <main className="wl-account-page">
      <PageHeader title={id === undefined ? t("title.addAddress") : t("title.editAddress")} onBack={goBack} />
      {body}
    </main>
  );
}
