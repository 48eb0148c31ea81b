import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { createDb } from "../db/client";
import { addScenicPhoto, ScenicPhotoError } from "../modules/scenic/media";
import { openStorage } from "../providers/storage/index";

/**
 * Operators add a real photo to a spot's gallery (issue 9):
 *   pnpm --filter @wenlv/api photo:add --slug zhuozhengyuan --file ./xiangzhou.jpg \
 *     --caption-zh "香洲" --caption-en "Xiangzhou boat hall" --credit "摄影：张三，CC BY 4.0"
 * Uses the same settings as the API (DATABASE_URL or DATA_DIR, STORAGE_DIR, IMAGE_HOST). Running
 * nodes show the photo once their catalogue cache entry expires (decision 014).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      slug: { type: "string" },
      file: { type: "string" },
      "caption-zh": { type: "string" },
      "caption-en": { type: "string", default: "" },
      credit: { type: "string" },
    },
  });
  if (!values.slug || !values.file || !values["caption-zh"] || !values.credit) {
    console.error("usage: photo:add --slug <slug> --file <jpg|png|webp> --caption-zh <说明> [--caption-en <caption>] --credit <摄影者/授权>");
    process.exit(2);
  }
  const config = loadConfig(process.env);
  const handle = await createDb(config);
  const storage = await openStorage(config);
  try {
    const bytes = await readFile(values.file);
    const added = await addScenicPhoto(
      { db: handle.db, storage: storage.storage },
      { slug: values.slug, bytes, captionZh: values["caption-zh"], captionEn: values["caption-en"] ?? "", credit: values.credit },
    );
    console.log(`added photo ${added.id}: ${added.url}`);
  } catch (err) {
    if (err instanceof ScenicPhotoError) {
      console.error(err.message);
      process.exitCode = 1;
    } else throw err;
  } finally {
    await storage.close();
    await handle.close();
  }
}

void main();
