import { useHostChrome } from "@wenlv/host";
import { NavBar } from "antd-mobile";
import { LeftOutline } from "antd-mobile-icons";
import { useLayoutEffect, useRef } from "react";
import type { ReactNode } from "react";
import { useUiT } from "./i18n";
import "./tokens.css";
import "./page-header.css";

/**
 * True when the current history entry was reached by navigating inside the app, so `history.back()`
 * stays in the app. React Router 7's browser history stores `{ idx }` in `history.state`: 0 for the
 * entry the app was opened on (a shared link, a QR code, a mini-program page), 1+ after in-app moves.
 */
export function hasInAppHistory(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === "number" && state.idx > 0;
}

/**
 * Goes back to where the user was: `history.back()` when there is in-app history, else a full
 * navigation to `homePath` ("/" by default), so a page opened from a shared link never leaves the
 * app on back.
 */
export function goBackOrHome(homePath = "/"): void {
  if (hasInAppHistory()) window.history.back();
  else window.location.assign(homePath);
}

export type PageHeaderProps = {
  /** Page title, shown as the page's h1. */
  title: ReactNode;
  /** Right slot (share, search, a text button). Its buttons need their own accessible names. */
  right?: ReactNode;
  /** Back handler, e.g. app-kit's `useGoBack()`; defaults to `goBackOrHome(homePath)`. */
  onBack?: () => void;
  /** Hide the back button (tab pages). Default true. */
  showBack?: boolean;
  /** Where back goes when the page was opened directly. Default "/". */
  homePath?: string;
};

/**
 * Page header on antd-mobile's NavBar: a named back button (44 px target), the title as h1, and a
 * right slot. NavBar marks its left area `role="button"` without a name, which axe reports as a
 * critical `button-name` violation and, with a real button inside, `nested-interactive`; the role is
 * removed after render and the back control is a real `<button>`.
 *
 * Where the host draws the nav bar itself (`useHostChrome().navBar` false: the mini-program, an app
 * with the "NativeNav" UA token; decision 026) no bar is drawn: the title stays as a visually
 * hidden h1 for screen readers (the host shows document.title), back is the host's own (history),
 * and a `right` slot, when given, stays reachable in a slim row of its own.
 */
export function PageHeader({ title, right, onBack, showBack = true, homePath = "/" }: PageHeaderProps) {
  const t = useUiT();
  const ref = useRef<HTMLElement>(null);
  const { navBar } = useHostChrome();
  useLayoutEffect(() => {
    ref.current?.querySelector(".adm-nav-bar-left")?.removeAttribute("role");
  });
  if (!navBar) {
    return (
      <>
        <h1 className="wl-visually-hidden">{title}</h1>
        {right ? <div className="wl-page-header__host-row">{right}</div> : null}
      </>
    );
  }
  const back = showBack ? (
    <button
      type="button"
      className="wl-page-header__back"
      aria-label={t("header.back")}
      onClick={() => (onBack ? onBack() : goBackOrHome(homePath))}
    >
      <LeftOutline aria-hidden="true" focusable="false" />
    </button>
  ) : null;
  return (
    <header ref={ref} className="wl-page-header">
      <NavBar back={null} backIcon={false} left={back} right={right ? <div className="wl-page-header__right">{right}</div> : null}>
        <h1 className="wl-page-header__title">{title}</h1>
      </NavBar>
    </header>
  );
}
