import { defineEndpoint, schemasOf } from "../endpoint";

const schemas = () => Promise.all([import("../privacy"), import("../envelope")]).then(([p, e]) => ({ ...p, ...e }));

/* The personal-data duties (PIPL; issue 3). Login required; strict bodies. */

/** The latest state of every separate consent. */
export const consentList = defineEndpoint({
  path: "/api/uservice/consent/list",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZNoFields", "ZConsentList"),
});

/** Grants one kind of consent. */
export const consentGrant = defineEndpoint({
  path: "/api/uservice/consent/grant",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZConsentChange", "ZConsent"),
});

/** Withdraws one kind (not privacy: delete the account instead). */
export const consentWithdraw = defineEndpoint({
  path: "/api/uservice/consent/withdraw",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZConsentChange", "ZConsent"),
});

/** /Logout: applies to delete the account; revokes every session at once. */
export const cancelAccount = defineEndpoint({
  path: "/api/uservice/user/cancelAccount",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZCancelAccount", "ZCancellation"),
});

/** /PersonalInfo: what the platform holds about the user (masked). */
export const personalInfo = defineEndpoint({
  path: "/api/uservice/user/personalInfo",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZNoFields", "ZPersonalInfo"),
});

/** A copy of the user's own data as one JSON document (PIPL art. 45). */
export const exportPersonalData = defineEndpoint({
  path: "/api/uservice/user/exportPersonalData",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZNoFields", "ZPersonalDataExport"),
});
