import { registerResources } from "@wenlv/i18n";
import { useTranslation } from "react-i18next";
import { authEn } from "./strings/en";
import { authZhCN } from "./strings/zh";

/** i18next namespace of the auth feature (every login screen). */
export const AUTH_NS = "auth";

registerResources(AUTH_NS, { "zh-CN": authZhCN, en: authEn });

/** The `t` function of the "auth" namespace; re-renders on language change. */
export function useAuthT() {
  return useTranslation(AUTH_NS).t;
}
