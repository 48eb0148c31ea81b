import type { Config } from "../../config";
import { createSandboxPaymentProvider } from "./sandbox";
import type { PaymentProvider } from "./types";

/**
 * The payment provider named by PAY_PROVIDER (ARCHITECTURE.md "Providers"). Only the sandbox exists
 * so far; it signs with PAY_SANDBOX_SECRET. `pay_url`s are relative: the cashier page is served by
 * this API on the app's own origin.
 */
export function createPaymentProvider(config: Pick<Config, "payProvider" | "paySandboxSecret">): PaymentProvider {
  switch (config.payProvider) {
    case "sandbox":
      return createSandboxPaymentProvider({ secret: config.paySandboxSecret });
  }
}
