import { eq } from "drizzle-orm";
import type { LoginResult } from "@wenlv/contract/auth";
import { isMainlandMobile, isSmsCode } from "@wenlv/validation";
import type { AppContext } from "../../context";
import { users } from "../../db/schema/index";
import { refused, userError } from "../../plugins/envelope";
import { createSession } from "./sessions";
import { consumeSmsCode } from "./sms-codes";
import { defaultNickname, findOrCreateUserByPhone, findUser, recordPrivacyConsent, toUserInfo } from "./users";

/** Refuses anything but an 11-digit mainland mobile (spec section 5), code 0. */
export function assertMobile(phone: string): void {
  if (!isMainlandMobile(phone)) throw userError("请输入正确的手机号码");
}

function assertCode(code: string): void {
  if (!isSmsCode(code)) throw userError("请输入6位数字验证码");
}

async function issueLogin(ctx: AppContext, userId: number): Promise<LoginResult> {
  const now = ctx.now();
  await recordPrivacyConsent(ctx.db, userId, now);
  const session = await createSession(ctx.db, userId, now);
  const user = await findUser(ctx.db, userId);
  if (!user) throw new Error("logged-in user vanished");
  return {
    token: session.token,
    signing_key: session.signingKey,
    expires_at: session.expiresAt.toISOString(),
    user: toUserInfo(user, { signingKey: session.signingKey }),
  };
}

/**
 * SMS login (spec section 4 "Login"): checks the phone and the 6-digit code (purpose "login"),
 * creates the user when new, records the privacy consent and opens a 30-day session.
 * Errors: code 0 with a Chinese message (wrong phone/code, expired, locked).
 */
export async function phoneLogin(ctx: AppContext, phone: string, code: string): Promise<LoginResult> {
  assertMobile(phone);
  assertCode(code);
  await consumeSmsCode(ctx, phone, "login", code);
  const user = await findOrCreateUserByPhone(ctx.db, phone);
  return issueLogin(ctx, user.id);
}

/**
 * Binds a WeChat openid to the phone's account and logs in (/BindPhone?id=openid, spec section 4:
 * "an auth-code login with an unbound mobile leads to /BindPhone"). The code must have been sent
 * with purpose "bind". Refused (4006) when the openid already belongs to another phone or the phone
 * to another openid; an openid-only account is merged into the phone's account by moving the openid.
 */
export async function bindPhone(ctx: AppContext, openid: string, phone: string, code: string): Promise<LoginResult> {
  assertMobile(phone);
  assertCode(code);
  const [byOpenid] = await ctx.db.select().from(users).where(eq(users.openid, openid)).limit(1);
  const [byPhone] = await ctx.db.select().from(users).where(eq(users.phone, phone)).limit(1);
  if (byOpenid?.phone && byOpenid.phone !== phone) throw refused("该微信已绑定其他手机号");
  if (byPhone?.openid && byPhone.openid !== openid) throw refused("该手机号已绑定其他微信账号");
  await consumeSmsCode(ctx, phone, "bind", code);

  const userId = await ctx.db.transaction(async (tx) => {
    if (byPhone) {
      if (byOpenid && byOpenid.id !== byPhone.id) await tx.update(users).set({ openid: null }).where(eq(users.id, byOpenid.id));
      await tx.update(users).set({ openid }).where(eq(users.id, byPhone.id));
      return byPhone.id;
    }
    if (byOpenid) {
      await tx.update(users).set({ phone }).where(eq(users.id, byOpenid.id));
      return byOpenid.id;
    }
    const [created] = await tx.insert(users).values({ phone, openid, nickname: defaultNickname(phone) }).returning({ id: users.id });
    if (!created) throw new Error("user insert returned nothing");
    return created.id;
  });
  return issueLogin(ctx, userId);
}
