import type { AuthCodeLoginResult } from "@wenlv/contract/auth";
import { isMainlandMobile } from "@wenlv/validation";
import type { AppContext, AuthSession } from "../../context";
import { refused, userError } from "../../plugins/envelope";
import type { ExternalIdentity } from "../../providers/login-identity";
import { issueBindTicket } from "./bind-tickets";
import { findIdentity, identityOfUser, linkIdentity, providerLabel, unlinkIdentity, type IdentityProviderKey } from "./identities";
import { issueLogin } from "./login";
import { findOrCreateUserByPhone, findUser } from "./users";

/** Longest subject kept (ZBindPhoneRequest.openid allows 128). */
const MAX_SUBJECT = 128;

/**
 * The end of every auth-code login (WeChat, user centre, partner app, bank; spec sections 4 and 7,
 * ZAuthCodeLoginResult), once the provider has vouched for `identity`:
 * - the identity is linked to a user with a phone: that user logs in (`isBindMobile: true`);
 * - else the provider gave a valid mainland mobile: the phone's user (created when new) gets the
 *   identity linked and logs in; refused with 4006 when that user already has another identity of
 *   this provider (as /BindPhone refuses it);
 * - else `{isBindMobile: false, openid: subject, bind_ticket}`: the app goes to /BindPhone.
 * A link to an anonymised account is stale (the account is gone) and is dropped first, so the
 * person starts afresh. `replaces` is the session of the token sent with the call (revoked on login).
 */
export async function loginWithIdentity(
  ctx: AppContext,
  provider: IdentityProviderKey,
  identity: ExternalIdentity,
  replaces: AuthSession | null,
): Promise<AuthCodeLoginResult> {
  const subject = identity.subject;
  if (!subject || subject.length > MAX_SUBJECT) throw userError("授权信息有误，请稍后重试");

  const link = await findIdentity(ctx.db, provider, subject);
  if (link) {
    const user = await findUser(ctx.db, link.userId);
    if (!user || user.anonymisedAt) await unlinkIdentity(ctx.db, link.id);
    else if (user.phone) return { isBindMobile: true, openid: subject, ...(await issueLogin(ctx, user.id, replaces)) };
    else return { isBindMobile: false, openid: subject, bind_ticket: await issueBindTicket(ctx, provider, subject) };
  }

  if (identity.mobile && isMainlandMobile(identity.mobile)) {
    const user = await findOrCreateUserByPhone(ctx.db, identity.mobile);
    if (user.anonymisedAt) throw userError("该账号已注销");
    const other = await identityOfUser(ctx.db, user.id, provider);
    if (other && other.subject !== subject) throw refused(`该手机号已绑定其他${providerLabel(provider)}`);
    if (!other && !(await linkIdentity(ctx.db, user.id, provider, subject, ctx.now()))) {
      throw refused(`该手机号已绑定其他${providerLabel(provider)}`);
    }
    return { isBindMobile: true, openid: subject, ...(await issueLogin(ctx, user.id, replaces)) };
  }

  return { isBindMobile: false, openid: subject, bind_ticket: await issueBindTicket(ctx, provider, subject) };
}
