// Test-only fixtures of the login screens (imported by *.test.tsx files, never by pages): answers of
// the login endpoints, typed by their contract schemas so a change of the wire shape breaks them.
import type { AuthCodeLoginResult, LoginResult } from "@wenlv/contract/auth";

/** The two answers of an auth-code login, each by itself. */
type BoundAnswer = Extract<AuthCodeLoginResult, { isBindMobile: true }>;
type UnboundAnswer = Extract<AuthCodeLoginResult, { isBindMobile: false }>;

/** A login answer (contract ZLoginResult) for user `id`. */
export function loginResult(id = 7, token = `tok_${id}_abcdefghijklmnopqrstuv`): LoginResult {
  return {
    token,
    signing_key: "a".repeat(64),
    expires_at: "2030-01-01T00:00:00.000Z",
    user: { id, nickname: `游客${id}`, avatar: "", phone_masked: "138****8000" },
  };
}

/** An auth-code login answer (contract ZAuthCodeLoginResult) with a bound mobile: logged in. */
export function boundAnswer(id = 7): BoundAnswer {
  return { ...loginResult(id), isBindMobile: true, openid: `openid-${id}` };
}

/** An auth-code login answer (contract ZAuthCodeLoginResult) without a bound mobile: go to /BindPhone. */
export function unboundAnswer(openid = "wx:oUNBOUND1", ticket = "tkt_0123456789abcdef"): UnboundAnswer {
  return { isBindMobile: false, openid, bind_ticket: ticket };
}
