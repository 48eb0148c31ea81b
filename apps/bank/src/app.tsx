import { createCityApp } from "@wenlv/app-kit";
import { features } from "./features";
import { partner } from "./partner";

/** Creates and mounts the app; the entry (main.tsx) calls it through startApp of @wenlv/app-kit/boot. */
export function start(): void {
  const root = document.getElementById("root");
  // Inside the bank app the login is the bank's own authorisation (spec section 2 "/bankJsLogin"), not the phone.
  if (root) createCityApp({ partner, features, loginPath: "/bankJsLogin" }).mount(root);
}
