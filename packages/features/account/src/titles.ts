import { registerTitles } from "@wenlv/i18n";

/** Namespace of the account feature (also used by ./i18n for the screens' strings). */
export const ACCOUNT_NS = "account";

// Route titles [zh-CN, English], registered with the routes (loaded at start).
registerTitles(ACCOUNT_NS, {
  user: ["我的", "Me"],
  contacts: ["常用出行人", "Travellers"],
  contactEdit: ["编辑出行人", "Edit traveller"],
  messages: ["消息通知", "Messages"],
});
