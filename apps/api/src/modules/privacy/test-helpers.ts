import { postForm, type TestApp, type TestLogin } from "../../test-utils";
import { sendSmsCode } from "../auth/sms-codes";

/** Test-only helpers for the privacy suites (not used by the server). */

let ipSeq = 0;

/**
 * Sends a "cancel" SMS code to `phone` (as /api/uservice/user/sendMyPhoneCode does) and answers it
 * from the sandbox outbox. Moves the clock past the 1-a-minute resend gap first and uses a fresh
 * client IP, so repeated calls in one suite are never rate limited.
 */
export async function cancelCode(t: TestApp, phone: string): Promise<string> {
  t.clock.advance(61_000);
  ipSeq += 1;
  await sendSmsCode(t.ctx, phone, "cancel", `10.9.${Math.floor(ipSeq / 250)}.${ipSeq % 250}`);
  const code = t.ctx.smsSandbox?.outbox(phone)[0]?.code;
  if (!code) throw new Error("no cancel code in the sandbox outbox");
  return code;
}

/** POSTs /api/uservice/user/cancelAccount with `fields` for `login`. */
export function postCancel(t: TestApp, login: TestLogin, fields: Record<string, string | number | undefined>) {
  return postForm<{ requested_at: string; effective_at: string }>(t.app, "/api/uservice/user/cancelAccount", fields, login.token);
}
