import { domPreset } from "@wenlv/vitest-config/dom";

export default domPreset;
