import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { registerResources, setLanguage } from "./instance";
import { I18nProvider, useT } from "./react";

function Retry() {
  const { t } = useT();
  return <button type="button">{t("retry")}</button>;
}

function Title() {
  const { t } = useT("demo");
  return <h1>{t("title")}</h1>;
}

afterEach(async () => {
  await setLanguage("zh-CN");
});

describe("useT / I18nProvider", () => {
  it("renders common strings and re-renders on language change", async () => {
    await setLanguage("zh-CN");
    render(<I18nProvider><Retry /></I18nProvider>);
    expect(screen.getByRole("button")).toHaveTextContent("重试");
    await act(() => setLanguage("en"));
    expect(screen.getByRole("button")).toHaveTextContent("Retry");
  });

  it("reads a registered namespace", async () => {
    registerResources("demo", { "zh-CN": { title: "拙政园" }, en: { title: "Humble Administrator's Garden" } });
    await setLanguage("en");
    render(<I18nProvider><Title /></I18nProvider>);
    expect(screen.getByRole("heading")).toHaveTextContent("Humble Administrator's Garden");
  });
});
