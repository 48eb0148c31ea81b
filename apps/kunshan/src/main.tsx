import { startApp } from "@wenlv/app-kit/boot";

// The entry only starts the app module: on a page the server rendered it waits until the page is painted.
startApp(() => import("./app"));
