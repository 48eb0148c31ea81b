import type { AnyEndpoint } from "../endpoint";
import * as addresses from "./addresses";
import * as auth from "./auth";
import * as browse from "./browse";
import * as collection from "./collection";
import * as dev from "./dev";
import * as hotels from "./hotels";
import * as orders from "./orders";
import * as pickup from "./pickup";
import * as privacy from "./privacy";
import * as profile from "./profile";
import * as scenic from "./scenic";
import * as search from "./search";
import * as travellers from "./travellers";

/**
 * Every endpoint of the table by domain, for the API's registration check and the contract tests
 * (the app imports single entries, never this module).
 */
export const ENDPOINT_TABLE: Readonly<Record<string, Readonly<Record<string, AnyEndpoint>>>> = {
  addresses,
  auth,
  browse,
  collection,
  dev,
  hotels,
  orders,
  pickup,
  privacy,
  profile,
  scenic,
  search,
  travellers,
};

/** Every endpoint as one list. */
export const ALL_ENDPOINTS: readonly AnyEndpoint[] = Object.values(ENDPOINT_TABLE).flatMap((domain) => Object.values(domain));
