import type { UserConfig } from "vite";
export declare function shellViteConfig(options?: { port?: number }): UserConfig;
