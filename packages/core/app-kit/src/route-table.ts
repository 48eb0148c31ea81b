import type { RouteDef, RouteFlags } from "./types";

/** One registered path: the path itself (main or alias), its definition and whether it is an alias. */
export type RouteEntry = { path: string; def: RouteDef; flags: RouteFlags; alias: boolean };

/** Normalises a route path for lookups: leading slash, no trailing slash, lower case. */
export function routeKey(path: string): string {
  const withSlash = path.startsWith("/") ? path : `/${path}`;
  const trimmed = withSlash.length > 1 ? withSlash.replace(/\/+$/, "") : withSlash;
  return trimmed.toLowerCase();
}

/**
 * Flattens the features' routes into one entry per path, aliases included (ARCHITECTURE.md: legacy
 * variants are one page registered under every listed path).
 *
 * @throws Error when a path is not absolute, has a parameter segment (spec section 2: "No path has
 *   a parameter segment") or is registered twice (paths match case-insensitively).
 */
export function buildRouteTable(features: readonly (readonly RouteDef[])[]): RouteEntry[] {
  const seen = new Map<string, string>();
  const entries: RouteEntry[] = [];
  for (const def of features.flat()) {
    for (const [index, path] of [def.path, ...(def.aliases ?? [])].entries()) {
      if (!path.startsWith("/")) throw new Error(`Route path "${path}" must start with "/"`);
      if (/[:*]/.test(path)) throw new Error(`Route path "${path}" must not have a parameter segment (spec section 2)`);
      const key = routeKey(path);
      const owner = seen.get(key);
      if (owner !== undefined) throw new Error(`Route path "${path}" is registered twice (also by "${owner}")`);
      seen.set(key, def.path);
      entries.push({ path, def, flags: def.flags ?? {}, alias: index > 0 });
    }
  }
  return entries;
}

/** The entry whose path matches `pathname` (case-insensitively), if any. */
export function findRoute(entries: readonly RouteEntry[], pathname: string): RouteEntry | undefined {
  const key = routeKey(pathname);
  return entries.find((entry) => routeKey(entry.path) === key);
}
