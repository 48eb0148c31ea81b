import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "@wenlv/contract/envelope";
import type { ScenicListItem } from "@wenlv/contract/scenic";
import type { HotWords, SuggestResult } from "@wenlv/contract/search";
import { seedScenicSpots, seedScenicTags } from "../../db/seed-data";
import { createTestApp, createTestClock, postForm, type TestApp } from "../../test-utils";
import { HOT_LIMIT, HOT_PRESET_TAGS, hotWords, SEARCH_RECORDS_PER_MINUTE } from "./service";

const seed = seedScenicSpots();
const gardens = seed.filter((s) => s.tags.includes("garden")).map((s) => s.nameZh);
const vocabulary = seedScenicTags();
let t: TestApp;
const clock = createTestClock(new Date("2025-06-01T02:00:00Z"));

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

async function suggest(q: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/search/suggest?q=${encodeURIComponent(q)}` });
  return { status: res.statusCode, body: res.json<{ code: number; msg: string; data: SuggestResult }>() };
}
const names = async (q: string) => (await suggest(q)).body.data.list.map((s) => s.name);
const results = async (keyword: string) =>
  (await postForm<Page<ScenicListItem>>(t.app, "/api/scenic/list", { keyword, page_size: 50 })).body.data.list.map((i) => i.name);
const record = (keyword: string, ip = "10.0.0.1") =>
  t.app.inject({ method: "POST", url: "/api/search/record", payload: new URLSearchParams({ keyword }).toString(), headers: { "content-type": "application/x-www-form-urlencoded" }, remoteAddress: ip });

describe("GET /api/search/suggest", () => {
  it("finds 拙政园 first by its initials, its pinyin and a part of its name", async () => {
    for (const q of ["zzy", "ZZY", "zhuozheng", "zhuozhengyuan", "zhuo zheng", "拙政"]) {
      const { body } = await suggest(q);
      expect(body.code, q).toBe(1);
      expect(body.data.list[0], q).toMatchObject({ kind: "spot", name: "拙政园", name_en: "Humble Administrator's Garden" });
      expect(typeof (body.data.list[0] as { id: number }).id).toBe("number");
    }
  });

  it("reads polyphones as the spot's record says: chongyuansi and cys find 重元寺, zhongyuansi does not", async () => {
    for (const q of ["chongyuansi", "cys", "chongyuan"]) expect((await suggest(q)).body.data.list.map((s) => s.name), q).toContain("重元寺");
    expect((await suggest("zhongyuansi")).body.data.list.map((s) => s.name)).not.toContain("重元寺");
    expect((await suggest("zengyuan")).body.data.list.map((s) => s.name)).toContain("曾园·赵园");
  });

  it("offers the tag 园林 first and no spot by the 园 of its name", async () => {
    const list = (await suggest("园林")).body.data.list;
    expect(list[0]).toEqual({ kind: "tag", key: "garden", name: "园林", name_en: vocabulary.garden!.en });
    expect(list.map((s) => s.name)).not.toContain("西园寺");
    expect(list.map((s) => s.name)).not.toContain("苏州乐园森林世界");
    expect(await names("yuanlin")).toContain("园林");
  });

  it("answers at most 8, best matches first, and nothing for an empty query", async () => {
    expect((await suggest("s")).body.data.list.length).toBeLessThanOrEqual(8);
    expect((await suggest("s")).body.data.list.length).toBeGreaterThan(0);
    expect((await suggest("")).body.data.list).toEqual([]);
    expect((await suggest("   ")).body.data.list).toEqual([]);
    expect(await names("qwxz")).toEqual([]);
    expect(await names("%")).toEqual([]);
  });

  it("refuses a query longer than 30 characters with code 0", async () => {
    const { body } = await suggest("拙".repeat(31));
    expect(body.code).toBe(0);
    expect(body.msg).toBe("搜索词太长");
  });

  it("is cacheable: GET with an ETag", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/search/suggest?q=zzy" });
    expect(res.headers.etag).toBeTruthy();
    expect(String(res.headers["cache-control"])).toContain("public");
  });
});

describe("/api/scenic/list with a keyword (the result search)", () => {
  it("matches pinyin and initials, with the name that matches whole first", async () => {
    expect((await results("zzy"))[0]).toBe("拙政园");
    expect((await results("zhuozheng"))[0]).toBe("拙政园");
    expect((await results("拙政"))[0]).toBe("拙政园");
  });

  it("finds the gardens by the tag 园林, not 西园寺 or 乐园", async () => {
    const list = await results("园林");
    expect(list.sort()).toEqual([...gardens].sort());
    expect(list).not.toContain("西园寺");
  });
});

describe("hot words", () => {
  it("starts from the catalogue's categories and hot spots, with no counts", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/search/hot" });
    const hot = res.json<{ code: number; data: HotWords }>().data.list;
    expect(hot.length).toBeLessThanOrEqual(HOT_LIMIT);
    expect(hot.slice(0, HOT_PRESET_TAGS.length)).toEqual(
      HOT_PRESET_TAGS.map((key) => ({ word: vocabulary[key]!.zh, kind: "tag", key, word_en: vocabulary[key]!.en })),
    );
    expect(hot.slice(0, 3).map((h) => h.word)).toEqual(["园林", "古镇", "博物馆"]);
    const hotSpots = new Set(seed.filter((s) => s.hot).map((s) => s.nameZh));
    for (const w of hot.filter((h) => h.kind === "spot")) expect(hotSpots.has(w.word)).toBe(true);
  });

  it("puts keywords searched twice in the last 7 days first; junk and older searches never count", async () => {
    for (let i = 0; i < 3; i++) expect((await record("狮子林")).json()).toMatchObject({ code: 1 });
    await record("ZZY");
    await record("zzy");
    await record("qwxz");
    await record("qwxz");
    await record("寒山寺"); // once: not hot yet
    let hot = (await hotWords(t.ctx)).list;
    expect(hot.slice(0, 2)).toEqual([
      { word: "狮子林", kind: "searched" },
      { word: "zzy", kind: "searched" },
    ]);
    expect(hot.map((h) => h.word)).not.toContain("qwxz");
    expect(hot.filter((h) => h.word === "狮子林")).toHaveLength(1);
    clock.advance(8 * 86_400_000);
    hot = (await hotWords(t.ctx)).list;
    expect(hot.some((h) => h.kind === "searched")).toBe(false);
  });

  it("refuses an empty keyword and too many records from one IP", async () => {
    expect((await record("  ")).json()).toMatchObject({ code: 0, msg: "请输入搜索词" });
    let last = 1;
    for (let i = 0; i <= SEARCH_RECORDS_PER_MINUTE; i++) last = (await record("留园", "10.0.0.9")).json<{ code: number }>().code;
    expect(last).toBe(4006);
  });
});
