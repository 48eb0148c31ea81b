import type { Config } from "../../config";
import { createPartnerAppHmac } from "./hmac";
import { createSandboxPartnerApps } from "./sandbox";
import type { PartnerAppProvider } from "./types";

/**
 * The partner-app provider named by PARTNER_APP_PROVIDER: the offline sandbox (default) or the
 * HMAC-signed verify protocol with each configured partner's PARTNER_<P>_VERIFY_URL, _APP_ID, _SECRET.
 */
export function createPartnerAppProvider(config: Pick<Config, "partnerApps">, now: () => Date): PartnerAppProvider {
  const c = config.partnerApps;
  if (c.provider === "sandbox") return createSandboxPartnerApps({ now });
  return createPartnerAppHmac({ partners: c.partners, now });
}
