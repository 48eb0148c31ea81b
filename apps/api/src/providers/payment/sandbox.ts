import { createHmac } from "node:crypto";
import { signParams, verifyParams } from "./sign";
import type { CreatePaymentInput, PaymentNotice, PaymentProvider, RefundInput, RefundResult } from "./types";

/** Path of the sandbox cashier page; `pay_url` points here. */
export const SANDBOX_CHECKOUT_PATH = "/pay/sandbox/checkout";
/** Path the cashier page's form posts to (确认支付 / 取消). */
export const SANDBOX_CONFIRM_PATH = "/pay/sandbox/confirm";
/** Path of the notify the sandbox sends for its own trades. */
export const SANDBOX_NOTIFY_PATH = "/api/pay/notify/sandbox";
/** `trade_status` of a paid trade in a notify (Alipay's word for it). */
export const SANDBOX_TRADE_SUCCESS = "TRADE_SUCCESS";

/** Fields of a cashier request; signed so the page cannot be opened with another amount. */
export type SandboxCheckoutParams = {
  out_trade_no: string;
  total_fen: string;
  subject: string;
  notify_url: string;
  return_url: string;
  sign: string;
};

/**
 * Reads and checks the signed fields of a cashier request (the checkout query or the confirm form).
 * Returns null when a field is missing, the amount is not a positive integer or the signature is wrong.
 */
export function readCheckoutParams(input: Record<string, unknown>, secret: string): SandboxCheckoutParams | null {
  const keys = ["out_trade_no", "total_fen", "subject", "notify_url", "return_url", "sign"] as const;
  const out: Record<string, string> = {};
  for (const k of keys) {
    const v = input[k];
    if (typeof v !== "string" || v === "") return null;
    out[k] = v;
  }
  if (!/^[1-9]\d{0,9}$/.test(out.total_fen ?? "")) return null;
  return verifyParams(out, secret) ? (out as SandboxCheckoutParams) : null;
}

/**
 * The notify the sandbox gateway sends when a trade is paid: `out_trade_no`, `trade_no` (stable
 * per trade), `total_fen`, `trade_status` TRADE_SUCCESS, `notify_time` (ISO), `sign_type`
 * HMAC-SHA256 and `sign` (hex HMAC-SHA256 over the sorted other fields with PAY_SANDBOX_SECRET).
 */
export function buildSandboxNotify(outTradeNo: string, totalFen: number, secret: string, now = new Date()): Record<string, string> {
  const tradeNo = `SB${createHmac("sha256", secret).update(`trade:${outTradeNo}`).digest("hex").slice(0, 24).toUpperCase()}`;
  const params: Record<string, string> = {
    out_trade_no: outTradeNo,
    trade_no: tradeNo,
    total_fen: String(totalFen),
    trade_status: SANDBOX_TRADE_SUCCESS,
    notify_time: now.toISOString(),
    sign_type: "HMAC-SHA256",
  };
  params.sign = signParams(params, secret);
  return params;
}

/**
 * The sandbox payment gateway (default PAY_PROVIDER): `createPayment` answers the URL of the
 * cashier page `/pay/sandbox/checkout` with the trade signed into the query string (the gateway
 * keeps no state); the page's 确认支付 sends a signed notify (`buildSandboxNotify`) and returns the
 * browser to `returnUrl`. Refunds complete at once. `publicUrl` prefixes `payUrl` ("" = relative).
 */
export function createSandboxPaymentProvider(options: { secret: string; publicUrl?: string }): PaymentProvider {
  const { secret } = options;
  const base = (options.publicUrl ?? "").replace(/\/+$/, "");
  return {
    name: "sandbox",
    async createPayment(input: CreatePaymentInput) {
      const params: Record<string, string> = {
        out_trade_no: input.outTradeNo,
        total_fen: String(input.amountFen),
        subject: input.subject,
        notify_url: input.notifyUrl,
        return_url: input.returnUrl,
      };
      params.sign = signParams(params, secret);
      return { payUrl: `${base}${SANDBOX_CHECKOUT_PATH}?${new URLSearchParams(params).toString()}` };
    },
    verifyNotify(params: Record<string, string>) {
      return verifyParams(params, secret);
    },
    parseNotify(params: Record<string, string>): PaymentNotice | null {
      const { out_trade_no: outTradeNo, trade_no: providerTradeNo, total_fen: total, trade_status: status } = params;
      if (!outTradeNo || !providerTradeNo || !total || !/^\d{1,10}$/.test(total)) return null;
      return { outTradeNo, providerTradeNo, amountFen: Number(total), paid: status === SANDBOX_TRADE_SUCCESS };
    },
    async refund(input: RefundInput): Promise<RefundResult> {
      if (!Number.isInteger(input.amountFen) || input.amountFen <= 0) return { status: "FAILED", message: "退款金额无效" };
      const providerRefundNo = `SBR${createHmac("sha256", secret).update(`refund:${input.refundNo}`).digest("hex").slice(0, 20).toUpperCase()}`;
      return { status: "DONE", providerRefundNo };
    },
  };
}
