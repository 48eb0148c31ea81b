import { useCollectionStatusQuery, useToggleCollectionMutation } from "@wenlv/api-client/collection-api";
import type { CollectionTargetType } from "@wenlv/contract/collection";
import { StarFill, StarOutline } from "antd-mobile-icons";
import { useState } from "react";
import { useUiT } from "./i18n";
import "./tokens.css";
import "./collect-button.css";

export type CollectButtonProps = {
  /** What is collected: a scenic spot or a product (contract ZCollectionTargetType). */
  targetType: CollectionTargetType;
  /** Id of the scenic spot or product. */
  targetId: number;
  /** True while a session token is held; without one the state is not asked (the API needs login). */
  loggedIn: boolean;
  /**
   * Called on every tap before anything else; answers true to go on. Pass app-kit's
   * `useRequireLogin()`: it answers true when logged in, else starts the login (WeChat OAuth or
   * /PhoneLogin?redirect=<this page>) and answers false.
   */
  requireLogin: () => boolean;
  className?: string;
};

/**
 * 收藏 toggle of detail pages (issue 3 "collect and un-collect from scenic and product
 * detail pages"). Reads the table entry `collectionStatus` when logged in and sets the new state
 * through `collectionToggle` (optimistic; the API refusal is toasted by the api-client and the star
 * goes back). A real `<button aria-pressed>` of at least 44 px whose name stays 收藏 (the filled
 * star and aria-pressed carry the state); the result is announced in a polite live region. Needs the app store (the one RTK Query api) above it.
 */
export function CollectButton({ targetType, targetId, loggedIn, requireLogin, className }: CollectButtonProps) {
  const t = useUiT();
  const target = { target_type: targetType, target_id: targetId };
  const { data } = useCollectionStatusQuery(target, { skip: !loggedIn });
  const [toggle, { isLoading }] = useToggleCollectionMutation();
  const [announcement, setAnnouncement] = useState("");
  const collected = loggedIn && data?.collected === true;

  const onClick = async () => {
    if (!requireLogin() || isLoading) return;
    const result = await toggle({ ...target, collected: !collected });
    if (result.data) setAnnouncement(t(result.data.collected ? "collect.done" : "collect.removed"));
  };

  const Icon = collected ? StarFill : StarOutline;
  return (
    <>
      <button
        type="button"
        className={["wl-collect-button", collected ? "wl-collect-button--on" : "", className].filter(Boolean).join(" ")}
        aria-pressed={collected}
        aria-busy={isLoading}
        onClick={() => void onClick()}
      >
        <Icon aria-hidden="true" focusable="false" />
        <span>{t("collect.add")}</span>
      </button>
      <span className="wl-visually-hidden" role="status">
        {announcement}
      </span>
    </>
  );
}
