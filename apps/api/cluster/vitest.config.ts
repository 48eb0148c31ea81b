import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { nodePreset } from "@wenlv/vitest-config/node";

// The cluster test (scripts/cluster.sh): its own files only, one after another, against the running
// nodes; the report goes to apps/api/.reports/<WL_REPORT_NAME>.json like every suite's.
export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: { ...nodePreset.test, include: ["cluster/**/*.test.ts"], fileParallelism: false, testTimeout: 120_000 },
});
