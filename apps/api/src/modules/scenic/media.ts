import { eq, sql } from "drizzle-orm";
import { imageSize } from "image-size";
import type { InvalidationBus } from "../../cache/bus";
import type { Db } from "../../db/client";
import { scenicMedia, scenicSpots } from "../../db/schema/index";
import { randomToken } from "../../lib/crypto";
import type { StorageProvider } from "../../providers/storage/types";
import { sniffImage } from "../profile/avatar-image";

/** Largest photo an operator may add: 8 MB, at least 480 px on the short side (a detail page is 390 css px wide at 2-3x). */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const PHOTO_MIN_SIDE = 480;

const TYPES = { jpeg: ["image/jpeg", "jpg"], png: ["image/png", "png"], webp: ["image/webp", "webp"] } as const;

/** A photo an operator adds to a spot's gallery; captions and credit are required (the credit names the photographer or licence). */
export type NewScenicPhoto = { slug: string; bytes: Uint8Array; captionZh: string; captionEn: string; credit: string };

/** A photo that cannot be added: the message says why (Chinese, for the operator). */
export class ScenicPhotoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ScenicPhotoError";
  }
}

/**
 * Adds a real photo to a spot's gallery (issue 9: operators add photos through the storage
 * provider): checks the image (JPEG, PNG or WebP by its magic bytes, at most {@link PHOTO_MAX_BYTES},
 * short side at least {@link PHOTO_MIN_SIDE} px), stores it as `scenic/<slug>/<random>.<ext>`, and
 * appends a `scenic_media` row after the spot's last photo. Once a spot has a photo, its detail shows
 * photos only, no illustrations. With `bus`, every node's catalogue cache drops the spot's detail.
 * Throws {@link ScenicPhotoError} (unknown slug, not an image, too large or small, empty caption or
 * credit); nothing is stored then. If the row cannot be written, the stored object is removed.
 */
export async function addScenicPhoto(
  deps: { db: Db; storage: StorageProvider; bus?: InvalidationBus },
  photo: NewScenicPhoto,
): Promise<{ id: number; url: string }> {
  const captionZh = photo.captionZh.trim();
  const credit = photo.credit.trim();
  if (!captionZh) throw new ScenicPhotoError("请填写图片说明");
  if (!credit) throw new ScenicPhotoError("请填写图片来源（摄影者或授权）");
  const [spot] = await deps.db.select({ id: scenicSpots.id }).from(scenicSpots).where(eq(scenicSpots.slug, photo.slug)).limit(1);
  if (!spot) throw new ScenicPhotoError(`景区不存在：${photo.slug}`);
  if (photo.bytes.byteLength > PHOTO_MAX_BYTES) throw new ScenicPhotoError("图片不能超过8MB");
  const kind = sniffImage(photo.bytes);
  if (!kind) throw new ScenicPhotoError("仅支持 JPG、PNG、WebP 图片");
  let size: { width: number; height: number };
  try {
    size = imageSize(photo.bytes);
  } catch {
    throw new ScenicPhotoError("图片已损坏");
  }
  if (Math.min(size.width, size.height) < PHOTO_MIN_SIDE) throw new ScenicPhotoError(`图片短边不能小于${PHOTO_MIN_SIDE}像素`);
  const [contentType, ext] = TYPES[kind];
  const key = `scenic/${photo.slug}/${randomToken(12)}.${ext}`;
  const url = await deps.storage.put(key, photo.bytes, contentType);
  try {
    const [row] = await deps.db
      .insert(scenicMedia)
      .values({
        scenicId: spot.id,
        position: sql`(SELECT coalesce(max(${scenicMedia.position}), 0) + 1 FROM ${scenicMedia} WHERE ${scenicMedia.scenicId} = ${spot.id})`,
        storageKey: key,
        captionZh,
        captionEn: photo.captionEn.trim(),
        credit,
      })
      .returning({ id: scenicMedia.id });
    await deps.bus?.publish("catalogue", "*");
    return { id: row!.id, url };
  } catch (err) {
    await deps.storage.delete(key);
    throw err;
  }
}
