export { users, sessions, smsCodes, consents, travellers, rateCounters, usedNonces, browseEvents } from "./users";
export { scenicSpots, products, skus, inventory } from "./catalogue";
export { orders, orderItems, vouchers, payments, refunds } from "./orders";
