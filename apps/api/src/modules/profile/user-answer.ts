import { ResultCode } from "@wenlv/contract/envelope";
import type { UserInfo } from "@wenlv/contract/auth";
import type { AppContext } from "../../context";
import { AppError } from "../../plugins/envelope";
import { findUser, loadUserInfo } from "../auth/users";

/** Shanghai calendar days start at 16:00 UTC: pass this as `offsetMs` to day-long rate windows. */
export const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** The user row of a session; a user that no longer exists answers HTTP 401 + 4005 (log in again). */
export async function sessionUser(ctx: Pick<AppContext, "db">, userId: number): Promise<NonNullable<Awaited<ReturnType<typeof findUser>>>> {
  const user = await findUser(ctx.db, userId);
  if (!user) throw new AppError(ResultCode.TOKEN_INVALID, "请先登录", 401);
  return user;
}

/** The answer of every profile write: the user as ZUserInfo (masked values only, no token or signing key). */
export async function userAnswer(ctx: Pick<AppContext, "db">, userId: number): Promise<UserInfo> {
  const info = await loadUserInfo(ctx.db, userId);
  if (!info) throw new AppError(ResultCode.TOKEN_INVALID, "请先登录", 401);
  return info;
}
