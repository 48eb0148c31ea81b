import type { PickupPerson } from "@wenlv/contract/pickup";
import { useGoBack } from "@wenlv/app-kit";
import { ConfirmDialog, EmptyState, ErrorState, ListSkeleton, PageHeader } from "@wenlv/ui";
import { maskPhone } from "@wenlv/validation";
import { Button, Popup } from "antd-mobile";
import { CloseOutline } from "antd-mobile-icons";
import { useState } from "react";
import { useDeletePickupMutation, usePickupListQuery, useSavePickupMutation } from "../api";
import { PickupForm } from "../components/pickup-form";
import { usePersonalDataT } from "../i18n";
import type { PickupDraft } from "../rules";
import "@wenlv/ui/account-layout.css";
import "../personal-data.css";

/** Most pick-up persons a user keeps (contract pickup.ts). */
export const MAX_PICKUP_PERSONS = 20;

/** The form popup's subject: a new person, or the one being edited. */
type Editing = { person?: PickupPerson } | null;

/**
 * /MySelfHandle (login-required): the user's pick-up persons (取票人: who collects tickets or
 * goods at a window or pick-up point), default first, with 编辑 and 删除 (after a confirm), and
 * 添加取票人; adding and editing happen in a bottom popup on the same screen, saved through
 * /api/pickup/save.
 */
export function MySelfHandlePage() {
  const { t } = usePersonalDataT();
  const goBack = useGoBack("/User");
  const { data, isLoading, isError, refetch } = usePickupListQuery(undefined, { refetchOnMountOrArgChange: true });
  const [save, { isLoading: saving }] = useSavePickupMutation();
  const [remove, { isLoading: removing }] = useDeletePickupMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PickupPerson | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const persons = data?.list ?? [];
  const full = persons.length >= MAX_PICKUP_PERSONS;

  const open = (person?: PickupPerson) => {
    setServerError(null);
    setEditing({ person });
  };
  const submit = async (values: PickupDraft) => {
    setServerError(null);
    const id = editing?.person?.id;
    const result = await save({ ...values, ...(id === undefined ? {} : { id }) });
    if (result.error) setServerError("msg" in result.error ? result.error.msg : null);
    else setEditing(null);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove(deleting.id);
    if (!result.error) setDeleting(null);
  };

  let body;
  if (isLoading) body = <ListSkeleton rows={3} />;
  else if (isError) body = <ErrorState onRetry={() => void refetch()} />;
  else if (persons.length === 0) body = <EmptyState title={t("pickup.emptyTitle")} description={t("pickup.emptyText")} actionText={t("pickup.add")} onAction={() => open()} />;
  else
    body = (
      <ul className="wl-account-card wl-account-list" aria-label={t("pickup.listLabel")}>
        {persons.map((person) => (
          <li key={person.id}>
            <div className="wl-pd-card" role="group" aria-labelledby={`wl-pickup-${person.id}`}>
              <div className="wl-pd-card__body">
                <h2 id={`wl-pickup-${person.id}`} className="wl-pd-card__title">
                  {person.name}
                  {person.is_default ? (
                    <span className="wl-pd-tag">{t("common.isDefault")}</span>
                  ) : null}
                </h2>
                <p className="wl-pd-card__text">{maskPhone(person.phone)}</p>
              </div>
              <div className="wl-pd-card__buttons">
                <Button size="small" fill="none" onClick={() => open(person)}>
                  {t("common.edit")}
                </Button>
                <Button size="small" fill="none" color="danger" onClick={() => setDeleting(person)}>
                  {t("common.delete")}
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <main className="wl-account-page">
      <PageHeader title={t("title.pickup")} onBack={goBack} />
      <p className="wl-pd-note">{t("pickup.intro")}</p>
      {body}
      {persons.length > 0 ? (
        <div className="wl-account-actions">
          <Button className="wl-button-primary" block color="primary" size="large" disabled={full} onClick={() => open()}>
            {t("pickup.add")}
          </Button>
        </div>
      ) : null}
      <Popup visible={editing !== null} onMaskClick={() => setEditing(null)} destroyOnClose bodyClassName="wl-pd-popup">
        <div role="dialog" aria-modal="true" aria-labelledby="wl-pickup-form-title">
          <div className="wl-pd-popup__header">
            <h2 id="wl-pickup-form-title">{editing?.person ? t("pickup.editTitle") : t("pickup.addTitle")}</h2>
            <button type="button" className="wl-pd-header-button" aria-label={t("common.close")} onClick={() => setEditing(null)}>
              <CloseOutline aria-hidden="true" />
            </button>
          </div>
          {editing ? (
            <PickupForm key={editing.person?.id ?? "new"} initial={editing.person} submitting={saving} serverError={serverError} onSubmit={(values) => void submit(values)} />
          ) : null}
        </div>
      </Popup>
      <ConfirmDialog
        visible={deleting !== null}
        title={t("pickup.deleteTitle")}
        content={t("pickup.deleteText", { name: deleting?.name ?? "" })}
        confirmText={t("common.delete")}
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </main>
  );
}
