import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AVATAR_MAX_DATA_URL } from "./avatar-image";
import { ImageDecodeError, cropToAvatar, readAsDataUrl } from "./crop-image";

// jsdom neither decodes images nor draws: a fake Image (fixed natural size, or a decode error)
// and a fake 2D context record what the crop asks for.
class FakeImage {
  static size: { w: number; h: number } | null = { w: 4000, h: 3000 };
  naturalWidth = 0;
  naturalHeight = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_value: string) {
    queueMicrotask(() => {
      if (!FakeImage.size) return this.onerror?.();
      this.naturalWidth = FakeImage.size.w;
      this.naturalHeight = FakeImage.size.h;
      this.onload?.();
    });
  }
}

const drawn: unknown[][] = [];
let encoded: { type: string; quality: number; width: number }[] = [];
let urlLength: (quality: number) => number = () => 1000;

beforeEach(() => {
  FakeImage.size = { w: 4000, h: 3000 };
  drawn.length = 0;
  encoded = [];
  urlLength = () => 1000;
  vi.stubGlobal("Image", FakeImage);
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(function (this: HTMLCanvasElement) {
    return { fillRect: () => {}, drawImage: (...args: unknown[]) => drawn.push(args), fillStyle: "", imageSmoothingQuality: "low" } as unknown as RenderingContext;
  } as HTMLCanvasElement["getContext"]);
  vi.spyOn(HTMLCanvasElement.prototype, "toDataURL").mockImplementation(function (this: HTMLCanvasElement, type?: string, quality?: unknown) {
    encoded.push({ type: type ?? "", quality: Number(quality), width: this.width });
    return `data:image/jpeg;base64,${"A".repeat(urlLength(Number(quality)) - 23)}`;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("cropToAvatar", () => {
  it("draws the centred square scaled down to 512 px and encodes JPEG", async () => {
    const url = await cropToAvatar("data:image/png;base64,AAAA", null);
    expect(url.startsWith("data:image/jpeg;base64,")).toBe(true);
    expect(drawn[0]?.slice(1)).toEqual([500, 0, 3000, 3000, 0, 0, 512, 512]);
    expect(encoded).toEqual([{ type: "image/jpeg", quality: 0.86, width: 512 }]);
  });

  it("uses the cropper's area and never upscales a small crop", async () => {
    await cropToAvatar("data:image/png;base64,AAAA", { x: 10, y: 20, width: 300, height: 300 });
    expect(drawn[0]?.slice(1)).toEqual([10, 20, 300, 300, 0, 0, 300, 300]);
  });

  it("lowers the JPEG quality until the data URL fits the API's limit", async () => {
    urlLength = (quality) => (quality > 0.6 ? AVATAR_MAX_DATA_URL + 1 : AVATAR_MAX_DATA_URL);
    const url = await cropToAvatar("data:image/png;base64,AAAA", null);
    expect(encoded.map((e) => e.quality)).toEqual([0.86, 0.75, 0.6]);
    expect(url.length).toBe(AVATAR_MAX_DATA_URL);
  });

  it("fails clearly when the picture cannot be decoded or drawn", async () => {
    FakeImage.size = null;
    await expect(cropToAvatar("data:image/heic;base64,AAAA", null)).rejects.toBeInstanceOf(ImageDecodeError);
    FakeImage.size = { w: 10, h: 10 };
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockReturnValue(null);
    await expect(cropToAvatar("data:image/png;base64,AAAA", null)).rejects.toBeInstanceOf(ImageDecodeError);
  });
});

describe("readAsDataUrl", () => {
  it("reads a picked file as a data URL", async () => {
    const url = await readAsDataUrl(new File([new Uint8Array([1, 2, 3])], "a.png", { type: "image/png" }));
    expect(url).toBe("data:image/png;base64,AQID");
  });
});
