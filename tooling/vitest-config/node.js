import { defineConfig } from "vitest/config";
import { reporters } from "./reporters.js";

/** Vitest preset for Node code (API, contract, validation): node environment, tests beside the code. */
export const nodePreset = defineConfig({
  test: {
    environment: "node",
    reporters: reporters(),
    include: ["src/**/*.test.ts", "seed/**/*.test.ts", "scripts/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
