import { useT } from "@wenlv/i18n";
import { Popup } from "antd-mobile";
import { CloseOutline } from "antd-mobile-icons";
import type { ReactNode } from "react";
import { UI_NS } from "./i18n";
import { privacyPolicyEn, privacyPolicyZhCN, type PolicySection } from "./privacy-policy-text";
import "./policy-article.css";

export type PolicyArticleProps = {
  heading: string;
  intro: ReactNode;
  sections: readonly (PolicySection & { important?: boolean })[];
};

/**
 * A legal text (privacy policy, user service agreement) as one article: the heading as h1, the
 * intro, then each section's heading (h2) and paragraphs. Sections flagged `important` are shown
 * in bold: terms that limit the user's rights must be brought to their attention (《民法典》第四百九十六条).
 */
export function PolicyArticle({ heading, intro, sections }: PolicyArticleProps) {
  return (
    <article className="wl-privacy__body">
      <h1 className="wl-privacy__title">{heading}</h1>
      <p className="wl-privacy__intro">{intro}</p>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{section.important ? <strong>{p}</strong> : p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}

/**
 * The privacy policy article in the UI language (the Chinese text prevails): shown by
 * /PrivacyPolicy, /PrivacyPolicyApp and the traveller form's consent popup.
 */
export function PrivacyPolicyText() {
  const { t, i18n } = useT(UI_NS);
  const sections = i18n.language.startsWith("en") ? privacyPolicyEn : privacyPolicyZhCN;
  return <PolicyArticle heading={t("policy.heading")} intro={t("policy.intro")} sections={sections} />;
}

export type PrivacyPolicyPopupProps = {
  visible: boolean;
  onClose: () => void;
};

/**
 * The privacy policy in a bottom popup (a modal dialog named 隐私政策 with a close button), so a
 * form that links to it keeps what was typed.
 */
export function PrivacyPolicyPopup({ visible, onClose }: PrivacyPolicyPopupProps) {
  const { t } = useT(UI_NS);
  return (
    <Popup visible={visible} onMaskClick={onClose} destroyOnClose bodyClassName="wl-policy-popup">
      <div role="dialog" aria-modal="true" aria-label={t("policy.title")}>
        <div className="wl-policy-popup__header">
          <button type="button" className="wl-policy-popup__close" aria-label={t("policy.close")} onClick={onClose}>
            <CloseOutline aria-hidden="true" />
          </button>
        </div>
        <PrivacyPolicyText />
      </div>
    </Popup>
  );
}
