import { registerResources } from "@wenlv/i18n";
import { useTranslation } from "react-i18next";
import { profileEn } from "./strings/en";
import { profileZhCN } from "./strings/zh";

/** i18next namespace of the profile feature (/UserInfo and the screens its rows open, /Setting). */
export const PROFILE_NS = "profile";

registerResources(PROFILE_NS, { "zh-CN": profileZhCN, en: profileEn });

/** The `t` function of the "profile" namespace; re-renders on language change. */
export function useProfileT() {
  return useTranslation(PROFILE_NS).t;
}
