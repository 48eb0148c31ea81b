import { eq } from "drizzle-orm";
import type { UserInfo } from "@wenlv/contract/auth";
import type { EndpointParsed } from "@wenlv/contract/endpoint";
import type { uploadAvatar as uploadAvatarEndpoint } from "@wenlv/contract/endpoints/profile";
import type { AppContext } from "../../context";
import { users } from "../../db/schema/index";
import { randomToken } from "../../lib/crypto";
import { decodeAvatar } from "./avatar-image";
import { sessionUser, userAnswer } from "./user-answer";

/**
 * /ChangeHeadImg (user/uploadAvatar): checks the picture ({@link decodeAvatar}), stores it through the storage provider
 * under a fresh random key ("avatars/<128-bit random>.<ext>", so URLs are unguessable and cacheable
 * forever), points the user at it and removes the previous avatar when this storage holds it.
 * When saving the user fails the new file is removed again. Answers the user (ZUserInfo).
 */
export async function uploadAvatar(
  ctx: Pick<AppContext, "db" | "storage" | "now">,
  userId: number,
  input: EndpointParsed<typeof uploadAvatarEndpoint>,
  log?: { warn: (obj: object, msg: string) => void },
): Promise<UserInfo> {
  const image = decodeAvatar(input.image);
  const before = await sessionUser(ctx, userId);
  const key = `avatars/${randomToken(16)}.${image.ext}`;
  const url = await ctx.storage.put(key, image.bytes, image.contentType);
  try {
    await ctx.db.update(users).set({ avatarUrl: url }).where(eq(users.id, userId));
  } catch (err) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw err;
  }
  const oldKey = before.avatarUrl ? ctx.storage.keyOf(before.avatarUrl) : null;
  if (oldKey && oldKey !== key) {
    // The user already has the new avatar; a file left behind is only disk space, so log and go on.
    await ctx.storage.delete(oldKey).catch((err: unknown) => log?.warn({ err }, "old avatar not removed"));
  }
  return userAnswer(ctx, userId);
}
