/**
 * Customer service phone of the care /User tile (spec section 9: "Customer service phone: {phone}";
 * the spec leaves the value out). Our decision until the operator gives its own line: 12345, the
 * Suzhou 12345 public service hotline (苏州12345便民服务热线), which takes tourism questions and
 * complaints around the clock and is reachable from any phone without an area code.
 */
export const CUSTOMER_SERVICE_PHONE = "12345";

/** The `tel:` link of a phone number (digits, "+" and "-" kept). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+-]/g, "")}`;
}
