import { shellViteConfig } from "@wenlv/vite-config";

// Site name and theme colour as in src/partner.ts (spec section 1), for the document before the app starts.
export default shellViteConfig({ title: "昆山文旅", themeColor: "#009c67" });
