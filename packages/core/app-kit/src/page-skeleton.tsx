import { DetailSkeleton } from "@wenlv/ui";

/**
 * Suspense fallback while a page's lazy parts load. The router's first load needs none: `mount`
 * renders only once the first route is loaded, and until then the HTML's boot skeleton shows.
 */
export function PageSkeleton() {
  return (
    <div style={{ padding: 12 }}>
      <DetailSkeleton />
    </div>
  );
}
