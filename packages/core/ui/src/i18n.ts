import { registerResources, useT } from "@wenlv/i18n";
import { uiEn, uiZhCN } from "./resources";

/** The i18next namespace of the shared components. */
export const UI_NS = "ui";

// Registered when any component module loads, so a shell needs no extra set-up step.
registerResources(UI_NS, { "zh-CN": uiZhCN, en: uiEn });

/** The `t` function of the "ui" namespace; re-renders on language change. */
export function useUiT() {
  return useT(UI_NS).t;
}
