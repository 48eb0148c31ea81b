/**
 * Path of the ticket order page for a shell: the kunshan shell keeps its legacy /TicketOrderKs (the
 * scenic detail page books there, the order detail's 再次预订 returns there; both features use it,
 * so it lives here, in a module of its own so that only their chunks carry it, not the first
 * screen's app chunk).
 */
export function ticketOrderPath(partnerCode: string, currentPath: string): "/TicketOrder" | "/TicketOrderKs" {
  return partnerCode === "kunshan" || currentPath.endsWith("Ks") ? "/TicketOrderKs" : "/TicketOrder";
}
