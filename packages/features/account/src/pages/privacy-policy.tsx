import { useGoBack } from "@wenlv/app-kit";
import { PageHeader } from "@wenlv/ui";
import { PrivacyPolicyText } from "../components/policy-article";
import { useAccountT } from "../i18n";
import "../components/account.css";

/**
 * /PrivacyPolicy (spec section 2 legal pages; open to everyone): the privacy policy that the login
 * consent checkbox links to, in the UI language (the Chinese text prevails). Back returns to the
 * form the visitor came from, with what they typed kept by that page.
 */
export function PrivacyPolicyPage() {
  const t = useAccountT();
  const goBack = useGoBack();
  return (
    <main className="wl-account-page wl-privacy">
      <PageHeader title={t("title.privacyPolicy")} onBack={goBack} />
      <PrivacyPolicyText />
    </main>
  );
}
