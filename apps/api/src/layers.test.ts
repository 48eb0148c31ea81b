import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The API's import rule (README.md "Layout"): imports point down. Modules use plugins, lib, db and
// providers; none of those (nor config or context) imports a module; nothing imports seed/, whose
// files only the seed loader (db/seed-data.ts) reads.

const API = fileURLToPath(new URL("../", import.meta.url));
const SRC = path.join(API, "src");
const MODULES = path.join(SRC, "modules") + path.sep;
const SEED = path.join(API, "seed") + path.sep;

/** Every .ts file below `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : sources(p);
    return e.name.endsWith(".ts") ? [p] : [];
  });
}

/** Absolute targets of the relative imports (static, type-only, re-exports and dynamic) of `file`. */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specs = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g)].map((m) => m[1] as string);
  return specs.map((s) => path.resolve(path.dirname(file), s));
}

const rel = (p: string) => path.relative(API, p).split(path.sep).join("/");

describe("import direction", () => {
  it("plugins, providers, db, lib, config and context never import a module (the wiring and the cli/ commands may)", () => {
    const lower = sources(SRC).filter(
      (f) => !f.startsWith(MODULES) && !/(^|\/)(server|main|test-utils|layers\.test)\.ts$/.test(rel(f)) && !rel(f).startsWith("src/cli/"),
    );
    const wrong = lower.flatMap((f) => relativeImports(f).filter((t) => t.startsWith(MODULES)).map((t) => `${rel(f)} -> ${rel(t)}`));
    expect(wrong).toEqual([]);
  });

  it("no code imports seed/ (the seed loader reads its data files)", () => {
    const files = [...sources(SRC), ...sources(path.join(API, "bench"))];
    const wrong = files.flatMap((f) => relativeImports(f).filter((t) => t.startsWith(SEED)).map((t) => `${rel(f)} -> ${rel(t)}`));
    expect(wrong).toEqual([]);
  });
});
