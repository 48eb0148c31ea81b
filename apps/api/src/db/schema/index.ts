export {
  users,
  userIdentities,
  oneTimeTickets,
  sessions,
  smsCodes,
  consents,
  addresses,
  pickupPersons,
  collections,
  travellers,
  rateCounters,
  usedNonces,
  browseEvents,
} from "./users";
export { scenicSpots, scenicTags, scenicMedia, hotels, products, skus, inventory, type OpeningSeason } from "./catalogue";
export { orders, orderItems, vouchers, seatHolds, payments, refunds } from "./orders";
export { searchLogs } from "./search";
export { partnerOffers, partnerFeatured } from "./partner";
export { travelLines, type LineStopRow } from "./lines";
export { venues, shows, cinemas, movies, movieCinemas, type VenueHallRow, type VenueZoneRow, type CinemaHallRow } from "./shows";
export { waitlistEntries, userNotices } from "./waitlist";
export { ticketCartItems } from "./cart";
export { couponRules, couponBatches, userCoupons } from "./coupons";
