import { defineEndpoint, schemasOf } from "../endpoint";

const schemas = () => Promise.all([import("../search"), import("../envelope")]).then(([s, e]) => ({ ...s, ...e }));

/*
 * Search (issue 9): suggestions and hot words are public reads whose answer depends on the query
 * only, answered on GET with an ETag and cached like the catalogue; the result list is
 * /api/scenic/list with `keyword` or `tag`.
 */

/** Up to 8 spots and tags for the text typed so far (Chinese, pinyin or initials). */
export const searchSuggest = defineEndpoint({
  path: "/api/search/suggest",
  method: "GET",
  cacheable: "catalogue",
  access: "anonymous",
  mode: "quiet",
  schemas: schemasOf(schemas, "ZSuggestRequest", "ZSuggestResult"),
});

/** The hot words of /Search: most searched keywords of the last days, topped up from the catalogue. */
export const searchHot = defineEndpoint({
  path: "/api/search/hot",
  method: "GET",
  cacheable: "catalogue",
  access: "anonymous",
  mode: "quiet",
  schemas: schemasOf(schemas, "ZNoFields", "ZHotWords"),
});

/** Records that a result search ran (for the hot words); rate limited per IP. */
export const searchRecord = defineEndpoint({
  path: "/api/search/record",
  method: "POST",
  access: "anonymous",
  mode: "quiet",
  schemas: schemasOf(schemas, "ZSearchRecordRequest", "ZNull"),
});
