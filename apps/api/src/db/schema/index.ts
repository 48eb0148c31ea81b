export { users, sessions, smsCodes, consents, travellers, rateCounters, usedNonces } from "./users";
export { scenicSpots, products, skus, inventory } from "./catalogue";
export { orders, orderItems, vouchers, payments, refunds } from "./orders";
