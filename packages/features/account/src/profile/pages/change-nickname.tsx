import { useGoBack } from "@wenlv/app-kit";
import { PageHeader } from "@wenlv/ui";
import { Button, Input, Toast } from "antd-mobile";
import { useId, useState, type FormEvent } from "react";
import { useUpdateNicknameMutation } from "../api";
import { Field, FormAlert } from "../components/field";
import { ProfileGate, type ProfileUser } from "../components/profile-user";
import { apiErrorText } from "../api-error";
import { useProfileT } from "../i18n";
import "../../components/account.css";
import "../components/profile.css";

/** Longest nickname, characters (contract ZNicknameUpdate). */
export const NICKNAME_MAX = 20;

function NicknameForm({ user, onDone }: { user: ProfileUser; onDone: () => void }) {
  const t = useProfileT();
  const id = useId();
  const [nickname, setNickname] = useState(user.nickname);
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading }] = useUpdateNicknameMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = nickname.trim();
    const problem = value === "" ? t("nickname.empty") : Array.from(value).length > NICKNAME_MAX ? t("nickname.tooLong") : null;
    setError(problem);
    if (problem || isLoading) return;
    const result = await save({ nickname: value });
    if (result.error) {
      setError(apiErrorText(result.error, t("common.failed")));
      return;
    }
    Toast.show({ content: t("nickname.done") });
    onDone();
  };

  return (
    <form className="wl-profile-form" onSubmit={(event) => void submit(event)} noValidate>
      <Field id={id} label={t("nickname.label")} hint={t("nickname.hint")}>
        <Input id={id} value={nickname} onChange={setNickname} placeholder={t("nickname.placeholder")} maxLength={NICKNAME_MAX + 10} clearable autoComplete="nickname" />
      </Field>
      <FormAlert message={error} />
      <Button className="wl-button-primary wl-profile-submit" block type="submit" color="primary" size="large" loading={isLoading} loadingText={t("common.saving")}>
        {t("common.save")}
      </Button>
    </form>
  );
}

/**
 * /ChangeNickname (login-required): edits the nickname (1-20 characters after trimming, contract
 * ZNicknameUpdate; the API strips special punctuation, spec section 5) and returns to /UserInfo.
 */
export function ChangeNicknamePage() {
  const t = useProfileT();
  const goBack = useGoBack("/UserInfo");
  return (
    <main className="wl-account-page">
      <PageHeader title={t("title.changeNickname")} onBack={goBack} />
      <ProfileGate lines={2}>{(user) => <NicknameForm user={user} onDone={goBack} />}</ProfileGate>
    </main>
  );
}
