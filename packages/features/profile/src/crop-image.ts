import { AVATAR_MAX_DATA_URL, JPEG_QUALITIES, centredSquare, outputSide, type PixelArea } from "./avatar-image";

/** Thrown when the browser cannot decode the picked file or draw on a canvas. */
export class ImageDecodeError extends Error {
  constructor(message = "The image could not be decoded") {
    super(message);
    this.name = "ImageDecodeError";
  }
}

/** Reads a File as a data URL (FileReader). @throws ImageDecodeError when reading fails */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new ImageDecodeError("The file could not be read"));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new ImageDecodeError());
    image.src = src;
  });
}

/**
 * Crops `area` (natural pixels; the centred square when null) out of the image at `src` and draws it
 * on a canvas of at most 512x512 (never upscaled) over white, then encodes JPEG, lowering the
 * quality until the data URL fits the API's limit (contract ZAvatarUpload).
 * @returns "data:image/jpeg;base64,..."
 * @throws ImageDecodeError when the image cannot be decoded or the canvas is unavailable
 */
export async function cropToAvatar(src: string, area: PixelArea | null): Promise<string> {
  const image = await loadImage(src);
  const crop = area ?? centredSquare(image.naturalWidth, image.naturalHeight);
  const side = outputSide(Math.min(crop.width, crop.height));
  const canvas = document.createElement("canvas");
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext("2d");
  if (!context) throw new ImageDecodeError("No 2D canvas");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, side, side);
  context.imageSmoothingQuality = "high";
  context.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, side, side);
  let url = "";
  for (const quality of JPEG_QUALITIES) {
    url = canvas.toDataURL("image/jpeg", quality);
    if (url.length <= AVATAR_MAX_DATA_URL) break;
  }
  if (!url.startsWith("data:image/jpeg;base64,")) throw new ImageDecodeError("The canvas did not encode JPEG");
  return url;
}
