import { nodePreset } from "@wenlv/vitest-config/node";

export default nodePreset;
