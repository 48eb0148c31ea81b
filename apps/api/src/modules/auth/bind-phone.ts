import { eq } from "drizzle-orm";
import type { LoginResult } from "@wenlv/contract/auth";
import type { EndpointParsed } from "@wenlv/contract/endpoint";
import type { bindPhone as bindPhoneEndpoint } from "@wenlv/contract/endpoints/auth";
import type { AppContext, AuthSession } from "../../context";
import { userIdentities, users } from "../../db/schema/index";
import { refused, userError } from "../../plugins/envelope";
import { findBindTicket, useBindTicket } from "./bind-tickets";
import { findIdentity, identityOfUser, providerLabel } from "./identities";
import { issueLogin } from "./login";
import { assertCode, assertMobile } from "./service";
import { consumeSmsCode } from "./sms-codes";
import { defaultNickname } from "./users";

/** What /BindPhone sends (ZBindPhoneRequest after parsing). */
export type BindPhoneInput = EndpointParsed<typeof bindPhoneEndpoint>;

const TICKET_GONE = "授权已失效，请重新登录";

/**
 * Binds the identity an auth-code login proved to a phone and logs in (/BindPhone?id=openid, spec
 * section 4; docs/decisions/009). The bind ticket decides which provider's identity is linked and
 * `openid` must be its subject; a missing, used, expired or foreign ticket is refused (code 0
 * "授权已失效，请重新登录"). Refused with 4006 and nothing changed when the identity already belongs
 * to another phone, or the phone's user already has another identity of that provider. The SMS code
 * (purpose "bind") is checked next; then, in one transaction, the ticket is used (conditional
 * UPDATE, so only once) and the identity linked: to the phone's user (created when new), moving it
 * off a phone-less account when it was there.
 */
export async function bindPhone(ctx: AppContext, input: BindPhoneInput, replaces: AuthSession | null): Promise<LoginResult> {
  assertMobile(input.phone);
  assertCode(input.code);
  const ticket = await findBindTicket(ctx.db, input.bind_ticket, ctx.now());
  if (!ticket || ticket.subject !== input.openid) throw userError(TICKET_GONE);
  const { provider, subject } = ticket;
  const label = providerLabel(provider);

  const byIdentity = await findIdentity(ctx.db, provider, subject);
  const identityUser = byIdentity ? (await ctx.db.select().from(users).where(eq(users.id, byIdentity.userId)).limit(1))[0] : undefined;
  const [byPhone] = await ctx.db.select().from(users).where(eq(users.phone, input.phone)).limit(1);
  if (identityUser?.phone && identityUser.phone !== input.phone) throw refused(`该${label}已绑定其他手机号`);
  const phoneIdentity = byPhone ? await identityOfUser(ctx.db, byPhone.id, provider) : null;
  if (phoneIdentity && phoneIdentity.subject !== subject) throw refused(`该手机号已绑定其他${label}`);
  await consumeSmsCode(ctx, input.phone, "bind", input.code);

  const now = ctx.now();
  const userId = await ctx.db.transaction(async (tx) => {
    if (!(await useBindTicket(tx, ticket.id, now))) throw userError(TICKET_GONE);
    if (byPhone) {
      if (byIdentity && byIdentity.userId !== byPhone.id) {
        await tx.update(userIdentities).set({ userId: byPhone.id }).where(eq(userIdentities.id, byIdentity.id));
      } else if (!byIdentity) {
        await tx.insert(userIdentities).values({ userId: byPhone.id, provider, subject, createdAt: now });
      }
      return byPhone.id;
    }
    if (byIdentity) {
      await tx.update(users).set({ phone: input.phone }).where(eq(users.id, byIdentity.userId));
      return byIdentity.userId;
    }
    const [created] = await tx.insert(users).values({ phone: input.phone, nickname: defaultNickname(input.phone) }).returning({ id: users.id });
    if (!created) throw new Error("user insert returned nothing");
    await tx.insert(userIdentities).values({ userId: created.id, provider, subject, createdAt: now });
    return created.id;
  });
  return issueLogin(ctx, userId, replaces);
}
