import { savePickedTraveller, useGoBack, useQueryParams } from "@wenlv/app-kit";
import { DetailSkeleton, EmptyState, ErrorState, PageHeader } from "@wenlv/ui";
import { useState } from "react";
import { useSaveTravellerMutation, useTravellerListQuery } from "../api";
import { ContactForm, type ContactFormValues, type ContactLayout } from "../components/contact-form";
import { useAccountT } from "../i18n";
import "@wenlv/ui/account-layout.css";
import "../components/account.css";
import "../components/contact-care.css";

/** The traveller id in `?id=`, or undefined for a new traveller. */
export function travellerIdFrom(raw: string | null): number | undefined {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * /MyContactsHandle?id= (login-required): add (no id) or edit a real-name traveller; saves through
 * /api/traveller/save and shows the API's refusal (e.g. a duplicate document). On success it goes
 * back to where the visitor came from — the ticket order page for `?from=TicketOrder`, else the
 * traveller list — or, opened directly, to /MyContacts (keeping `from`). A traveller added for an
 * order page (`from`) is recorded as picked (app-kit picked-traveller.ts), so that page ticks it at once. The form needs the
 * separate ID consent ticked and sends agree_id_consent "1" (issue 3). `layout="care"` is
 * /MyContactsHandleCare: the same form, larger, returning to /MyContactsCare.
 */
export function MyContactsHandlePage({ layout = "default" }: { layout?: ContactLayout }) {
  const t = useAccountT();
  const params = useQueryParams();
  const id = travellerIdFrom(params.get("id"));
  const from = params.get("from");
  const listPath = layout === "care" ? "/MyContactsCare" : "/MyContacts";
  const goBack = useGoBack(`${listPath}${from ? `?from=${encodeURIComponent(from)}` : ""}`);
  const list = useTravellerListQuery(undefined, { skip: id === undefined });
  const [save, { isLoading: saving }] = useSaveTravellerMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const existing = id === undefined ? undefined : list.data?.list.find((traveller) => traveller.id === id);

  const submit = async (values: ContactFormValues) => {
    setServerError(null);
    const result = await save({ ...values, id });
    if (result.error) {
      setServerError("msg" in result.error ? result.error.msg : null);
      return;
    }
    // A traveller added for an order is ticked there at once (issue 9), as a 选择 on the list would.
    if (from && id === undefined && result.data) savePickedTraveller(result.data.id);
    goBack();
  };

  const title = id === undefined ? t("title.addContact") : t("title.editContact");
  let body;
  if (id !== undefined && list.isLoading) body = <DetailSkeleton lines={4} />;
  else if (id !== undefined && list.isError) body = <ErrorState onRetry={() => void list.refetch()} />;
  else if (id !== undefined && !existing) body = <EmptyState description={t("form.notFound")} actionText={t("form.backToList")} onAction={goBack} />;
  else
    body = (
      <ContactForm key={existing?.id ?? "new"} layout={layout} initial={existing} submitting={saving} serverError={serverError} onSubmit={(values) => void submit(values)} />
    );

  return (
    <main className={layout === "care" ? "wl-account-page wl-care-page" : "wl-account-page"}>
      <PageHeader title={title} onBack={goBack} />
      {body}
    </main>
  );
}

/** /MyContactsHandleCare (login-required): {@link MyContactsHandlePage} in the care layout. */
export function MyContactsHandleCarePage() {
  return <MyContactsHandlePage layout="care" />;
}
