import { mergeConfig } from "vitest/config";
import { nodePreset } from "@wenlv/vitest-config/node";

export default mergeConfig(nodePreset, { test: { fileParallelism: false } });
