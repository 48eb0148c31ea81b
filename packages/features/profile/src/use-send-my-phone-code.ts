import { useSendMyPhoneCodeMutation } from "@wenlv/api-client/user-api";
import type { MyPhoneCodeRequest } from "@wenlv/contract/profile";
import { apiErrorText } from "./api-error";
import { useProfileT } from "./i18n";

/**
 * The "获取验证码" action of the steps that send a code to the user's own number (/ChangePhone step 1,
 * /paymentPassword): clears the step's message, sends, and answers the API's `resend_after_s`
 * (seconds, for the countdown) or null after showing the refusal through `setError`.
 */
export function useSendMyPhoneCode(purpose: MyPhoneCodeRequest["purpose"], setError: (message: string | null) => void): () => Promise<number | null> {
  const t = useProfileT();
  const [sendCode] = useSendMyPhoneCodeMutation();
  return async () => {
    setError(null);
    const result = await sendCode({ purpose });
    if (result.error) {
      setError(apiErrorText(result.error, t("common.failed")));
      return null;
    }
    return result.data.resend_after_s;
  };
}
