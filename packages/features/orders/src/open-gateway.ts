/**
 * Leaves the app for the payment gateway's cashier page (`pay_url` from `payCreate`) with a
 * full navigation, as gateways require; the gateway later returns to /OrderWaiting?order_no=.
 * A module of its own so tests can replace it (jsdom cannot navigate).
 */
export function openGateway(payUrl: string): void {
  window.location.assign(payUrl);
}
