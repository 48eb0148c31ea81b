import { tint } from "./color";

/**
 * Design tokens of one partner theme. Colours are CSS colour strings; `fontScale` multiplies every
 * antd-mobile font size (1 normally, larger in care mode). applyTheme maps them onto antd-mobile 5
 * CSS variables and our own `--wl-*` variables.
 */
export type ThemeTokens = {
  /** Brand colour: buttons, links, active tab (--adm-color-primary). */
  primary: string;
  /** Background of tags and light highlights (--wl-tag-bg, --adm-color-wathet). */
  tagBackground: string;
  /** Text colour on tags (--wl-tag-color). */
  tagText: string;
  /** Prices and amounts (--wl-color-price). */
  price: string;
  success: string;
  warning: string;
  danger: string;
  text: string;
  textSecondary: string;
  weak: string;
  border: string;
  /** Page background behind cards (--wl-page-bg, --adm-color-box). */
  pageBackground: string;
  /** Multiplier for font sizes; 1 normally, {@link CARE_FONT_SCALE} in care mode. */
  fontScale: number;
};

/** Tag background = 10 % of the primary mixed into white (see tint). */
export const TAG_TINT_RATIO = 0.1;

const BASE = {
  price: "#FF5A1F",
  success: "#00B578",
  warning: "#FF8F1F",
  danger: "#FF3141",
  text: "#333333",
  textSecondary: "#666666",
  weak: "#999999",
  border: "#EEEEEE",
  pageBackground: "#F5F6F7",
  fontScale: 1,
} as const;

/** Builds the tokens of a theme from its primary colour (and the tag background when one is given). */
export function themeFromPrimary(primary: string, tagBackground: string = tint(primary, TAG_TINT_RATIO)): ThemeTokens {
  return { ...BASE, primary, tagBackground, tagText: primary };
}

/** The theme names: the three partner codes of spec section 6 plus the bank-app host. */
export type ThemeName = "default" | "kunshan" | "changshu" | "bank";

/**
 * Partner themes (spec section 1; decision record docs/decisions/001-partner-themes.md):
 * - default: #0e8790, teal tag background #E6F3F3 (10 % tint);
 * - kunshan: #009c67, tag background #E5F5EF (10 % tint);
 * - changshu: #00AEA0 with the spec's tag background #E5F7F5;
 * - bank: #1F5FA6, a calm blue of its own (issue 9, decision 026: the bank zone looks like the bank's
 *   part of the platform, not like a real bank's brand), tag background #E8EFF6 (10 % tint); the
 *   brand colour itself reaches 6.5:1 on white, so it passes 4.5:1 as text too (decision 003).
 */
export const DEFAULT_THEME: ThemeTokens = /* @__PURE__ */ themeFromPrimary("#0E8790");
export const KUNSHAN_THEME: ThemeTokens = /* @__PURE__ */ themeFromPrimary("#009C67");
export const CHANGSHU_THEME: ThemeTokens = /* @__PURE__ */ themeFromPrimary("#00AEA0", "#E5F7F5");
export const BANK_THEME: ThemeTokens = /* @__PURE__ */ themeFromPrimary("#1F5FA6");

/** Every partner's theme by name. A shell imports its own theme constant, so its build carries no other (issue 8 budget). */
export const THEMES: Readonly<Record<ThemeName, ThemeTokens>> = { default: DEFAULT_THEME, kunshan: KUNSHAN_THEME, changshu: CHANGSHU_THEME, bank: BANK_THEME };

/** Font multiplier of care mode (关怀模式, the elderly-friendly variant behind /User's Care screens). */
export const CARE_FONT_SCALE = 1.25;

/** Care-mode variant of a theme: larger fonts and darker secondary text for contrast. */
export function careTokens(tokens: ThemeTokens): ThemeTokens {
  return { ...tokens, fontScale: CARE_FONT_SCALE, text: "#1A1A1A", textSecondary: "#333333", weak: "#666666" };
}
