import { createCityApp } from "@wenlv/app-kit";
import { features } from "./features";
import { partner } from "./partner";


/** Creates and mounts the app; the entry (main.tsx) calls it through startApp of @wenlv/app-kit/boot. */
export function start(): void {
  const root = document.getElementById("root");
  if (root) createCityApp({ partner, features }).mount(root);
}
