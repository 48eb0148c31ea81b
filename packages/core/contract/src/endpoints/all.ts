import type { AnyEndpoint } from "../endpoint";
import * as addresses from "./addresses";
import * as auth from "./auth";
import * as browse from "./browse";
import * as collection from "./collection";
import * as coupons from "./coupons";
import * as dev from "./dev";
import * as hotels from "./hotels";
import * as lines from "./lines";
import * as movies from "./movies";
import * as orders from "./orders";
import * as performances from "./performances";
import * as pickup from "./pickup";
import * as privacy from "./privacy";
import * as profile from "./profile";
import * as scenic from "./scenic";
import * as search from "./search";
import * as ticketCart from "./ticket-cart";
import * as travellers from "./travellers";
import * as waitlist from "./waitlist";

/**
 * Every endpoint of the table by domain, for the API's registration check and the contract tests
 * (the app imports single entries, never this module).
 */
export const ENDPOINT_TABLE: Readonly<Record<string, Readonly<Record<string, AnyEndpoint>>>> = {
  addresses,
  auth,
  browse,
  collection,
  coupons,
  dev,
  hotels,
  lines,
  movies,
  orders,
  performances,
  pickup,
  privacy,
  profile,
  scenic,
  search,
  ticketCart,
  travellers,
  waitlist,
};

/** Every endpoint as one list. */
export const ALL_ENDPOINTS: readonly AnyEndpoint[] = Object.values(ENDPOINT_TABLE).flatMap((domain) => Object.values(domain));
