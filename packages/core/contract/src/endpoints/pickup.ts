import { defineEndpoint, schemasOf } from "../endpoint";

const schemas = () => Promise.all([import("../pickup"), import("../envelope")]).then(([p, e]) => ({ ...p, ...e }));

/* Pick-up persons (/MySelfHandle; issue 3). Login required; strict bodies. */

/** The user's pick-up persons, default first. */
export const pickupList = defineEndpoint({
  path: "/api/pickup/list",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZNoFields", "ZPickupPersonList"),
});

/** Creates or updates a pick-up person. */
export const pickupSave = defineEndpoint({
  path: "/api/pickup/save",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZPickupPersonSave", "ZPickupPerson"),
});

/** Deletes one of the user's pick-up persons. */
export const pickupDelete = defineEndpoint({
  path: "/api/pickup/delete",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZPickupPersonDelete", "ZRemovedId"),
});
