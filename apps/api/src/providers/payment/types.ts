/**
 * The payment-provider interface (ARCHITECTURE.md "Providers"): every gateway (the sandbox now;
 * WeChat Pay, Alipay, bank wallets later) is reached only through this shape. Amounts are integer fen.
 */

/** What the merchant asks the gateway to collect. `notifyUrl` gets the signed asynchronous notify. */
export type CreatePaymentInput = {
  outTradeNo: string;
  amountFen: number;
  subject: string;
  notifyUrl: string;
  returnUrl: string;
};

/** A verified notify, reduced to the fields the merchant acts on. */
export type PaymentNotice = {
  outTradeNo: string;
  providerTradeNo: string;
  amountFen: number;
  paid: boolean;
};

export type RefundInput = { outTradeNo: string; refundNo: string; amountFen: number };
/** `DONE`: money returned; `PENDING`: accepted, ask again later; `FAILED`: refused (`message` says why). */
export type RefundResult = { status: "DONE" | "PENDING" | "FAILED"; providerRefundNo?: string; message?: string };

export type PaymentProvider = {
  /** Name stored in `payments.provider` and used in the notify path `/api/pay/notify/<name>`. */
  readonly name: string;
  /** Starts a payment; the browser opens `payUrl` (the gateway's cashier page). */
  createPayment(input: CreatePaymentInput): Promise<{ payUrl: string }>;
  /** True only when the notify carries a valid signature from this gateway. */
  verifyNotify(params: Record<string, string>): boolean;
  /** Reads a notify whose signature `verifyNotify` accepted; null when fields are missing or malformed. */
  parseNotify(params: Record<string, string>): PaymentNotice | null;
  /** Asks the gateway to return `amountFen` of the trade `outTradeNo`; idempotent per `refundNo`. */
  refund(input: RefundInput): Promise<RefundResult>;
};
