import type { Plugin, UserConfig } from "vite";
export type ShellHtmlOptions = { title: string; themeColor: string };
export declare function shellHtml(shell: ShellHtmlOptions): Plugin;
export declare function shellViteConfig(options: ShellHtmlOptions & { port?: number }): UserConfig;
