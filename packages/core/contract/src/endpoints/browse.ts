import { defineEndpoint, schemasOf } from "../endpoint";

const schemas = () => Promise.all([import("../browse"), import("../envelope")]).then(([b, e]) => ({ ...b, ...e }));

/*
 * Tracking calls of spec section 7 and the health check. Open to anonymous visitors (the user id is
 * recorded when a valid token comes along); rate limited per IP.
 */

/** A page view or UI event (page-view tracking runs on each navigation). */
export const pagePoint = defineEndpoint({
  path: "/api/browse/page_point",
  method: "POST",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZPagePointRequest", "ZNull"),
});

/** A browse record of a page, goods or scene. */
export const browseRecord = defineEndpoint({
  path: "/api/browse/browse_record",
  method: "POST",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZBrowseRecordRequest", "ZNull"),
});

/** A named tracking point on a page. */
export const buryingPoint = defineEndpoint({
  path: "/api/browse/burying_point",
  method: "POST",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZBuryingPointRequest", "ZNull"),
});

/** A fresh visitor id. */
export const getUuid = defineEndpoint({
  path: "/api/browse/get_uuid",
  method: "POST",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZNoFields", "ZUuidResult"),
});

/** Liveness and database check for load balancers and the e2e servers. */
export const health = defineEndpoint({
  path: "/api/health",
  method: "GET",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(schemas, "ZNoFields", "ZHealth"),
});
