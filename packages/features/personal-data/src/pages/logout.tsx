import { ACCOUNT_DELETION_NOTICE_DAYS } from "@wenlv/contract/privacy";
import { loggedOut, selectUser } from "@wenlv/api-client";
import { useSendMyPhoneCodeMutation } from "@wenlv/api-client/user-api";
import { useAppDispatch, useAppSelector, useCountdown, useGoBack, useSafeNavigate } from "@wenlv/app-kit";
import { ConfirmDialog, FormField, PageHeader, valueRule } from "@wenlv/ui";
import { Button, Form, Input, TextArea } from "antd-mobile";
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { useCancelAccountMutation } from "../api";
import { usePersonalDataT } from "../i18n";
import { checkSmsCode } from "../rules";
import "@wenlv/ui/account-layout.css";
import "../personal-data.css";

/** Envelope code of a refusal (spec section 8): cancelAccount answers it while orders are open. */
const REFUSED = 4006;

/** Where a successful deletion goes: the notice with the date the data goes (replace, no way back). */
export function deletionDonePath(effectiveAt: string): string {
  return `/LogoutNotice?done=1&until=${encodeURIComponent(effectiveAt)}`;
}

/** The deletion form's fields: an optional reason and the SMS code. */
type DeletionFields = { reason: string; code: string };

/**
 * /Logout (login-required): apply to delete the account (issue 3, contract privacy.ts). States
 * what is deleted and what is kept (orders for 3 years under an anonymous id, E-Commerce Law art.
 * 31), the {@link ACCOUNT_DELETION_NOTICE_DAYS}-day notice period, an optional reason, and an SMS code sent to the
 * user's own phone (/api/uservice/user/sendMyPhoneCode purpose cancel). 申请注销账号 checks the
 * code (6 digits), asks in a dialog, then calls /api/uservice/user/cancelAccount. On success the
 * server has revoked every session; the device forgets its session too (`loggedOut`, which also
 * empties the API cache) and replaces this page with /LogoutNotice?done=1. A 4006 refusal (open
 * orders) shows its message with a link to /Trades.
 */
export function LogoutPage() {
  const { t } = usePersonalDataT();
  const ids = useId();
  const dispatch = useAppDispatch();
  const navigate = useSafeNavigate();
  const goBack = useGoBack("/User");
  const user = useAppSelector(selectUser);
  const [sendCode, { isLoading: sending }] = useSendMyPhoneCodeMutation();
  const [cancelAccount, { isLoading: cancelling }] = useCancelAccountMutation();
  const countdown = useCountdown();
  const [form] = Form.useForm<DeletionFields>();
  const [sent, setSent] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<{ msg: string; openOrders: boolean } | null>(null);

  const send = async () => {
    const result = await sendCode({ purpose: "cancel" });
    if (result.data) {
      setSent(true);
      countdown.start(result.data.resend_after_s);
    }
  };
  const codeProblem = (code: string) => {
    const problem = checkSmsCode(code);
    return problem ? t(`errors.${problem}`) : null;
  };
  const confirm = async () => {
    setRefusal(null);
    const { code, reason } = form.getFieldsValue() as DeletionFields;
    const result = await cancelAccount({ code: code.trim(), ...(reason.trim() ? { reason: reason.trim() } : {}) });
    setConfirming(false);
    if (result.error) {
      const error = result.error as { code?: number; msg?: string };
      setRefusal({ msg: error.msg ?? "", openOrders: error.code === REFUSED });
      return;
    }
    dispatch(loggedOut());
    navigate(deletionDonePath(result.data.effective_at), { replace: true });
  };

  const deleted = t("logout.deleted", { returnObjects: true }) as string[];
  return (
    <main className="wl-account-page">
      <PageHeader title={t("title.logout")} onBack={goBack} />
      <section className="wl-pd-section" aria-labelledby={`${ids}-deleted`}>
        <p>{t("logout.intro")}</p>
        <h2 id={`${ids}-deleted`}>{t("logout.deletedTitle")}</h2>
        <ul>
          {deleted.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section className="wl-pd-section" aria-labelledby={`${ids}-kept`}>
        <h2 id={`${ids}-kept`}>{t("logout.keptTitle")}</h2>
        <p>{t("logout.kept")}</p>
      </section>
      <section className="wl-pd-section" aria-labelledby={`${ids}-period`}>
        <h2 id={`${ids}-period`}>{t("logout.periodTitle", { days: ACCOUNT_DELETION_NOTICE_DAYS })}</h2>
        <p>{t("logout.period", { days: ACCOUNT_DELETION_NOTICE_DAYS })}</p>
        <p>{t("logout.ordersHint")}</p>
        <Link to="/LogoutNotice">{t("logout.readNotice")}</Link>
      </section>
      <Form form={form} className="wl-account-form" initialValues={{ reason: "", code: "" }} validateTrigger="onBlur" onFinish={() => setConfirming(true)}>
        <FormField name="reason" label={t("logout.reason")}>
          <TextArea rows={3} maxLength={200} placeholder={t("logout.reasonPlaceholder")} />
        </FormField>
        <FormField
          name="code"
          label={t("logout.code")}
          hint={user?.phone_masked ? t("logout.codeHint", { phone: user.phone_masked }) : t("logout.codeHintNoPhone")}
          rules={[valueRule(codeProblem)]}
          action={
            <Button className="wl-pd-send" fill="outline" loading={sending} disabled={countdown.running} onClick={() => void send()}>
              {countdown.running ? t("logout.resend", { seconds: countdown.remaining }) : t("logout.sendCode")}
            </Button>
          }
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t("logout.codePlaceholder")} />
        </FormField>
        <p className="wl-account-hint" role="status">
          {sent ? t("logout.codeSent") : ""}
        </p>
        {refusal ? (
          <div className="wl-account-error wl-pd-refusal" role="alert">
            <p>{refusal.msg}</p>
            {refusal.openOrders ? <Link to="/Trades">{t("logout.openOrders")}</Link> : null}
          </div>
        ) : null}
        <Button className="wl-account-submit wl-pd-danger" block type="submit" color="danger" size="large" loading={cancelling}>
          {t("logout.submit")}
        </Button>
      </Form>
      <ConfirmDialog
        visible={confirming}
        title={t("logout.confirmTitle")}
        content={t("logout.confirmText", { days: ACCOUNT_DELETION_NOTICE_DAYS })}
        confirmText={t("logout.confirm")}
        busy={cancelling}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </main>
  );
}
