import { useQueryParams, useSafeNavigate } from "@wenlv/app-kit";
import { EmptyState, PageHeader } from "@wenlv/ui";
import { useState } from "react";
import { PhoneCodeForm, type PhoneCodeValues } from "../components/phone-code-form";
import { useBindPhoneMutation } from "../api";
import { useAuthT } from "../i18n";
import { useLoginLanding } from "../login-flow";
import { clearBindTicket, readBindTicket } from "../login-storage";
import { useFinishLogin } from "../use-finish-login";
import "../components/auth-page.css";

/**
 * /BindPhone?id=<openid>&redirect=: an auth-code login (WeChat, social-security card, partner app,
 * bank) whose account has no mobile yet lands here (spec section 4 "Login"). Phone + code
 * (purpose "bind") + consent -> `bindPhone` with the one-time `bind_ticket` that
 * login left in sessionStorage for this openid (decision 009: knowing an openid is not enough), then
 * logs in like /PhoneLogin and returns to `?redirect=` (else /User).
 * Without `id`, or without a ticket (another tab, closed tab, already used), the page says the
 * authorisation has expired and offers to log in again.
 */
export function BindPhonePage() {
  const t = useAuthT();
  const navigate = useSafeNavigate();
  const params = useQueryParams();
  const openid = params.get("id")?.trim() ?? "";
  const [ticket] = useState(() => (openid ? readBindTicket(openid) : null));
  const [bind, { isLoading }] = useBindPhoneMutation();
  const finishLogin = useFinishLogin();
  const landing = useLoginLanding();

  const submit = async ({ phone, code }: PhoneCodeValues) => {
    if (!ticket) return;
    const result = await bind({ openid, bind_ticket: ticket, phone, code, agree_privacy: "1" });
    if (!result.data) return;
    clearBindTicket(openid);
    finishLogin(result.data);
  };

  const missing = !openid ? t("bind.missingId") : !ticket ? t("bind.ticketExpired") : null;
  return (
    <main className="wl-auth-page">
      <PageHeader title={t("title.bindPhone")} />
      {missing ? (
        <EmptyState
          title={t("bind.ticketExpiredTitle")}
          description={missing}
          actionText={t("bind.loginAgain")}
          onAction={() => navigate(landing, { replace: true })}
        />
      ) : (
        <>
          <p className="wl-auth-page__intro">{t("bind.intro")}</p>
          <PhoneCodeForm purpose="bind" submitText={t("form.bind")} submitting={isLoading} onSubmit={(values) => void submit(values)} />
        </>
      )}
    </main>
  );
}
