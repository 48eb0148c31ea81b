import { defineConfig } from "vitest/config";
import { reporters } from "../vitest-config/reporters.js";

export default defineConfig({ test: { include: ["*.test.js"], reporters: reporters() } });
