import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Config } from "../../config";
import { createLocalDiskStorage, UPLOADS_PATH } from "./local-disk";
import type { ServedStorage } from "./types";

/** The storage STORAGE_PROVIDER selects, and how to release it when the app closes. */
export type StorageHandle = { storage: ServedStorage; close: () => Promise<void> };

/**
 * Opens the storage of `config`: local disk under STORAGE_DIR, or, when the config has no folder
 * (DATA_DIR=":memory:" without STORAGE_DIR: tests), a fresh temporary folder removed on close.
 * Objects are public at `${IMAGE_HOST}/res/uploads/<key>`.
 */
export async function openStorage(config: Pick<Config, "storageProvider" | "storageDir" | "imageHost">): Promise<StorageHandle> {
  switch (config.storageProvider) {
    case "local": {
      const temp = config.storageDir === null ? await mkdtemp(path.join(tmpdir(), "wenlv-uploads-")) : null;
      const storage = createLocalDiskStorage({ dir: temp ?? (config.storageDir as string), publicBaseUrl: `${config.imageHost}${UPLOADS_PATH}` });
      return { storage, close: async () => (temp ? rm(temp, { recursive: true, force: true }) : undefined) };
    }
  }
}
