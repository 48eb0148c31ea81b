import type { Config } from "../config";
import { createBankProvider } from "./bank/index";
import type { BankProvider } from "./bank/types";
import { createPartnerAppProvider } from "./partner-app/index";
import type { PartnerAppProvider } from "./partner-app/types";
import { createUserCenterProvider } from "./usercenter/index";
import type { UserCenterProvider } from "./usercenter/types";
import { createWechatProvider } from "./wechat/index";
import type { WechatOAuthProvider } from "./wechat/types";

/** The four auth-code login providers (issue 3 "Every way in"), each sandbox or real per config. */
export type LoginProviders = {
  wechat: WechatOAuthProvider;
  userCenter: UserCenterProvider;
  partnerApp: PartnerAppProvider;
  bank: BankProvider;
};

/**
 * Builds the login providers WECHAT_PROVIDER, USERCENTER_PROVIDER, PARTNER_APP_PROVIDER and
 * BANK_PROVIDER name; `overrides` (tests) replace single ones. `now` is the app clock (sandbox code
 * expiry, signed request timestamps).
 */
export function createLoginProviders(
  config: Pick<Config, "wechat" | "userCenter" | "partnerApps" | "bank">,
  now: () => Date,
  overrides: Partial<LoginProviders> = {},
): LoginProviders {
  return {
    wechat: overrides.wechat ?? createWechatProvider(config, now),
    userCenter: overrides.userCenter ?? createUserCenterProvider(config, now),
    partnerApp: overrides.partnerApp ?? createPartnerAppProvider(config, now),
    bank: overrides.bank ?? createBankProvider(config, now),
  };
}
