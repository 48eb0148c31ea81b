import { domPreset } from "@wenlv/vitest-config/dom";
import { mergeConfig } from "vitest/config";

export default mergeConfig(domPreset, { test: { setupFiles: ["./src/test-setup.ts"] } });
