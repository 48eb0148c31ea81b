import { eq } from "drizzle-orm";
import type { UserInfo } from "@wenlv/contract/auth";
import type { EndpointParsed } from "@wenlv/contract/endpoint";
import type { updateNickname as updateNicknameEndpoint } from "@wenlv/contract/endpoints/profile";
import { stripSpecialPunctuation } from "@wenlv/validation";
import type { AppContext } from "../../context";
import { users } from "../../db/schema/index";
import { userError } from "../../plugins/envelope";
import { userAnswer } from "./user-answer";

/** Longest nickname, in characters (code points) after filtering (contract ZNicknameUpdate). */
export const NICKNAME_MAX = 20;

/**
 * The nickname as stored: special punctuation and symbols stripped (spec section 5 text filter,
 * @wenlv/validation stripSpecialPunctuation), runs of whitespace folded to one space, trimmed.
 * Code 0 when nothing is left ("昵称不能只包含特殊符号") or more than 20 characters remain.
 */
export function cleanNickname(raw: string): string {
  const nickname = stripSpecialPunctuation(raw).replace(/\s+/gu, " ").trim();
  if (nickname === "") throw userError("昵称不能只包含特殊符号");
  if (Array.from(nickname).length > NICKNAME_MAX) throw userError(`昵称最多${NICKNAME_MAX}个字`);
  return nickname;
}

/** /ChangeNickname (user/updateNickname): stores the cleaned nickname and answers the user (ZUserInfo). */
export async function updateNickname(ctx: Pick<AppContext, "db">, userId: number, input: EndpointParsed<typeof updateNicknameEndpoint>): Promise<UserInfo> {
  const nickname = cleanNickname(input.nickname);
  await ctx.db.update(users).set({ nickname }).where(eq(users.id, userId));
  return userAnswer(ctx, userId);
}
