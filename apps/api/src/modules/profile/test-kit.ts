import { deflateSync } from "node:zlib";
import type { PublicKey } from "@wenlv/contract/profile";
import { postForm, type TestApp } from "../../test-utils";
import { sealForTest } from "../security/test-seal";

/** The latest code the sandbox SMS outbox holds for `phone` ("" when none). Tests only. */
export async function smsCode(t: TestApp, phone: string): Promise<string> {
  const res = await t.app.inject({ method: "GET", url: `/api/dev/sms-outbox?phone=${phone}` });
  return (res.json().data.list as { code: string }[])[0]?.code ?? "";
}

/** The latest code the sandbox mail outbox holds for `to` ("" when none). Tests only. */
export async function mailCode(t: TestApp, to: string): Promise<string> {
  const res = await t.app.inject({ method: "GET", url: `/api/dev/mail-outbox?to=${encodeURIComponent(to)}` });
  return (res.json().data.list as { code: string }[])[0]?.code ?? "";
}

/** A 6-digit code that is certainly not `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** The payload key of the app under test (POST /api/security/publicKey). */
export async function publicKeyOf(t: TestApp): Promise<PublicKey> {
  return (await postForm<PublicKey>(t.app, "/api/security/publicKey")).body.data;
}

/** `{key_id, cipher}` sealing `v` for the app under test, stamped with its clock. */
export async function sealed(t: TestApp, v: string, opts: { ts?: number; nonce?: string } = {}): Promise<{ key_id: string; cipher: string }> {
  const key = await publicKeyOf(t);
  return { key_id: key.key_id, cipher: await sealForTest(key.public_key_pem, v, { ts: opts.ts ?? t.clock.now().getTime(), ...(opts.nonce ? { nonce: opts.nonce } : {}) }) };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A real, decodable RGB PNG of `width` x `height` (grey), optionally padded with a tEXt chunk to `padTo` bytes. */
export function pngImage(width: number, height: number, padTo = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height, 0x80);
  for (let y = 0; y < height; y++) raw[y * (width * 3 + 1)] = 0;
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk("IHDR", ihdr), pngChunk("IDAT", deflateSync(raw))];
  const size = parts.reduce((n, p) => n + p.length, 0) + 12;
  if (padTo > size + 12) parts.push(pngChunk("tEXt", Buffer.alloc(padTo - size - 12, 0x61)));
  parts.push(pngChunk("IEND", Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** A JPEG header (SOI, JFIF APP0, SOF0 with the size, EOI): enough for magic-byte and size checks. */
export function jpegImage(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

/** A WebP header (RIFF, WEBP, VP8X chunk with the canvas size). */
export function webpImage(width: number, height: number): Buffer {
  const vp8x = Buffer.alloc(18);
  vp8x.write("VP8X", 0, "latin1");
  vp8x.writeUInt32LE(10, 4);
  vp8x.writeUIntLE(width - 1, 12, 3);
  vp8x.writeUIntLE(height - 1, 15, 3);
  const riff = Buffer.alloc(12);
  riff.write("RIFF", 0, "latin1");
  riff.writeUInt32LE(4 + vp8x.length, 4);
  riff.write("WEBP", 8, "latin1");
  return Buffer.concat([riff, vp8x]);
}

/** `bytes` as a data URL of the declared `type`. */
export const dataUrl = (type: "jpeg" | "png" | "webp", bytes: Buffer) => `data:image/${type};base64,${bytes.toString("base64")}`;
