/** Largest picture the avatar picker accepts before cropping: 10 MB (phone photos are 2-8 MB). */
export const MAX_SOURCE_BYTES = 10 * 1024 * 1024;

/** Side of the uploaded avatar at most, px (contract ZAvatarUpload: at most 512x512 from the app). */
export const AVATAR_MAX_SIDE = 512;

/** Longest data URL the API takes (contract ZAvatarUpload `image`: 720,000 characters, ~512 KB decoded). */
export const AVATAR_MAX_DATA_URL = 720_000;

/** A rectangle of the source image in natural pixels (react-easy-crop's `croppedAreaPixels`). */
export type PixelArea = { x: number; y: number; width: number; height: number };

/** Why a picked file cannot be used, or null when it can. */
export type SourceProblem = "not-image" | "too-big" | null;

/**
 * Checks a picked file before reading it: an image type ("image/..."; the browser decides later
 * whether it can decode it) of at most {@link MAX_SOURCE_BYTES}.
 */
export function sourceProblem(file: Pick<File, "type" | "size">): SourceProblem {
  if (!file.type.startsWith("image/")) return "not-image";
  if (file.size > MAX_SOURCE_BYTES) return "too-big";
  return null;
}

/** The largest centred square of a `width` x `height` image: the crop used before the cropper reports one. */
export function centredSquare(width: number, height: number): PixelArea {
  const side = Math.min(width, height);
  return { x: Math.round((width - side) / 2), y: Math.round((height - side) / 2), width: side, height: side };
}

/** Side of the output square for a crop `side` px wide: never upscaled, at most {@link AVATAR_MAX_SIDE}, at least 1. */
export function outputSide(side: number): number {
  return Math.max(1, Math.min(AVATAR_MAX_SIDE, Math.round(side)));
}

/** JPEG qualities tried in turn until the data URL fits {@link AVATAR_MAX_DATA_URL}. */
export const JPEG_QUALITIES: readonly number[] = [0.86, 0.75, 0.6, 0.45];
