import { registerResources } from "@wenlv/i18n";
import { useTranslation } from "react-i18next";
import { accountEn, accountZhCN } from "./resources";

/** i18next namespace of the account feature. */
export const ACCOUNT_NS = "account";

registerResources(ACCOUNT_NS, { "zh-CN": accountZhCN, en: accountEn });

/** The `t` function of the "account" namespace; re-renders on language change. */
export function useAccountT() {
  return useTranslation(ACCOUNT_NS).t;
}

/**
 * Translates a Chinese message of `@wenlv/validation` (it answers Chinese, spec section 5): the
 * message is the key into `validation`; Chinese, and any message without an English entry, is
 * shown as it is.
 */
export function useValidationText(): (message: string) => string {
  const t = useAccountT();
  return (message) => t(`validation.${message}`, { defaultValue: message });
}
