import { createFirstScreenRenderer } from "@wenlv/app-kit/first-screen";
import { features } from "./features";
import { partner } from "./partner";

/**
 * The shell's server entry (built by `vite build --ssr` into dist-ssr/): the API renders the first
 * screen of a document with it (issue 8, decision 018).
 */
export const renderFirstScreen = createFirstScreenRenderer({ partner, features });
