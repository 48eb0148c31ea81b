import type { LanguageSources } from "./language";

/** The browser's sources, or none outside a browser (tests in node, server code). */
export function browserLanguageSources(): LanguageSources {
  if (typeof window === "undefined") return {};
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  const nav = window.navigator;
  const query = new URLSearchParams(window.location.search).get("lang");
  return { query, storage, languages: nav.languages?.length ? nav.languages : [nav.language] };
}
