import { registerResources } from "@wenlv/i18n";
import { useTranslation } from "react-i18next";
import { accountEn } from "./strings/en";
import { accountZhCN } from "./strings/zh";

/** i18next namespace of the account feature (/User and the traveller screens). */
export const ACCOUNT_NS = "account";

registerResources(ACCOUNT_NS, { "zh-CN": accountZhCN, en: accountEn });

/** The `t` function of the "account" namespace; re-renders on language change. */
export function useAccountT() {
  return useTranslation(ACCOUNT_NS).t;
}
