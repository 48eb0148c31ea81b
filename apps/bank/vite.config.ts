import { shellViteConfig } from "@wenlv/vite-config";

export default shellViteConfig();
