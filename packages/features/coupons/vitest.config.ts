import { fileURLToPath } from "node:url";
import { domPreset } from "@wenlv/vitest-config/dom";
import { defineConfig, mergeConfig } from "vitest/config";

// The dom preset plus a setup that pins the language to zh-CN (jsdom reports en-US).
export default mergeConfig(
  domPreset,
  defineConfig({ test: { setupFiles: [fileURLToPath(new URL("./src/test-setup.ts", import.meta.url))] } }),
);
