import { COMMON_NS, registerResources } from "@wenlv/i18n";

/** Strings app-kit adds to the "common" namespace under `app.*`. */
export const appKitZhCN = {
  app: {
    tabBar: "主导航",
    locationConsent: {
      title: "使用您的位置信息",
      content:
        "为向您展示附近的景区、距离和出行信息，我们需要使用您设备的位置信息。位置属于敏感个人信息，仅在本设备上用于计算距离，您可随时在“个人信息查询与导出”中撤回。不同意不影响浏览和购票。",
      allow: "同意",
      refuse: "不同意",
    },
  },
};
/** English strings app-kit adds to "common". */
export const appKitEn: typeof appKitZhCN = {
  app: {
    tabBar: "Main navigation",
    locationConsent: {
      title: "Use your location",
      content:
        "To show nearby scenic spots, distances and travel information we need your device's location. Location is sensitive personal information; it is used on this device to work out distances, and you can withdraw this at any time under Personal information. Saying no does not stop you browsing or buying tickets.",
      allow: "Allow",
      refuse: "Don't allow",
    },
  },
};

registerResources(COMMON_NS, { "zh-CN": appKitZhCN, en: appKitEn });
