import { shellViteConfig } from "@wenlv/vite-config";

// Site name and theme colour as in src/partner.ts (spec section 1), for the document before the app starts.
export default shellViteConfig({ title: "苏州文旅·银行专区", themeColor: "#1f5fa6" });
