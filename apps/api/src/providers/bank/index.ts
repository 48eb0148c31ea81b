import type { Config } from "../../config";
import { createBankOpenApi } from "./open-api";
import { createSandboxBank } from "./sandbox";
import type { BankProvider } from "./types";

/**
 * The bank provider named by BANK_PROVIDER: the offline sandbox (default) or the bank's signed
 * open API with BANK_AUTH_URL, BANK_APP_ID, BANK_APP_SECRET (config.ts checks them).
 */
export function createBankProvider(config: Pick<Config, "bank">, now: () => Date): BankProvider {
  const c = config.bank;
  if (c.provider === "sandbox") return createSandboxBank({ now });
  return createBankOpenApi({ authUrl: c.authUrl, appId: c.appId, appSecret: c.appSecret, now });
}
