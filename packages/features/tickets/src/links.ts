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

/**
 * Baidu Maps' URI API marker page for a GCJ-02 point (`coord_type=gcj02`, so Baidu converts to its
 * BD-09 itself; "Baidu Map URI API" document), which opens the Baidu app when installed.
 */
export function baiduMapHref(lng: number, lat: number, name: string): string {
  const params = new URLSearchParams({ location: `${lat},${lng}`, title: name, content: name, output: "html", coord_type: "gcj02", src: "webapp.wenlv.suzhou" });
  return `https://api.map.baidu.com/marker?${params.toString()}`;
}

/**
 * Apple Maps' URL scheme for a WGS-84 point (Apple's "Map Links" document: `ll` is WGS-84, Apple
 * shifts it for its China map itself) with the place name as the query.
 */
export function appleMapHref(wgsLng: number, wgsLat: number, name: string): string {
  const params = new URLSearchParams({ ll: `${wgsLat.toFixed(6)},${wgsLng.toFixed(6)}`, q: name });
  return `https://maps.apple.com/?${params.toString()}`;
}
