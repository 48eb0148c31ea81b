import { defineEndpoint, schemasOf } from "../endpoint";

const schemas = () => Promise.all([import("../addresses"), import("../envelope")]).then(([a, e]) => ({ ...a, ...e }));

/* Delivery addresses (/MyAddress; issue 3). Login required; strict bodies. */

/** The user's addresses, default first (at most 20). */
export const addressList = defineEndpoint({
  path: "/api/address/list",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZNoFields", "ZAddressList"),
});

/** Creates or updates an address; region names come from the district code. */
export const addressSave = defineEndpoint({
  path: "/api/address/save",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZAddressSave", "ZAddress"),
});

/** Deletes one of the user's addresses. */
export const addressDelete = defineEndpoint({
  path: "/api/address/delete",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZAddressDelete", "ZRemovedId"),
});

/** Makes one address the default. */
export const addressSetDefault = defineEndpoint({
  path: "/api/address/setDefault",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZAddressDelete", "ZAddress"),
});
