export { localized } from "@wenlv/i18n";
