import { createCityApp } from "@wenlv/app-kit";
import { features } from "./features";
import { partner } from "./partner";

// The app module the entry starts (main.tsx, startApp of @wenlv/app-kit/boot).
// Inside the bank app the login is the bank's own authorisation (spec section 2 "/bankJsLogin"), not the phone.
const root = document.getElementById("root");
if (root) createCityApp({ partner, features, loginPath: "/bankJsLogin" }).mount(root);
