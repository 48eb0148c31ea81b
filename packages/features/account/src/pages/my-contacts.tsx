import type { Traveller } from "@wenlv/contract/travellers";
import { savePickedTraveller, useGoBack, useQueryParams, useSafeNavigate } from "@wenlv/app-kit";
import { EmptyState, ErrorState, ListSkeleton, PageHeader } from "@wenlv/ui";
import { Button, Dialog } from "antd-mobile";
import { useState } from "react";
import { useDeleteTravellerMutation, useTravellerListQuery } from "../api";
import type { ContactLayout } from "../components/contact-form";
import { ContactRow } from "../components/contact-row";
import { useAccountT } from "../i18n";
import "@wenlv/ui/account-layout.css";
import "../components/account.css";
import "../components/contact-care.css";

/** `from` value of an order page that wants a traveller picked (spec section 2 /MyContacts). */
export const FROM_TICKET_ORDER = "TicketOrder";

/** The form's path for a layout: /MyContactsHandle, or /MyContactsHandleCare in the care layout. */
export function contactHandleBase(layout: ContactLayout): string {
  return layout === "care" ? "/MyContactsHandleCare" : "/MyContactsHandle";
}

/**
 * /MyContacts (login-required): the user's real-name travellers (name, document type, masked
 * number and phone) with 编辑 (/MyContactsHandle?id=) and 删除 (after a confirm dialog), and
 * 新增出行人. Opened with `?from=TicketOrder`, each row also offers 选择, which records the pick
 * (app-kit picked-traveller.ts) and goes back to the order page. `layout="care"` is /MyContactsCare
 * (spec section 2): large text and targets in one column, only 选择 per row while picking, and
 * the form at /MyContactsHandleCare.
 */
export function MyContactsPage({ layout = "default" }: { layout?: ContactLayout }) {
  const t = useAccountT();
  const navigate = useSafeNavigate();
  const goBack = useGoBack("/");
  const params = useQueryParams();
  const from = params.get("from");
  const choosing = from === FROM_TICKET_ORDER;
  const fromQuery = from ? `from=${encodeURIComponent(from)}` : "";
  const { data, isLoading, isError, refetch } = useTravellerListQuery(undefined, { refetchOnMountOrArgChange: true });
  const [remove, { isLoading: removing }] = useDeleteTravellerMutation();
  const [deleting, setDeleting] = useState<Traveller | null>(null);

  const handlePath = (id?: number) => {
    const query = [id ? `id=${id}` : "", fromQuery].filter(Boolean).join("&");
    return `${contactHandleBase(layout)}${query ? `?${query}` : ""}`;
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove(deleting.id);
    if (!result.error) setDeleting(null);
  };
  const choose = (traveller: Traveller) => {
    savePickedTraveller(traveller.id);
    goBack();
  };

  const travellers = data?.list ?? [];
  let body;
  if (isLoading) body = <ListSkeleton rows={3} />;
  else if (isError) body = <ErrorState onRetry={() => void refetch()} />;
  else if (travellers.length === 0) body = <EmptyState title={t("contacts.emptyTitle")} description={t("contacts.emptyText")} />;
  else
    body = (
      <ul className="wl-account-card wl-account-list" aria-label={t("title.myContacts")}>
        {travellers.map((traveller) => (
          <li key={traveller.id}>
            <ContactRow
              layout={layout}
              traveller={traveller}
              choosing={choosing}
              onChoose={() => choose(traveller)}
              onEdit={() => navigate(handlePath(traveller.id))}
              onDelete={() => setDeleting(traveller)}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <main className={layout === "care" ? "wl-account-page wl-care-page" : "wl-account-page"}>
      <PageHeader title={t("title.myContacts")} />
      {body}
      <div className="wl-account-actions">
        <Button className="wl-button-primary" block color="primary" size="large" onClick={() => navigate(handlePath())}>
          {t("contacts.add")}
        </Button>
      </div>
      <Dialog
        bodyClassName="wl-dialog"
        visible={deleting !== null}
        title={t("contacts.deleteTitle")}
        content={t("contacts.deleteText", { name: deleting?.name ?? "" })}
        closeOnAction={false}
        onClose={() => setDeleting(null)}
        actions={[
          [
            { key: "cancel", text: t("contacts.cancel"), onClick: () => setDeleting(null) },
            { key: "delete", text: t("contacts.deleteConfirm"), danger: true, bold: true, disabled: removing, onClick: () => confirmDelete() },
          ],
        ]}
      />
    </main>
  );
}

/** /MyContactsCare (login-required): {@link MyContactsPage} in the care layout. */
export function MyContactsCarePage() {
  return <MyContactsPage layout="care" />;
}
