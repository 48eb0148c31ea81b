import { useGoBack } from "@wenlv/app-kit";
import { PageHeader, PrivacyPolicyText } from "@wenlv/ui";
import { usePersonalDataT } from "../i18n";
import "@wenlv/ui/account-layout.css";

/**
 * /PrivacyPolicy (spec section 2 legal pages; open to everyone): the privacy policy that the login
 * consent checkbox links to, in the UI language (the Chinese text prevails). Back returns to the
 * form the visitor came from, with what they typed kept by that page.
 */
export function PrivacyPolicyPage() {
  const { t } = usePersonalDataT();
  const goBack = useGoBack();
  return (
    <main className="wl-account-page wl-privacy">
      <PageHeader title={t("title.privacyPolicy")} onBack={goBack} />
      <PrivacyPolicyText />
    </main>
  );
}
