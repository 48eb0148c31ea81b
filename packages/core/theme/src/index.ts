export { tint, contrastRatio } from "./color";
export { THEMES, DEFAULT_THEME, KUNSHAN_THEME, CHANGSHU_THEME, BANK_THEME, TAG_TINT_RATIO, CARE_FONT_SCALE, themeFromPrimary, careTokens } from "./tokens";
export type { ThemeTokens, ThemeName } from "./tokens";
export { PARTNERS, DEFAULT_PARTNER, KUNSHAN_PARTNER, CHANGSHU_PARTNER, BANK_PARTNER, partnerTitle, partnerSiteName, partnerText } from "./partners";
export type { PartnerConfig, PartnerText } from "./partners";
export { applyTheme, themeCssVariables, themeCss, ADM_FONT_SIZES_PX } from "./apply-theme";
export { formatTitle } from "./title";
export { rootFontSize, installRootFontSize, DESIGN_WIDTH, MAX_WIDTH_FACTOR, FALLBACK_WIDTH } from "./root-font-size";
export type { RootFontSizeOptions } from "./root-font-size";
export {
  CARE_MODE_KEY,
  CARE_MODE_ATTRIBUTE,
  CARE_MODE_EVENT,
  CARE_BORDER,
  readCareMode,
  writeCareMode,
  careStorage,
  careModeTokens,
  markCareMode,
  applyCareMode,
  setCareMode,
  subscribeCareMode,
  installCareMode,
} from "./care-mode";
