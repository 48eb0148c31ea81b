import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { BUDGET, measureBuild, overBudget } from "./budget.js";

let dir;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A fake build: files of random (incompressible) bytes of the given sizes, and its manifest. */
function fakeBuild(files, manifest) {
  dir = mkdtempSync(path.join(tmpdir(), "wenlv-budget-"));
  mkdirSync(path.join(dir, "assets"));
  mkdirSync(path.join(dir, ".vite"));
  for (const [file, bytes] of Object.entries(files)) writeFileSync(path.join(dir, file), randomBytes(bytes).toString("base64"));
  writeFileSync(path.join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
  return dir;
}

// The shells' layout: the entry only starts the app module (startApp(() => import("./app"))), which
// imports the vendor chunk and lazily each page.
const manifest = {
  "index.html": { file: "assets/index.js", isEntry: true, dynamicImports: ["src/app.tsx"] },
  "src/app.tsx": { file: "assets/app.js", src: "src/app.tsx", isDynamicEntry: true, imports: ["_vendor.js"], css: ["assets/index.css"], dynamicImports: ["src/pages/a.tsx"] },
  "_vendor.js": { file: "assets/vendor.js" },
  "src/pages/a.tsx": { file: "assets/a.js", src: "src/pages/a.tsx", isDynamicEntry: true, imports: ["_vendor.js"] },
};

describe("the size budget", () => {
  it("counts the entry, the app module it starts and their static imports as critical, each lazy page as a route chunk", () => {
    const report = measureBuild(fakeBuild({ "assets/index.js": 100, "assets/app.js": 1000, "assets/vendor.js": 1000, "assets/index.css": 100, "assets/a.js": 500 }, manifest));
    expect(report.criticalJs.files.sort()).toEqual(["assets/app.js", "assets/index.js", "assets/vendor.js"]);
    expect(report.criticalCss.files).toEqual(["assets/index.css"]);
    expect(report.routes.map((route) => route.src)).toEqual(["src/pages/a.tsx"]);
    expect(overBudget(report)).toEqual([]);
  });

  it("fails a build whose critical JS, CSS or a route chunk is over budget", () => {
    const report = measureBuild(
      fakeBuild({ "assets/index.js": 1024, "assets/app.js": 100 * 1024, "assets/vendor.js": 60 * 1024, "assets/index.css": 20 * 1024, "assets/a.js": 40 * 1024 }, manifest),
    );
    expect(report.criticalJs.gzip).toBeGreaterThan(BUDGET.criticalJs);
    const problems = overBudget(report);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^critical JS .* KiB gz > 120\.0 KiB$/);
    expect(problems[1]).toMatch(/^critical CSS/);
    expect(problems[2]).toMatch(/^route chunk assets\/a\.js \(src\/pages\/a\.tsx\)/);
  });

  it("fails a build whose first-screen pages preload zod, and names the page and the file", () => {
    const build = fakeBuild({ "assets/index.js": 100, "assets/app.js": 1000, "assets/vendor.js": 1000, "assets/index.css": 100, "assets/a.js": 500 }, manifest);
    writeFileSync(path.join(build, "assets", "a.js"), 'class e extends Error{name="ZodError"}');
    const preloads = { "": { js: ["/assets/app.js"] }, "/scenicdetail": { js: ["/assets/app.js", "/assets/a.js"] }, "/ticketorder": { js: ["/assets/a.js"] } };
    writeFileSync(path.join(build, ".vite", "route-preloads.json"), JSON.stringify(preloads));
    const report = measureBuild(build);
    expect(report.zodOnFirstScreens).toEqual([{ route: "/scenicdetail", file: "/assets/a.js" }]);
    expect(overBudget(report)).toEqual(["/scenicdetail preloads zod (/assets/a.js): keep schemas off the first-screen pages"]);
  });
});
