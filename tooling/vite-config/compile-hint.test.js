import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { build } from "vite";
import { compression } from "vite-plugin-compression2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHint } from "./index.js";

// A small app built like a shell: the entry loads "app", whose lazy pages share a chunk (so Vite
// puts its preload table at the top of the app chunk), with the shell's compression settings.
let dir = "";
let assets = "";
const read = (name) => readFileSync(path.join(assets, name));
const appFile = () => readdirSync(assets).find((name) => /^app-.*\.js$/.test(name));

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "compile-hint-"));
  const files = {
    "index.html": '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>',
    "main.js": 'import("./app.js").then((m) => m.start());',
    "app.js": 'export function start() { return [import("./page-a.js"), import("./page-b.js")]; }',
    "page-a.js": 'import { shared } from "./shared.js"; export const a = () => shared("a");',
    "page-b.js": 'import { shared } from "./shared.js"; export const b = () => shared("b");',
    "shared.js": "export function shared(x) { return `shared ${x} ${Math.random()}`.repeat(60); }",
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  await build({
    root: dir,
    logLevel: "silent",
    configFile: false,
    plugins: [compileHint(), compression({ algorithms: ["brotliCompress", "gzip"], include: /\.js$/, threshold: 0, skipIfLargerOrEqual: false })],
    build: { outDir: "dist", rollupOptions: { output: { chunkFileNames: (chunk) => (chunk.name === "app" ? "assets/[name]-[hash].js" : "assets/[hash].js") } } },
  });
  assets = path.join(dir, "dist", "assets");
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("compileHint", () => {
  it("puts the hint on the app chunk's first line, above Vite's preload table", () => {
    const lines = read(appFile()).toString().split("\n");
    expect(lines[0]).toBe(COMPILE_HINT);
    expect(lines[1]).toMatch(/^const __vite__mapDeps=/);
  });

  it("serves the same bytes compressed: the .br and .gz files are made from the hinted chunk", () => {
    const name = appFile();
    const js = read(name);
    expect(zlib.brotliDecompressSync(read(`${name}.br`)).equals(js)).toBe(true);
    expect(zlib.gunzipSync(read(`${name}.gz`)).equals(js)).toBe(true);
  });

  it("leaves every other chunk to V8's lazy compiling", () => {
    const others = readdirSync(assets).filter((name) => name.endsWith(".js") && name !== appFile());
    expect(others.length).toBeGreaterThanOrEqual(3);
    for (const name of others) expect(read(name).toString()).not.toContain(COMPILE_HINT);
  });
});
