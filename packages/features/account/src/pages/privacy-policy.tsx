import { useGoBack } from "@wenlv/app-kit";
import { PageHeader } from "@wenlv/ui";
import { useTranslation } from "react-i18next";
import { ACCOUNT_NS, useAccountT } from "../i18n";
import { privacyPolicyEn, privacyPolicyZhCN } from "../privacy-policy-text";
import "../components/account.css";

/**
 * /PrivacyPolicy (spec section 2 legal pages; open to everyone): the privacy policy that the login
 * consent checkbox links to, in the UI language (the Chinese text prevails). Back returns to the
 * form the visitor came from, with what they typed kept by that page.
 */
export function PrivacyPolicyPage() {
  const t = useAccountT();
  const { i18n } = useTranslation(ACCOUNT_NS);
  const goBack = useGoBack();
  const sections = i18n.language.startsWith("en") ? privacyPolicyEn : privacyPolicyZhCN;
  return (
    <main className="wl-account-page wl-privacy">
      <PageHeader title={t("title.privacyPolicy")} onBack={goBack} />
      <article className="wl-privacy__body">
        <h1 className="wl-privacy__title">{t("privacy.heading")}</h1>
        <p className="wl-privacy__intro">{t("privacy.intro")}</p>
        {sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
      </article>
    </main>
  );
}
