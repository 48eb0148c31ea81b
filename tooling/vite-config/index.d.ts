import type { Alias, Plugin, UserConfigFnObject } from "vite";
export type ShellHtmlOptions = { title: string; themeColor: string };
export type RoutePreload = { js: string[]; css: string[] };
export declare const preactAliases: Alias[];
export declare function bootSkeleton(themeColor: string): string;
export declare function shellHtml(shell: ShellHtmlOptions): Plugin;
export declare function routeLines(code: string): { paths: string[]; specifier: string }[];
export declare function routePreloads(): Plugin;
export declare function shellViteConfig(options: ShellHtmlOptions & { port?: number }): UserConfigFnObject;
