import type { ComponentType } from "react";
import type { PageModule } from "./types";

/**
 * A route's `lazy` loader of the page exported as `name` from a module, so a route is one line:
 * `{ path: "/MyAddress", title: "personalData:titles.addresses", lazy: lazyPage(() => import("./pages/my-address"), "MyAddressPage") }`.
 * The import stays a literal `import()` in the feature, for Vite's code splitting (a chunk per page module).
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(load: () => Promise<M>, name: K): () => Promise<PageModule> {
  return () => load().then((module) => ({ default: module[name] }));
}
