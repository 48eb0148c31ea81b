import { routes as account } from "@wenlv/account/routes";
import { routes as auth } from "@wenlv/auth/routes";
import { routes as coupons } from "@wenlv/coupons/routes";
import { routes as home } from "@wenlv/home/routes";
import { routes as hotels } from "@wenlv/hotels/routes";
import { routes as lines } from "@wenlv/lines/routes";
import { routes as movies } from "@wenlv/movies/routes";
import { routes as orders } from "@wenlv/orders/routes";
import { routes as performances } from "@wenlv/performances/routes";
import { routes as personalData } from "@wenlv/personal-data/routes";
import { routes as profile } from "@wenlv/profile/routes";
import { routes as search } from "@wenlv/search/routes";
import { routes as tickets } from "@wenlv/tickets/routes";

/** The features this shell serves, in menu order (ARCHITECTURE.md: a shell lists its feature packages). */
export const features = [home, search, tickets, hotels, lines, performances, movies, auth, orders, account, coupons, profile, personalData];
