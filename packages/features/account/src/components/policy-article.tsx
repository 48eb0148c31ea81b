import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ACCOUNT_NS, useAccountT } from "../i18n";
import { privacyPolicyEn, privacyPolicyZhCN, type PolicySection } from "../privacy-policy-text";
import "./account.css";

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
 * The privacy policy article in the UI language (the Chinese text prevails): shared by
 * /PrivacyPolicy, /PrivacyPolicyApp and the traveller form's consent popup.
 */
export function PrivacyPolicyText() {
  const t = useAccountT();
  const { i18n } = useTranslation(ACCOUNT_NS);
  const sections = i18n.language.startsWith("en") ? privacyPolicyEn : privacyPolicyZhCN;
  return <PolicyArticle heading={t("privacy.heading")} intro={t("privacy.intro")} sections={sections} />;
}
