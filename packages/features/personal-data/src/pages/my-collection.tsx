import { pagedList } from "@wenlv/api-client";
import type { CollectionItem } from "@wenlv/contract/collection";
import { useGoBack, useSafeNavigate } from "@wenlv/app-kit";
import { ConfirmDialog, EmptyState, InfiniteList, PageHeader } from "@wenlv/ui";
import { Button, Checkbox } from "antd-mobile";
import { useState } from "react";
import { useCollectionListInfiniteQuery, useDeleteCollectionMutation } from "../api";
import { CollectionRow } from "../components/collection-row";
import { usePersonalDataT } from "../i18n";
import "@wenlv/ui/account-layout.css";
import "../personal-data.css";

/** Most ids one /api/collection/delete takes (contract ZCollectionDelete). */
export const DELETE_BATCH = 50;

/** True for a path inside the app ("/ScenicDetail?id=1"); other links are not followed. */
export function isInAppLink(link: string): boolean {
  return link.startsWith("/") && !link.startsWith("//") && !link.startsWith("/\\");
}

/**
 * /MyCollection (login-required): the scenic spots and products the user collected, newest first,
 * with infinite scroll and pull to refresh. Tapping an item opens its page (its in-app `link`).
 * 管理 switches to edit mode: a checkbox per item, 全选 and 删除（n）, which removes the selected
 * items through /api/collection/delete (50 ids a call) after a confirm dialog. The empty state
 * leads to 景区门票 (/AttractionsTickets), where spots are collected from their detail pages.
 */
export function MyCollectionPage() {
  const { t } = usePersonalDataT();
  const navigate = useSafeNavigate();
  const goBack = useGoBack("/User");
  const list = pagedList(useCollectionListInfiniteQuery());
  const [remove, { isLoading: removing }] = useDeleteCollectionMutation();
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const { items } = list;
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const stopEditing = () => {
    setEditing(false);
    setSelected(new Set());
  };
  const deleteSelected = async () => {
    const ids = [...selected];
    for (let start = 0; start < ids.length; start += DELETE_BATCH) {
      const result = await remove(ids.slice(start, start + DELETE_BATCH));
      if (result.error) {
        setConfirming(false);
        return;
      }
    }
    setConfirming(false);
    stopEditing();
  };

  const manage =
    items.length > 0 ? (
      <button type="button" className="wl-pd-header-button" onClick={() => (editing ? stopEditing() : setEditing(true))}>
        {editing ? t("collection.done") : t("collection.manage")}
      </button>
    ) : null;

  return (
    <main className="wl-account-page">
      <PageHeader title={t("title.myCollection")} onBack={goBack} right={manage} />
      <section aria-label={t("collection.listLabel")}>
        <InfiniteList<CollectionItem>
          {...list}
          getKey={(item) => item.id}
          renderItem={(item) => (
            <CollectionRow
              item={item}
              editing={editing}
              selected={selected.has(item.id)}
              onToggle={(on) => toggle(item.id, on)}
              onOpen={() => {
                if (isInAppLink(item.link)) navigate(item.link);
              }}
            />
          )}
          empty={
            <EmptyState
              title={t("collection.emptyTitle")}
              description={t("collection.emptyText")}
              actionText={t("collection.browse")}
              onAction={() => navigate("/AttractionsTickets")}
            />
          }
        />
      </section>
      {editing ? (
        <div className="wl-pd-bottom-bar">
          <Checkbox
            checked={allSelected}
            onChange={(on) => setSelected(on ? new Set(items.map((item) => item.id)) : new Set())}
          >
            {t("collection.selectAll")}
          </Checkbox>
          <Button color="danger" disabled={selected.size === 0} onClick={() => setConfirming(true)}>
            {t("collection.deleteSelected", { count: selected.size })}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        visible={confirming}
        title={t("collection.deleteTitle")}
        content={t("collection.deleteText", { count: selected.size })}
        confirmText={t("common.delete")}
        busy={removing}
        onConfirm={() => void deleteSelected()}
        onCancel={() => setConfirming(false)}
      />
    </main>
  );
}
