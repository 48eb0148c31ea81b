import { describe, expect, it } from "vitest";
import { ALL_ENDPOINTS } from "@wenlv/contract/endpoints/all";
import { getMyInfo } from "@wenlv/contract/endpoints/auth";
import { orderCreate, payStatus } from "@wenlv/contract/endpoints/orders";
import { orderContact } from "@wenlv/contract/endpoints/profile";
import { searchHot, searchRecord, searchSuggest } from "@wenlv/contract/endpoints/search";
import { scenicList } from "@wenlv/contract/endpoints/scenic";
import { endpointArgs } from "./endpoints";

describe("answer modes come from the endpoint table (spec section 8)", () => {
  // Quiet: background calls whose failure must not toast (session check, pay polls, the order
  // form's contact prefill, search suggestions, hot words and the search log).
  const QUIET = [getMyInfo, payStatus, orderContact, searchSuggest, searchHot, searchRecord];

  it("reads getMyInfo quietly and passes order create through raw", () => {
    expect(endpointArgs(getMyInfo, {}).mode).toBe("quiet");
    expect(endpointArgs(payStatus, { order_no: "A1" }).mode).toBe("quiet");
    expect(endpointArgs(orderContact, {}).mode).toBe("quiet");
    expect(endpointArgs(searchRecord, {} as never).mode).toBe("quiet");
    expect(endpointArgs(orderCreate, { data: "{}", signature: "0".repeat(64) }).mode).toBe("raw");
  });

  it("reads every other JSON endpoint as an envelope", () => {
    const others = ALL_ENDPOINTS.filter((e) => !(QUIET as readonly unknown[]).includes(e) && e !== orderCreate && e.mode !== "redirect");
    expect(others.length).toBeGreaterThan(40);
    for (const endpoint of others) expect(endpointArgs(endpoint, {} as never).mode, endpoint.path).toBe("envelope");
  });

  it("calls a cacheable read with GET and without the token", () => {
    expect(endpointArgs(scenicList, { page: 1 })).toEqual({ url: "/api/scenic/list", method: "GET", mode: "envelope", body: { page: 1 }, withToken: false });
    expect(endpointArgs(getMyInfo, {}).withToken).toBeUndefined();
  });
});
