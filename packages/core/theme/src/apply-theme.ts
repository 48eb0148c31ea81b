import type { ThemeTokens } from "./tokens";

/** antd-mobile 5 font-size steps (--adm-font-size-1..10) at scale 1, in px (theme-default.css of antd-mobile 5.x). */
export const ADM_FONT_SIZES_PX = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18] as const;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The CSS custom properties of a theme: antd-mobile 5's global variables (--adm-color-primary,
 * -success, -warning, -danger, -text, -text-secondary, -weak, -border, -box, -wathet and the ten
 * --adm-font-size-N steps scaled by `fontScale`) and ours (--wl-color-primary, --wl-tag-bg,
 * --wl-tag-color, --wl-color-price, --wl-page-bg, --wl-font-scale).
 */
export function themeCssVariables(tokens: ThemeTokens): Record<string, string> {
  const vars: Record<string, string> = {
    "--adm-color-primary": tokens.primary,
    "--adm-color-success": tokens.success,
    "--adm-color-warning": tokens.warning,
    "--adm-color-danger": tokens.danger,
    "--adm-color-text": tokens.text,
    "--adm-color-text-secondary": tokens.textSecondary,
    "--adm-color-weak": tokens.weak,
    "--adm-color-border": tokens.border,
    "--adm-color-box": tokens.pageBackground,
    "--adm-color-wathet": tokens.tagBackground,
    "--wl-color-primary": tokens.primary,
    "--wl-tag-bg": tokens.tagBackground,
    "--wl-tag-color": tokens.tagText,
    "--wl-color-price": tokens.price,
    "--wl-page-bg": tokens.pageBackground,
    "--wl-font-scale": String(tokens.fontScale),
  };
  ADM_FONT_SIZES_PX.forEach((px, i) => {
    vars[`--adm-font-size-${i + 1}`] = `${round2(px * tokens.fontScale)}px`;
  });
  return vars;
}

/**
 * Sets the theme's CSS variables on `root` (the <html> element by default), overriding
 * antd-mobile's :root defaults. Calling it again with another theme replaces every variable.
 * @returns the variables that were set
 */
export function applyTheme(tokens: ThemeTokens, root: HTMLElement = document.documentElement): Record<string, string> {
  const vars = themeCssVariables(tokens);
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  return vars;
}

/** The theme as a CSS rule, e.g. for a Storybook decorator or a <style> in index.html before the app runs. */
export function themeCss(tokens: ThemeTokens, selector = ":root"): string {
  const body = Object.entries(themeCssVariables(tokens))
    .map(([name, value]) => `  ${name}: ${value};`)
    .join("\n");
  return `${selector} {\n${body}\n}`;
}
