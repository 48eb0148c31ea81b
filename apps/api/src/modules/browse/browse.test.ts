import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browseEvents } from "../../db/schema/index";
import { createTestApp, postForm, type TestApp } from "../../test-utils";
import { BROWSE_EVENTS_PER_MINUTE } from "./service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("browse tracking (spec section 7)", () => {
  it("records an anonymous page view, and the user id when a token comes along", async () => {
    const anon = await postForm(t.app, "/api/browse/page_point", { event: "page_view", param: "/ScenicDetail?id=1", type: "page", uuid: "u-1" });
    expect(anon.body.code).toBe(1);
    const user = await t.loginAs("13900000001");
    await postForm(t.app, "/api/browse/page_point", { event: "page_view", param: "/User", type: "page" }, user.token);
    const rows = await t.db.select().from(browseEvents).where(eq(browseEvents.kind, "page_point"));
    expect(rows.map((r) => [r.param, r.userId])).toEqual([
      ["/ScenicDetail?id=1", null],
      ["/User", user.userId],
    ]);
  });

  it("refuses a page view without an event name and writes nothing", async () => {
    const before = await t.db.select().from(browseEvents);
    const res = await postForm(t.app, "/api/browse/page_point", { param: "/" });
    expect(res.body.code).toBe(0);
    expect(await t.db.select().from(browseEvents)).toHaveLength(before.length);
  });

  it("records browse records of a known type only", async () => {
    expect((await postForm(t.app, "/api/browse/browse_record", { type: "scene", title: "拙政园", drive: "ScenicDetail", url: "/ScenicDetail?id=1", source_id: "1" })).body.code).toBe(1);
    expect((await postForm(t.app, "/api/browse/browse_record", { type: "robot", title: "x" })).body.code).toBe(0);
    const rows = await t.db.select().from(browseEvents).where(eq(browseEvents.kind, "browse_record"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sourceId).toBe("1");
  });

  it("hands out a fresh uuid each call", async () => {
    const a = await postForm<{ uuid: string }>(t.app, "/api/browse/get_uuid");
    const b = await postForm<{ uuid: string }>(t.app, "/api/browse/get_uuid");
    expect(a.body.data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.body.data.uuid).not.toBe(b.body.data.uuid);
  });

  it("answers the health check with the database kind", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.json()).toMatchObject({ code: 1, data: { status: "up", db: t.kind } });
  });

  it("refuses more than the per-minute limit from one IP with 4006", async () => {
    const fields = { event: "tap", uuid: "flood" };
    let last = 0;
    for (let i = 0; i <= BROWSE_EVENTS_PER_MINUTE; i += 1) last = (await postForm(t.app, "/api/browse/burying_point", fields)).body.code;
    expect(last).toBe(4006);
  });
});
