import { Button, ErrorBlock } from "antd-mobile";
import type { ReactNode } from "react";
import { useUiT } from "./i18n";
import "./tokens.css";

export type EmptyStateProps = {
  /** What to do next, e.g. "还没有订单，去首页看看景点吧" (required: an empty page must say what to do). */
  description: ReactNode;
  /** Heading; defaults to "暂无内容" / "Nothing here yet". */
  title?: ReactNode;
  /** Label of the action button; the button shows only with both `actionText` and `onAction`. */
  actionText?: string;
  onAction?: () => void;
  /** Centre in the page (antd-mobile `fullPage`). */
  fullPage?: boolean;
};

/** An empty list or page on antd-mobile's ErrorBlock (status "empty"), with an optional action. */
export function EmptyState({ description, title, actionText, onAction, fullPage = false }: EmptyStateProps) {
  const t = useUiT();
  return (
    <ErrorBlock className="wl-state wl-empty-state" status="empty" fullPage={fullPage} title={title ?? t("empty.title")} description={description}>
      {actionText && onAction ? (
        <Button color="primary" className="wl-button-primary" onClick={onAction}>
          {actionText}
        </Button>
      ) : null}
    </ErrorBlock>
  );
}
