import { defineEndpoint, schemasOf } from "../endpoint";

const scenic = () => import("../scenic");

/*
 * The scenic catalogue (issue 2): public reads, answered on GET with an ETag (and on POST for older
 * callers). Coordinates GCJ-02, prices integer fen, days "YYYY-MM-DD" in Asia/Shanghai.
 */

/** Spots by district, keyword, hot flag or distance from a GCJ-02 point, page by page. */
export const scenicList = defineEndpoint({
  path: "/api/scenic/list",
  method: "GET",
  cacheable: "catalogue",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(scenic, "ZScenicListRequest", "ZScenicListPage"),
});

/** One spot with its texts, source and ticket products; an unknown id answers code 0 "景区不存在". */
export const scenicDetail = defineEndpoint({
  path: "/api/scenic/detail",
  method: "GET",
  cacheable: "catalogue",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(scenic, "ZScenicDetailRequest", "ZScenicDetail"),
});

/** Remaining stock per day and time slot of one ticket product (revalidated on every use). */
export const scenicStock = defineEndpoint({
  path: "/api/scenic/stock",
  method: "GET",
  cacheable: "live",
  access: "anonymous",
  mode: "envelope",
  schemas: schemasOf(scenic, "ZStockRequest", "ZStockResult"),
});
