import { ConfirmDialog } from "@wenlv/ui";
import type { Consent, ConsentKind } from "@wenlv/contract/privacy";
import { useState } from "react";
import { useGrantConsentMutation, useWithdrawConsentMutation } from "../api";
import { formatShanghaiDate, usePersonalDataT } from "../i18n";
import { applyLocationConsentOnDevice } from "../location-device";
import { SwitchRow } from "./switch-row";

/** Consents the user may grant and withdraw here (privacy is given at login and ends with the account). */
export const TOGGLED_KINDS: readonly Exclude<ConsentKind, "privacy">[] = ["id_number", "travellers", "location"];

/**
 * 授权管理 of /PersonalInfo (PIPL art. 15: withdrawing must be as easy as granting): one switch per
 * separate consent (ID documents, other people as travellers, location) showing the latest state
 * and when it changed. Turning one on grants it at once (/api/uservice/consent/grant); turning it
 * off asks first, then withdraws (/api/uservice/consent/withdraw). A location change also applies
 * to this device (location-device.ts). The privacy policy consent is shown with its version but
 * has no switch.
 */
export function ConsentToggles({ consents }: { consents: readonly Consent[] }) {
  const { t, i18n } = usePersonalDataT();
  const [grant, { isLoading: granting }] = useGrantConsentMutation();
  const [withdraw, { isLoading: withdrawing }] = useWithdrawConsentMutation();
  const [asking, setAsking] = useState<ConsentKind | null>(null);
  const byKind = new Map(consents.map((consent) => [consent.kind, consent]));
  const privacy = byKind.get("privacy");

  const grantNow = async (kind: ConsentKind) => {
    const result = await grant(kind);
    if (result.data && kind === "location") applyLocationConsentOnDevice(true);
  };
  const confirmWithdraw = async () => {
    if (!asking) return;
    const result = await withdraw(asking);
    if (result.data && asking === "location") applyLocationConsentOnDevice(false);
    setAsking(null);
  };

  return (
    <>
      <p className="wl-pd-note">{t("personalInfo.consentIntro")}</p>
      {TOGGLED_KINDS.map((kind) => {
        const consent = byKind.get(kind);
        const granted = consent?.granted === true;
        const when = consent ? formatShanghaiDate(consent.at, i18n.language) : "";
        const state = granted ? t("personalInfo.granted") : t("personalInfo.notGranted");
        return (
          <SwitchRow
            key={kind}
            label={t(`personalInfo.kinds.${kind}.title`)}
            description={`${t(`personalInfo.kinds.${kind}.text`)} ${state}${when ? ` · ${t("personalInfo.updatedAt", { at: when })}` : ""}`}
            checked={granted}
            disabled={granting || withdrawing}
            onChange={(on) => {
              if (on) void grantNow(kind);
              else setAsking(kind);
            }}
          />
        );
      })}
      <div className="wl-pd-switch">
        <span className="wl-pd-switch__label">
          <span>{t("personalInfo.kinds.privacy.title")}</span>
          <span className="wl-pd-switch__description">
            {privacy?.granted ? t("personalInfo.privacyAgreed", { version: privacy.version }) : t("personalInfo.notGranted")}
            {" · "}
            {t("personalInfo.privacyHint")}
          </span>
        </span>
      </div>
      <ConfirmDialog
        visible={asking !== null}
        title={t("personalInfo.withdrawTitle")}
        content={asking ? t("personalInfo.withdrawText", { what: t(`personalInfo.kinds.${asking}.title`) }) : ""}
        confirmText={t("personalInfo.withdraw")}
        busy={withdrawing}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
