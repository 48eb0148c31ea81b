// The layer rule of ARCHITECTURE.md ("Layers"): apps -> features -> core -> tooling, and a feature
// never imports another feature. Each message says where the code should go instead.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";

/** Finds the workspace root (the folder holding pnpm-workspace.yaml) above `start`. */
function findRoot(start) {
  let dir = start;
  while (dir !== path.dirname(dir)) {
    if (existsSync(path.join(dir, "pnpm-workspace.yaml"))) return dir;
    dir = path.dirname(dir);
  }
  return start;
}

/** Maps every workspace package name to { layer, dir } by reading the package folders. */
function workspacePackages(root) {
  const groups = [
    ["apps", "app"],
    ["packages/features", "feature"],
    ["packages/core", "core"],
    ["tooling", "tooling"],
  ];
  const byName = new Map();
  for (const [group, layer] of groups) {
    const base = path.join(root, group);
    if (!existsSync(base)) continue;
    for (const entry of readdirSync(base, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const pj = path.join(base, entry.name, "package.json");
      if (!existsSync(pj)) continue;
      const name = JSON.parse(readFileSync(pj, "utf8")).name;
      byName.set(name, { layer, dir: path.join(base, entry.name) });
    }
  }
  return byName;
}

let cache;
function packages(root) {
  if (!cache || cache.root !== root) cache = { root, byName: workspacePackages(root) };
  return cache.byName;
}

function ownerOf(file, byName) {
  for (const [name, info] of byName) {
    if (file.startsWith(info.dir + path.sep)) return { name, ...info };
  }
  return undefined;
}

function targetOf(source, file, byName) {
  if (source.startsWith(".")) {
    const abs = path.resolve(path.dirname(file), source);
    return ownerOf(abs + path.sep + "x", byName) ?? ownerOf(abs, byName);
  }
  const parts = source.split("/");
  const name = source.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
  const info = byName.get(name);
  return info ? { name, ...info } : undefined;
}

const messages = {
  featureToFeature:
    "Feature '{{from}}' must not import feature '{{to}}'. Move the shared code down into packages/core (ui, contract, app-kit ...), or link by navigation (a route with a query string) and let the shell compose both features.",
  coreToFeature:
    "Core package '{{from}}' must not import feature '{{to}}'. Core sits below features: move the needed code into core, or have the feature pass it in (a parameter, a route definition, an injected endpoint).",
  packageToApp:
    "Package '{{from}}' must not import app '{{to}}'. Apps compose packages, never the reverse: move the code into a core package and import it from the app.",
  toolingUp:
    "Tooling package '{{from}}' must not import '{{to}}'. tooling/ holds shared config only; it depends on nothing in apps or packages.",
};

/** ESLint rule `wenlv/layer-boundaries`. */
export const layerBoundaries = {
  meta: { type: "problem", docs: { description: "Enforce the app -> feature -> core -> tooling layers" }, messages, schema: [] },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const root = findRoot(path.dirname(file));
    const byName = packages(root);
    const from = ownerOf(file, byName);
    if (!from) return {};
    function check(node, source) {
      if (typeof source !== "string") return;
      const to = targetOf(source, file, byName);
      if (!to || to.name === from.name) return;
      const data = { from: from.name, to: to.name };
      if (from.layer === "feature" && to.layer === "feature") context.report({ node, messageId: "featureToFeature", data });
      else if (from.layer === "core" && to.layer === "feature") context.report({ node, messageId: "coreToFeature", data });
      else if ((from.layer === "core" || from.layer === "feature") && to.layer === "app") context.report({ node, messageId: "packageToApp", data });
      else if (from.layer === "tooling" && to.layer !== "tooling") context.report({ node, messageId: "toolingUp", data });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
    };
  },
};

export const plugin = { rules: { "layer-boundaries": layerBoundaries } };
