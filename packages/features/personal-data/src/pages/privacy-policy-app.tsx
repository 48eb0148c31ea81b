import { PrivacyPolicyText } from "@wenlv/ui";
import "@wenlv/ui/account-layout.css";

/**
 * /PrivacyPolicyApp (spec section 2 legal pages; open to everyone): the same privacy policy as
 * /PrivacyPolicy (one text, PrivacyPolicyText of @wenlv/ui) without the app's header, for partner apps and
 * app-store reviews that open it in their own webview with their own navigation bar.
 */
export function PrivacyPolicyAppPage() {
  return (
    <main className="wl-account-page wl-privacy">
      <PrivacyPolicyText />
    </main>
  );
}
