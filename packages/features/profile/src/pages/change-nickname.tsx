import { FormField, valueRule } from "@wenlv/ui";
import { Button, Form, Input, Toast } from "antd-mobile";
import { useState } from "react";
import { useUpdateNicknameMutation } from "../api";
import { FormAlert } from "../components/field";
import { ProfileScreen, type ProfileUser } from "../components/profile-user";
import { apiErrorText } from "../api-error";
import { useProfileT } from "../i18n";
import "@wenlv/ui/account-layout.css";
import "../components/profile.css";

/** Longest nickname, characters (contract ZNicknameUpdate). */
export const NICKNAME_MAX = 20;

function NicknameForm({ user, onDone }: { user: ProfileUser; onDone: () => void }) {
  const t = useProfileT();
  const [form] = Form.useForm<{ nickname: string }>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [save, { isLoading }] = useUpdateNicknameMutation();
  const nicknameProblem = (nickname: string) => {
    const value = nickname.trim();
    return value === "" ? t("nickname.empty") : Array.from(value).length > NICKNAME_MAX ? t("nickname.tooLong") : null;
  };

  const finish = async ({ nickname }: { nickname: string }) => {
    if (isLoading) return;
    setServerError(null);
    const result = await save({ nickname: nickname.trim() });
    if (result.error) {
      setServerError(apiErrorText(result.error, t("common.failed")));
      return;
    }
    Toast.show({ content: t("nickname.done") });
    onDone();
  };

  return (
    <Form form={form} className="wl-account-form wl-profile-form" initialValues={{ nickname: user.nickname }} validateTrigger="onBlur" onFinish={(values) => void finish(values)}>
      <FormField name="nickname" label={t("nickname.label")} hint={t("nickname.hint")} rules={[valueRule(nicknameProblem)]}>
        <Input placeholder={t("nickname.placeholder")} maxLength={NICKNAME_MAX + 10} clearable autoComplete="nickname" />
      </FormField>
      <FormAlert message={serverError} />
      <Button className="wl-button-primary wl-profile-submit" block type="submit" color="primary" size="large" loading={isLoading} loadingText={t("common.saving")}>
        {t("common.save")}
      </Button>
    </Form>
  );
}

/**
 * /ChangeNickname (login-required): edits the nickname (1-20 characters after trimming, contract
 * ZNicknameUpdate; the API strips special punctuation, spec section 5) and returns to /UserInfo.
 */
export function ChangeNicknamePage() {
  const t = useProfileT();
  return (
    <ProfileScreen title={t("title.changeNickname")} lines={2}>
      {(user, done) => <NicknameForm user={user} onDone={done} />}
    </ProfileScreen>
  );
}
