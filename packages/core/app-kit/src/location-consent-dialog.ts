import { COMMON_NS, i18n } from "@wenlv/i18n";
import "./strings";

/**
 * Asks for the separate location consent (PIPL art. 28-29, issue 3) with an antd-mobile confirm
 * dialog in the current language; resolves true when the visitor taps 同意. Used by createCityApp
 * through @wenlv/host startLocationWithConsent, which stores the answer and never asks again. The
 * dialog component loads when first asked (issue 8: not part of the first screen's JS).
 */
export async function askLocationConsent(): Promise<boolean> {
  const t = i18n.getFixedT(null, COMMON_NS);
  const { Dialog } = await import("@wenlv/api-client/antd-feedback-components");
  return Dialog.confirm({
    title: t("app.locationConsent.title"),
    content: t("app.locationConsent.content"),
    confirmText: t("app.locationConsent.allow"),
    cancelText: t("app.locationConsent.refuse"),
  });
}
