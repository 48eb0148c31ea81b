import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "./local-disk";
import { openStorage } from "./index";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "wenlv-storage-test-"));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe("local disk storage", () => {
  it("puts, reads back, maps URLs to keys and deletes", async () => {
    const s = createLocalDiskStorage({ dir, publicBaseUrl: "https://img.example.com/res/uploads/" });
    const url = await s.put("avatars/abcdefgh12345678.png", Buffer.from("png-bytes"), "image/png");
    expect(url).toBe("https://img.example.com/res/uploads/avatars/abcdefgh12345678.png");
    expect(s.keyOf(url)).toBe("avatars/abcdefgh12345678.png");
    expect(s.urlOf("avatars/abcdefgh12345678.png")).toBe(url);
    expect(s.keyOf("https://elsewhere.example.com/res/uploads/avatars/abcdefgh12345678.png")).toBeNull();
    expect(await s.get("avatars/abcdefgh12345678.png")).toEqual({ bytes: Buffer.from("png-bytes"), contentType: "image/png" });
    await s.delete("avatars/abcdefgh12345678.png");
    expect(await s.get("avatars/abcdefgh12345678.png")).toBeNull();
    await s.delete("avatars/abcdefgh12345678.png");
    // No temporary files are left behind.
    expect(await readdir(path.join(dir, "avatars"))).toEqual([]);
  });

  it("refuses keys that could leave the folder and content types that do not match the extension", async () => {
    const s = createLocalDiskStorage({ dir, publicBaseUrl: "http://localhost/res/uploads" });
    for (const key of ["../evil12345678.png", "/etc/passwd12.png", "avatars/../../x12345678.png", "avatars/abcdefgh12345678.svg", "abcdefgh12345678.png"]) {
      await expect(s.put(key, Buffer.from("x"), "image/png"), key).rejects.toThrow();
      expect(await s.get(key)).toBeNull();
    }
    await expect(s.put("avatars/abcdefgh12345678.png", Buffer.from("x"), "image/jpeg")).rejects.toThrow();
  });

  it("uses a temporary folder when the config has none, removed on close", async () => {
    const handle = await openStorage({ storageProvider: "local", storageDir: null, imageHost: "http://localhost:8080" });
    const url = await handle.storage.put("avatars/abcdefgh12345678.jpg", Buffer.from("j"), "image/jpeg");
    expect(url).toBe("http://localhost:8080/res/uploads/avatars/abcdefgh12345678.jpg");
    await handle.close();
    expect(await handle.storage.get("avatars/abcdefgh12345678.jpg")).toBeNull();
  });
});
