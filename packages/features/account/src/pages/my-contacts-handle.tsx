import { useGoBack, useQueryParams } from "@wenlv/app-kit";
import type { TravellerInput } from "@wenlv/validation";
import { DetailSkeleton, EmptyState, ErrorState, PageHeader } from "@wenlv/ui";
import { useState } from "react";
import { useSaveTravellerMutation, useTravellerListQuery } from "../api";
import { ContactForm } from "../components/contact-form";
import { useAccountT } from "../i18n";
import "../components/account.css";

/** The traveller id in `?id=`, or undefined for a new traveller. */
export function travellerIdFrom(raw: string | null): number | undefined {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * /MyContactsHandle?id= (login-required): add (no id) or edit a real-name traveller; saves through
 * /api/traveller/save and shows the API's refusal (e.g. a duplicate document). On success it goes
 * back to where the visitor came from — the ticket order page for `?from=TicketOrder`, else the
 * traveller list — or, opened directly, to /MyContacts (keeping `from`).
 */
export function MyContactsHandlePage() {
  const t = useAccountT();
  const params = useQueryParams();
  const id = travellerIdFrom(params.get("id"));
  const from = params.get("from");
  const goBack = useGoBack(`/MyContacts${from ? `?from=${encodeURIComponent(from)}` : ""}`);
  const list = useTravellerListQuery(undefined, { skip: id === undefined });
  const [save, { isLoading: saving }] = useSaveTravellerMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const existing = id === undefined ? undefined : list.data?.list.find((traveller) => traveller.id === id);

  const submit = async (values: TravellerInput) => {
    setServerError(null);
    const result = await save({ ...values, id });
    if (result.error) {
      setServerError("msg" in result.error ? result.error.msg : null);
      return;
    }
    goBack();
  };

  const title = id === undefined ? t("title.addContact") : t("title.editContact");
  let body;
  if (id !== undefined && list.isLoading) body = <DetailSkeleton lines={4} />;
  else if (id !== undefined && list.isError) body = <ErrorState onRetry={() => void list.refetch()} />;
  else if (id !== undefined && !existing) body = <EmptyState description={t("form.notFound")} actionText={t("form.backToList")} onAction={goBack} />;
  else body = <ContactForm key={existing?.id ?? "new"} initial={existing} submitting={saving} serverError={serverError} onSubmit={(values) => void submit(values)} />;

  return (
    <main className="wl-account-page">
      <PageHeader title={title} onBack={goBack} />
      {body}
    </main>
  );
}
