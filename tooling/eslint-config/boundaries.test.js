import { RuleTester } from "eslint";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, it } from "vitest";
import { layerBoundaries } from "./boundaries.js";

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const file = (rel) => path.join(root, rel);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: "module" } });

tester.run("wenlv/layer-boundaries", layerBoundaries, {
  valid: [
    { filename: file("packages/features/tickets/src/pages/x.tsx"), code: 'import { api } from "@wenlv/api-client";' },
    { filename: file("packages/features/tickets/src/pages/x.tsx"), code: 'import { routes } from "../routes";' },
    { filename: file("packages/core/app-kit/src/x.ts"), code: 'import { THEMES } from "@wenlv/theme";' },
    { filename: file("apps/default/src/main.tsx"), code: 'import { routes } from "@wenlv/tickets/routes";' },
    { filename: file("packages/core/ui/src/x.tsx"), code: 'import React from "react";' },
  ],
  invalid: [
    { filename: file("packages/features/tickets/src/pages/x.tsx"), code: 'import { routes } from "@wenlv/orders/routes";', errors: [{ messageId: "featureToFeature" }] },
    { filename: file("packages/features/tickets/src/pages/x.tsx"), code: 'import x from "../../../orders/src/api";', errors: [{ messageId: "featureToFeature" }] },
    { filename: file("packages/features/home/src/x.ts"), code: 'const m = import("@wenlv/tickets/routes");', errors: [{ messageId: "featureToFeature" }] },
    { filename: file("packages/core/app-kit/src/x.ts"), code: 'import { routes } from "@wenlv/home/routes";', errors: [{ messageId: "coreToFeature" }] },
    { filename: file("packages/core/ui/src/x.ts"), code: 'import { partner } from "@wenlv/app-default";', errors: [{ messageId: "packageToApp" }] },
    { filename: file("packages/features/orders/src/x.ts"), code: 'export { x } from "@wenlv/api";', errors: [{ messageId: "packageToApp" }] },
  ],
});
