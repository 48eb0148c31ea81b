/** A way to pay that this page can offer. */
export type PayMethod = "wechat" | "sandbox";

/**
 * The payment method shown on /OrderPay for a host kind (`@wenlv/host` detectHost().kind): inside
 * WeChat and the mini-program the payment is labelled 微信支付; everywhere else the API's default
 * provider is the sandbox gateway (issue 2: the payment sandbox behaves like a gateway and works
 * offline), labelled as such so nobody mistakes it for a real charge. The server picks the provider
 * either way; this is only the label.
 */
export function payMethodFor(hostKind: string): PayMethod {
  return hostKind === "wechat" || hostKind === "miniprogram" ? "wechat" : "sandbox";
}
