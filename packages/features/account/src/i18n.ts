import { registerResources } from "@wenlv/i18n";
import { useTranslation } from "react-i18next";
import { ACCOUNT_NS } from "./titles";
import { accountEn } from "./strings/en";
import { accountZhCN } from "./strings/zh";

export { ACCOUNT_NS };

registerResources(ACCOUNT_NS, { "zh-CN": accountZhCN, en: accountEn });

/** The `t` function of the "account" namespace; re-renders on language change. */
export function useAccountT() {
  return useTranslation(ACCOUNT_NS).t;
}
