import type { Decorator, Preview } from "@storybook/react-vite";
import { I18nProvider, setLanguage } from "@wenlv/i18n";
import { THEMES, applyTheme, type ThemeName } from "@wenlv/theme";
import { useLayoutEffect, useRef, type ReactNode } from "react";
import { installReact19Render } from "./react19-render";
import "./preview.css";

installReact19Render();

const THEME_NAMES = Object.keys(THEMES) as ThemeName[];
type PartnerGlobal = ThemeName | "all";

/** Applies a partner theme to <html>, like a shell does at start. */
function PageTheme({ name, children }: { name: ThemeName; children: ReactNode }) {
  useLayoutEffect(() => {
    applyTheme(THEMES[name]);
  }, [name]);
  return <div className="sb-phone">{children}</div>;
}

/** One story frame in its own theme (variables on the frame, `data-wl-theme` for derived tokens). */
function ThemedFrame({ name, children }: { name: ThemeName; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) applyTheme(THEMES[name], ref.current);
  }, [name]);
  return (
    <section className="sb-frame" aria-label={name}>
      <h2 className="sb-frame__title">{name}</h2>
      <div ref={ref} data-wl-theme={name} className="sb-phone">
        {children}
      </div>
    </section>
  );
}

const withPartnerTheme: Decorator = (Story, context) => {
  const partner = (context.globals.partner ?? "default") as PartnerGlobal;
  if (partner === "all") {
    return (
      <div className="sb-frames">
        {THEME_NAMES.map((name) => (
          <ThemedFrame key={name} name={name}>
            <Story />
          </ThemedFrame>
        ))}
      </div>
    );
  }
  return (
    <PageTheme name={THEME_NAMES.includes(partner) ? partner : "default"}>
      <Story />
    </PageTheme>
  );
};

/** Keeps the i18n language in step with the toolbar (setLanguage also sets <html lang>). */
function Language({ locale, children }: { locale: string; children: ReactNode }) {
  useLayoutEffect(() => {
    void setLanguage(locale);
  }, [locale]);
  return <I18nProvider>{children}</I18nProvider>;
}

const withI18n: Decorator = (Story, context) => (
  <Language locale={String(context.globals.locale ?? "zh-CN")}>
    <Story />
  </Language>
);

const preview: Preview = {
  decorators: [withPartnerTheme, withI18n],
  globalTypes: {
    partner: {
      description: "Partner theme (spec section 1)",
      toolbar: {
        title: "Partner",
        icon: "paintbrush",
        dynamicTitle: true,
        items: [
          { value: "default", title: "default #0e8790" },
          { value: "kunshan", title: "kunshan #009c67" },
          { value: "changshu", title: "changshu #00AEA0" },
          { value: "bank", title: "bank" },
          { value: "all", title: "all partners side by side" },
        ],
      },
    },
    locale: {
      description: "UI language",
      toolbar: {
        title: "Language",
        icon: "globe",
        dynamicTitle: true,
        items: [
          { value: "zh-CN", title: "中文" },
          { value: "en", title: "English" },
        ],
      },
    },
  },
  initialGlobals: { partner: "default", locale: "zh-CN" },
  parameters: {
    layout: "fullscreen",
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
