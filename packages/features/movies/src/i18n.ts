import { registerResources } from "@wenlv/i18n";
import { useTranslation } from "react-i18next";
import { moviesEn } from "./strings/en";
import { moviesZhCN } from "./strings/zh";
import { MOVIES_NS } from "./titles";

export { MOVIES_NS };

registerResources(MOVIES_NS, { "zh-CN": moviesZhCN, en: moviesEn });

/** `t` and `i18n` of the "movies" namespace; re-renders on language change. */
export function useMoviesT() {
  return useTranslation(MOVIES_NS);
}
