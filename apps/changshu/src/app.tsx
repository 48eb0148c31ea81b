import { createCityApp } from "@wenlv/app-kit";
import { features } from "./features";
import { partner } from "./partner";

// The app module the entry starts (main.tsx, startApp of @wenlv/app-kit/boot).

const root = document.getElementById("root");
if (root) createCityApp({ partner, features }).mount(root);
