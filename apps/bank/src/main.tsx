import { createCityApp } from "@wenlv/app-kit";
import { routes as account } from "@wenlv/account/routes";
import { routes as auth } from "@wenlv/auth/routes";
import { routes as home } from "@wenlv/home/routes";
import { routes as orders } from "@wenlv/orders/routes";
import { routes as personalData } from "@wenlv/personal-data/routes";
import { routes as profile } from "@wenlv/profile/routes";
import { routes as tickets } from "@wenlv/tickets/routes";
import { partner } from "./partner";

const root = document.getElementById("root");
// Inside the bank app the login is the bank's own authorisation (spec section 2 "/bankJsLogin"), not the phone.
if (root) createCityApp({ partner, features: [home, tickets, auth, orders, account, profile, personalData], loginPath: "/bankJsLogin" }).mount(root);
