import { useSafeNavigate } from "@wenlv/app-kit";
import { EmptyState, PageHeader } from "@wenlv/ui";
import { useSearchParams } from "react-router-dom";
import { PhoneCodeForm, type PhoneCodeValues } from "../components/phone-code-form";
import { useBindPhoneMutation } from "../api";
import { useAuthT } from "../i18n";
import { useFinishLogin } from "../use-finish-login";

/**
 * /BindPhone?id=<openid>: an auth-code login whose account has no mobile yet lands here (spec
 * section 4 "Login"). Phone + code (purpose "bind") + consent -> /api/uservice/user/bindPhone,
 * which logs in like /PhoneLogin and returns to `?redirect=` (else /User). Without `id` the page
 * explains the link is broken and offers the login page.
 */
export function BindPhonePage() {
  const t = useAuthT();
  const navigate = useSafeNavigate();
  const [params] = useSearchParams();
  const openid = params.get("id")?.trim() ?? "";
  const [bind, { isLoading }] = useBindPhoneMutation();
  const finishLogin = useFinishLogin();

  const submit = async ({ phone, code }: PhoneCodeValues) => {
    const result = await bind({ openid, phone, code, agree_privacy: "1" });
    if (result.data) finishLogin(result.data);
  };

  const loginSearch = new URLSearchParams(params);
  loginSearch.delete("id");
  const query = loginSearch.toString();

  return (
    <main className="wl-auth-page">
      <PageHeader title={t("title.bindPhone")} />
      {openid ? (
        <>
          <p className="wl-auth-page__intro">{t("bind.intro")}</p>
          <PhoneCodeForm purpose="bind" submitText={t("form.bind")} submitting={isLoading} onSubmit={(values) => void submit(values)} />
        </>
      ) : (
        <EmptyState
          description={t("bind.missingId")}
          actionText={t("bind.backToLogin")}
          onAction={() => navigate(`/PhoneLogin${query ? `?${query}` : ""}`, { replace: true })}
        />
      )}
    </main>
  );
}
