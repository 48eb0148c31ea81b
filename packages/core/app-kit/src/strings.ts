import { COMMON_NS, registerResources } from "@wenlv/i18n";

/** Strings app-kit adds to the "common" namespace under `app.*`. */
export const appKitZhCN = { app: { tabBar: "主导航" } };
/** English strings app-kit adds to "common". */
export const appKitEn: typeof appKitZhCN = { app: { tabBar: "Main navigation" } };

registerResources(COMMON_NS, { "zh-CN": appKitZhCN, en: appKitEn });
