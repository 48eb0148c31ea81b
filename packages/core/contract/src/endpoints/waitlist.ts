import { defineEndpoint, schemasOf } from "../endpoint";

const waitlist = () => Promise.all([import("../waitlist"), import("../orders"), import("../envelope")]).then(([w, o, e]) => ({ ...w, ...o, ...e }));

/*
 * The waiting list and the user's notices (issue 10, decision 035). All need login.
 */

/**
 * Join the waiting list of sold-out stock with the order one would place: the same signed `data`,
 * `signature` and `partner_code` as /api/order/create. Code 0 when places are left (buy instead),
 * when the user already waits for the same stock, or for seat-by-seat stock; the order's own
 * checks (travellers, day, session) as for a create.
 */
export const waitlistJoin = defineEndpoint({
  path: "/api/waitlist/join",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(waitlist, "ZOrderCreateRequest", "ZWaitlistJoined"),
});

/** The user's waiting-list entries, newest first. */
export const waitlistMine = defineEndpoint({
  path: "/api/waitlist/mine",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(waitlist, "ZNoFields", "ZWaitlistList"),
});

/** Leave a waiting entry; code 0 "候补记录不存在" for another's or one no longer waiting. */
export const waitlistLeave = defineEndpoint({
  path: "/api/waitlist/leave",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(waitlist, "ZWaitlistLeaveRequest", "ZNull"),
});

/** The user's notices, newest first (at most 50), with the unread count; reading marks them read. */
export const noticeList = defineEndpoint({
  path: "/api/notice/list",
  method: "POST",
  access: "user",
  mode: "envelope",
  schemas: schemasOf(waitlist, "ZNoFields", "ZUserNoticeList"),
});
