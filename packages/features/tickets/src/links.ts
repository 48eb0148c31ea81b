/** Path of the ticket order page for a shell (the kunshan shell's /TicketOrderKs): @wenlv/app-kit's, shared with the orders feature. */
export { ticketOrderPath } from "@wenlv/app-kit";

/**
 * Link to the ticket order page: /TicketOrder?id=<scenic id>&sku=<sku id>, carrying `fromsource`
 * (spec section 9: share links add fromsource=share) so the order records its source scene.
 */
export function ticketOrderHref(path: string, scenicId: number, skuId: number, fromSource: string | null): string {
  const params = new URLSearchParams({ id: String(scenicId), sku: String(skuId) });
  if (fromSource) params.set("fromsource", fromSource);
  return `${path}?${params.toString()}`;
}

/**
 * A map app link for a GCJ-02 point: Amap's URI API marker page (Amap uses GCJ-02, so no
 * conversion), which opens the Amap app when installed and its web map otherwise.
 */
export function mapHref(lng: number, lat: number, name: string): string {
  const params = new URLSearchParams({ position: `${lng},${lat}`, name, coordinate: "gaode", callnative: "1" });
  return `https://uri.amap.com/marker?${params.toString()}`;
}
