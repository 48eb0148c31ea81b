import { defineEndpoint, schemasOf } from "../endpoint";

const schemas = () => Promise.all([import("../auth"), import("../profile"), import("../envelope")]).then(([a, p, e]) => ({ ...a, ...p, ...e }));

/*
 * Sandbox views for development, tests and e2e; each is registered only while its provider is the
 * sandbox, so a real gateway never exposes codes or made-up people.
 */

/** The sandbox SMS outbox, newest first (SMS_PROVIDER=sandbox). */
export const devSmsOutbox = defineEndpoint({
  path: "/api/dev/sms-outbox",
  method: "GET",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZSmsOutboxQuery", "ZSmsOutbox"),
});

/** The sandbox mail outbox, newest first (MAIL_PROVIDER=sandbox). */
export const devMailOutbox = defineEndpoint({
  path: "/api/dev/mail-outbox",
  method: "GET",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZMailOutboxQuery", "ZMailOutbox"),
});

/** The sandbox identity registry (IDENTITY_PROVIDER=sandbox). */
export const devIdentityRegistry = defineEndpoint({
  path: "/api/dev/identity-registry",
  method: "GET",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZNoFields", "ZIdentityRegistry"),
});
