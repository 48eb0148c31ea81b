import { defineEndpoint, schemasOf } from "../endpoint";

const schemas = () => import("../collection");

/* The collection (收藏, /MyCollection and collect buttons; issue 3). Login required; strict bodies. */

/** The user's collected spots and products, newest first. */
export const collectionList = defineEndpoint({
  path: "/api/collection/list",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZCollectionListRequest", "ZCollectionPage"),
});

/** Whether one target is collected. */
export const collectionStatus = defineEndpoint({
  path: "/api/collection/status",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZCollectionTarget", "ZCollectionState"),
});

/** Sets (not flips) one target's state, so a double tap cannot undo itself. */
export const collectionToggle = defineEndpoint({
  path: "/api/collection/toggle",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZCollectionToggle", "ZCollectionState"),
});

/** Removes several of the user's items at once. */
export const collectionDelete = defineEndpoint({
  path: "/api/collection/delete",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZCollectionDelete", "ZCollectionRemoved"),
});
