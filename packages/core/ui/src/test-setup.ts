import "@testing-library/jest-dom/vitest";
import { i18n } from "@wenlv/i18n";
import { beforeEach } from "vitest";

// jsdom reports navigator.languages ["en-US"]; the product language is zh-CN, so tests start there
// and the English tests switch explicitly.
beforeEach(async () => {
  await i18n.changeLanguage("zh-CN");
});
