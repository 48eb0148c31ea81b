import { registerResources } from "@wenlv/i18n";
import { useTranslation } from "react-i18next";
import { TICKETS_NS } from "./titles";
import { ticketsEn } from "./strings/en";
import { ticketsZhCN } from "./strings/zh";

export { TICKETS_NS };

registerResources(TICKETS_NS, { "zh-CN": ticketsZhCN, en: ticketsEn });

/** `t` and `i18n` of the "tickets" namespace; re-renders on language change. */
export function useTicketsT() {
  return useTranslation(TICKETS_NS);
}
