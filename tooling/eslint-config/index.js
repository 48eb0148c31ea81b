import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { plugin as wenlv } from "./boundaries.js";

/** Shared flat config: TypeScript, React hooks, no import cycles, the layer rule. */
export default tseslint.config(
  { ignores: ["**/dist/**", "**/dist-ssr/**", "**/storybook-static/**", "**/.data/**", "**/node_modules/**", "**/drizzle/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { wenlv, "import-x": importX, "react-hooks": reactHooks },
    rules: {
      "wenlv/layer-boundaries": "error",
      "import-x/no-cycle": ["error", { maxDepth: 10, ignoreExternal: true }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": ["error", { selector: "ExportAllDeclaration", message: "No `export *` barrels: export names explicitly (STYLE.md)." }],
    },
    settings: {
      // Cycles are a workspace concern; never parse dependencies (PGlite ships a huge minified bundle).
      "import-x/ignore": ["node_modules", "\\.(css|svg|json)$"],
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs"] })] },
  },
);
