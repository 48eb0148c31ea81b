import { imageSize } from "image-size";
import { userError } from "../../plugins/envelope";

/** Avatar limits (contract ZAvatarUpload): 512 KB decoded, 1024 px a side. */
export const AVATAR_MAX_BYTES = 512 * 1024;
export const AVATAR_MAX_SIDE = 1024;

/** A checked avatar: the bytes, its real type and the file extension to store it under. */
export type AvatarImage = { bytes: Buffer; contentType: "image/jpeg" | "image/png" | "image/webp"; ext: "jpg" | "png" | "webp"; width: number; height: number };

const KINDS = {
  jpeg: { contentType: "image/jpeg", ext: "jpg" },
  png: { contentType: "image/png", ext: "png" },
  webp: { contentType: "image/webp", ext: "webp" },
} as const;
type Kind = keyof typeof KINDS;

/**
 * The image type of `bytes` by its magic number, or null: JPEG FF D8 FF; PNG 89 50 4E 47 0D 0A 1A 0A;
 * WebP "RIFF" <size> "WEBP" (RIFF container, Google WebP container specification).
 */
export function sniffImage(bytes: Uint8Array): Kind | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (b.length >= 12 && b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP") return "webp";
  return null;
}

/**
 * Decodes and checks an avatar data URL ("data:image/<jpeg|png|webp>;base64,...", already matched
 * by ZAvatarUpload): at most 512 KB decoded, the magic bytes must be JPEG, PNG or WebP and agree
 * with the declared type, and the picture (read by `image-size`) at most 1024 px wide and high.
 * Every refusal is code 0 with a Chinese message; SVG and anything else never pass.
 */
export function decodeAvatar(dataUrl: string): AvatarImage {
  const m = /^data:image\/(jpeg|png|webp);base64,([A-Za-z0-9+/]+=*)$/.exec(dataUrl);
  if (!m) throw userError("仅支持 JPG、PNG、WebP 图片");
  const declared = m[1] as Kind;
  const bytes = Buffer.from(m[2] ?? "", "base64");
  if (bytes.length === 0) throw userError("请选择图片");
  if (bytes.length > AVATAR_MAX_BYTES) throw userError("图片不能超过512KB，请压缩后再上传");
  const actual = sniffImage(bytes);
  if (!actual) throw userError("仅支持 JPG、PNG、WebP 图片");
  if (actual !== declared) throw userError("图片格式与文件内容不符");
  let size: { width: number; height: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw userError("图片已损坏，请重新选择");
  }
  if (!(size.width > 0 && size.height > 0)) throw userError("图片已损坏，请重新选择");
  if (size.width > AVATAR_MAX_SIDE || size.height > AVATAR_MAX_SIDE) throw userError(`图片尺寸不能超过${AVATAR_MAX_SIDE}×${AVATAR_MAX_SIDE}像素`);
  return { bytes, ...KINDS[actual], width: size.width, height: size.height };
}
