import { defineEndpoint, schemasOf } from "../endpoint";

const schemas = () => import("../travellers");

/*
 * Real-name travellers (issue 2). Login required; answers carry masked document numbers and phones
 * only; another user's id answers code 0 "联系人不存在".
 */

/** All of the user's travellers (at most 50), newest first. */
export const travellerList = defineEndpoint({
  path: "/api/traveller/list",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZTravellerListRequest", "ZTravellerPage"),
});

/** Creates (no id) or replaces (with id) a traveller; needs the ID-number consent. */
export const travellerSave = defineEndpoint({
  path: "/api/traveller/save",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZTravellerSave", "ZTraveller"),
});

/** Deletes one of the user's travellers. */
export const travellerDelete = defineEndpoint({
  path: "/api/traveller/delete",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZTravellerDelete", "ZTravellerDeleted"),
});
