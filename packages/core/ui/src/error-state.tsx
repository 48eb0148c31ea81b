import { Button, ErrorBlock } from "antd-mobile";
import type { ReactNode } from "react";
import { useUiT } from "./i18n";
import "./tokens.css";

export type ErrorStateProps = {
  /** What went wrong, already user-readable; defaults to the section 8 "network busy, refresh and retry" text. */
  message?: ReactNode;
  /** Heading; defaults to "加载失败" / "Could not load". */
  title?: ReactNode;
  /** Called by the 重试 (retry) button, e.g. RTK Query's `refetch`. */
  onRetry: () => void;
  /** Centre in the page (antd-mobile `fullPage`). */
  fullPage?: boolean;
};

/**
 * A failed load on antd-mobile's ErrorBlock with a 重试 button. The block is a `role="alert"`
 * region so screen readers announce the failure when it replaces the content.
 */
export function ErrorState({ message, title, onRetry, fullPage = false }: ErrorStateProps) {
  const t = useUiT();
  return (
    <div role="alert">
      <ErrorBlock className="wl-state wl-error-state" status="default" fullPage={fullPage} title={title ?? t("error.title")} description={message ?? t("error.message")}>
        <Button color="primary" className="wl-button-primary" onClick={onRetry}>
          {t("error.retry")}
        </Button>
      </ErrorBlock>
    </div>
  );
}
