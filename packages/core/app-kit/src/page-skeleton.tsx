import { DetailSkeleton } from "@wenlv/ui";

/** Fallback while a page chunk loads (Suspense and the router's first load). */
export function PageSkeleton() {
  return (
    <div style={{ padding: 12 }}>
      <DetailSkeleton />
    </div>
  );
}
