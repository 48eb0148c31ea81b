import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomToken } from "../../lib/crypto";
import type { ServedStorage } from "./types";

/** Content types the local storage accepts, by file extension (uploads are images only). */
export const STORAGE_CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

/** Path under /res/uploads/ where local objects are served. */
export const UPLOADS_PATH = "/res/uploads";

// Lower-case folder segments, then a file name of URL-safe characters with a known extension: no "..",
// no absolute paths, nothing that could leave the storage folder.
const KEY = /^(?:[a-z0-9-]+\/){1,3}[A-Za-z0-9_-]{8,128}\.(jpg|png|webp)$/;

/** The extension of a valid storage key, or null when the key is not valid. */
export function storageKeyExtension(key: string): string | null {
  return KEY.exec(key)?.[1] ?? null;
}

/**
 * Storage on the local disk under `dir` (STORAGE_DIR), served by the API itself at
 * `${publicBaseUrl}/<key>` (publicBaseUrl = IMAGE_HOST + /res/uploads). Writes go to a temporary
 * file first and are renamed into place, so a reader never sees half a file. Keys must match
 * `folder/name.(jpg|png|webp)` and the content type must match the extension; anything else throws.
 */
export function createLocalDiskStorage(options: { dir: string; publicBaseUrl: string }): ServedStorage {
  const root = path.resolve(options.dir);
  const base = options.publicBaseUrl.replace(/\/+$/, "");
  const fileOf = (key: string) => path.join(root, ...key.split("/"));
  return {
    name: "local",
    async put(key, bytes, contentType) {
      const ext = storageKeyExtension(key);
      if (!ext || STORAGE_CONTENT_TYPES[ext] !== contentType) throw new Error(`storage key or content type not allowed: ${key}`);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomToken(6)}.tmp`;
      await writeFile(tmp, bytes, { flag: "wx" });
      await rename(tmp, file);
      return `${base}/${key}`;
    },
    urlOf(key) {
      return `${base}/${key}`;
    },
    async delete(key) {
      if (!storageKeyExtension(key)) return;
      await rm(fileOf(key), { force: true });
    },
    keyOf(url) {
      if (!url.startsWith(`${base}/`)) return null;
      const key = url.slice(base.length + 1);
      return storageKeyExtension(key) ? key : null;
    },
    async get(key) {
      const ext = storageKeyExtension(key);
      const contentType = ext ? STORAGE_CONTENT_TYPES[ext] : undefined;
      if (!ext || !contentType) return null;
      try {
        return { bytes: await readFile(fileOf(key)), contentType };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
  };
}
