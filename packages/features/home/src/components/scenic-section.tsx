import { useSafeNavigate } from "@wenlv/app-kit";
import type { ScenicListItem } from "@wenlv/contract/scenic";
import { EmptyState, ErrorState, FIRST_SCREEN_CARDS, ListSkeleton, ScenicCard } from "@wenlv/ui";
import type { ReactNode } from "react";
import { useHomeT } from "../i18n";
import "./scenic-section.css";

export type ScenicSectionProps = {
  /** Section id, used for the heading's id. */
  id: string;
  title: string;
  /** A link or button beside the heading (查看全部). */
  action?: ReactNode;
  items: readonly ScenicListItem[] | undefined;
  loading: boolean;
  /** The api-client's message when the section failed; "" or undefined when it did not. */
  error?: string | boolean;
  onRetry: () => void;
  /** What to say when the API answered an empty list. */
  emptyText: string;
};

/**
 * A home section of scenic spots: skeleton while loading, error with 重试, an empty state that
 * leads to the full list, else product cards (distance shown when the API computed one).
 */
export function ScenicSection({ id, title, action, items, loading, error, onRetry, emptyText }: ScenicSectionProps) {
  const { t } = useHomeT();
  const navigate = useSafeNavigate();
  let body: ReactNode;
  if (loading && !items) body = <ListSkeleton rows={3} />;
  else if (error) body = <ErrorState message={typeof error === "string" && error ? error : undefined} onRetry={onRetry} />;
  else if (!items || items.length === 0) {
    body = <EmptyState description={emptyText} actionText={t("browseAll")} onAction={() => navigate("/AttractionsTickets")} />;
  } else {
    body = (
      <ul className="wl-scenic-section__list">
        {items.map((item, index) => (
          <li key={item.id}>
            <ScenicCard item={item} priority={index < FIRST_SCREEN_CARDS} withAddress={false} onOpen={navigate} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="wl-scenic-section" aria-labelledby={`wl-home-${id}`}>
      <div className="wl-scenic-section__head">
        <h2 id={`wl-home-${id}`}>{title}</h2>
        {action}
      </div>
      {body}
    </section>
  );
}
