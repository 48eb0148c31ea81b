import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { reporters } from "./reporters.js";

/** Vitest preset for React packages: jsdom, jest-dom matchers, tests beside the code. */
export const domPreset = defineConfig({
  test: {
    environment: "jsdom",
    reporters: reporters(),
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: [fileURLToPath(new URL("./dom-setup.ts", import.meta.url))],
    css: false,
    testTimeout: 20_000,
  },
});
