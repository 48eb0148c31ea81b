import { registerResources } from "@wenlv/i18n";
import { useTranslation } from "react-i18next";
import { PROFILE_NS } from "./titles";
import { profileEn } from "./strings/en";
import { profileZhCN } from "./strings/zh";

export { PROFILE_NS };

registerResources(PROFILE_NS, { "zh-CN": profileZhCN, en: profileEn });

/** The `t` function of the "profile" namespace; re-renders on language change. */
export function useProfileT() {
  return useTranslation(PROFILE_NS).t;
}
