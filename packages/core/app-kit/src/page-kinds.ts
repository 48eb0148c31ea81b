/*
 * Page groups the scroll rules of spec section 2 name without a flag for them: detail pages, order
 * pages, the pages an order page sends the user to and takes back from, and the merchandise pair.
 * Paths compare case-insensitively (the router matches them that way).
 */

/** Detail screens listed in spec section 2 ("Details") whose path does not say "Detail". */
export const DETAIL_PATHS: readonly string[] = [
  "/AskList",
  "/CommentList",
  "/MovieInfo",
  "/MyAskList",
  "/equityCard",
  "/StadiumInfo",
  "/MuseumInfo",
  "/mapInfo",
  "/TravelNotesIntroduction",
  "/TravelNotesIntroductionInfo",
  "/TravelNotesIntroductionPdf",
];

/** Order creation screens of spec section 2 ("Order creation"). */
export const ORDER_PAGE_PATHS: readonly string[] = [
  "/ActivityOrder", "/CardOrder", "/CartOrder", "/TicketCartOrder", "/TicketCartConfirm", "/FoodOrder",
  "/HotelOrder", "/LineOrder", "/LineSelect", "/MovieCheck", "/MovieCheckChangshu", "/MovieOrder",
  "/PerformCheck", "/PerformDate", "/PerformOrder", "/PerformOrderNew", "/MovieSeat", "/PostOrder",
  "/PostOrderKs", "/ZitiList", "/SelectCoupons", "/ShoppingCart", "/ShoppingCartNew", "/TicketOrder",
  "/TicketOrderKs", "/WineSceneOrder", "/VenueOrder",
];

/**
 * Payment screens an order page hands over to (spec section 2 "Payment"); they are entered like
 * order pages, at the top, although the order page replaces itself with them (issue 9).
 */
export const PAY_PAGE_PATHS: readonly string[] = ["/OrderPay", "/OrderWaiting", "/OrderWaitingszd", "/OrderPayResult", "/aliPayResult"];

/** Merchandise detail screens and the merchandise list they return to (spec section 2). */
export const MERCHANDISE_DETAIL_PATHS: readonly string[] = ["/MailMerchandiseDetail", "/MailMerchandiseDetailKs"];
export const MERCHANDISE_LIST_PATHS: readonly string[] = ["/CulturalCreation", "/CulturalCreationNew"];

const lower = (paths: readonly string[]) => new Set(paths.map((p) => p.toLowerCase()));
const detailSet = lower(DETAIL_PATHS);
const orderSet = lower(ORDER_PAGE_PATHS);
const paySet = lower(PAY_PAGE_PATHS);
const merchDetailSet = lower(MERCHANDISE_DETAIL_PATHS);
const merchListSet = lower(MERCHANDISE_LIST_PATHS);

/** True for detail screens: any path containing "Detail", plus {@link DETAIL_PATHS}. */
export function isDetailPath(path: string): boolean {
  return /detail/i.test(path) || detailSet.has(path.toLowerCase());
}

/** True for the order creation screens of spec section 2. */
export function isOrderPath(path: string): boolean {
  return orderSet.has(path.toLowerCase());
}

/** True for the payment screens ({@link PAY_PAGE_PATHS}). */
export function isPayPath(path: string): boolean {
  return paySet.has(path.toLowerCase());
}

/**
 * True for the pages an order page opens and comes back from, so returning keeps the order form
 * where it was (spec section 2): travellers (/MyContacts*), addresses (/MyAddress*), coupons
 * (/SelectCoupons) and team forms (/Team*Form*).
 */
export function isOrderHelperPath(path: string): boolean {
  return /^\/(?:MyContacts|MyAddress)/i.test(path) || /^\/SelectCoupons$/i.test(path) || /^\/Team\w*Form/i.test(path);
}

export function isMerchandiseDetailPath(path: string): boolean {
  return merchDetailSet.has(path.toLowerCase());
}

export function isMerchandiseListPath(path: string): boolean {
  return merchListSet.has(path.toLowerCase());
}
