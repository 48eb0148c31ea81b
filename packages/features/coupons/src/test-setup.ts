import "@testing-library/jest-dom/vitest";
import { i18n } from "@wenlv/i18n";
import { beforeEach } from "vitest";

// The product language is zh-CN; jsdom's navigator says en-US, so tests pin it.
beforeEach(async () => {
  if (i18n.language !== "zh-CN") await i18n.changeLanguage("zh-CN");
});
