import { PageHeader } from "@wenlv/ui";
import { PhoneCodeForm, type PhoneCodeValues } from "../components/phone-code-form";
import { usePhoneLoginMutation } from "../api";
import { useAuthT } from "../i18n";
import { useFinishLogin } from "../use-finish-login";

/**
 * /PhoneLogin: log in with a mainland mobile and a 6-digit SMS code (spec section 4 "Login", the
 * non-WeChat login target). Success stores the session and returns to `?redirect=` (else /User).
 * In the sandbox the code is read from the API's SMS outbox; this page shows nothing special.
 */
export function PhoneLoginPage() {
  const t = useAuthT();
  const [login, { isLoading }] = usePhoneLoginMutation();
  const finishLogin = useFinishLogin();

  const submit = async ({ phone, code }: PhoneCodeValues) => {
    const result = await login({ phone, code, agree_privacy: "1" });
    if (result.data) finishLogin(result.data);
  };

  return (
    <main className="wl-auth-page">
      <PageHeader title={t("title.phoneLogin")} />
      <PhoneCodeForm purpose="login" submitText={t("form.login")} submitting={isLoading} onSubmit={(values) => void submit(values)} />
    </main>
  );
}
