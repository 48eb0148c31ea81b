import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index";
import { createTestApp, postForm, type TestApp, type TestLogin } from "../../test-utils";
import { AVATAR_MAX_BYTES } from "./avatar-image";
import { dataUrl, jpegImage, pngImage, webpImage } from "./test-kit";

let t: TestApp;
let me: TestLogin;
beforeAll(async () => {
  t = await createTestApp();
  me = await t.loginAs("13700000001");
});
afterAll(async () => t.close());

const user = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const upload = (image: string, token = me.token, extra: Record<string, string> = {}) =>
  postForm<{ avatar: string }>(t.app, "/api/uservice/user/uploadAvatar", { image, ...extra }, token);

describe("profile endpoints need login", () => {
  it("answers HTTP 401 with code 4005 to every write without a valid token", async () => {
    for (const action of ["updateNickname", "uploadAvatar", "sendMyPhoneCode", "verifyOldPhone", "changePhone", "sendEmailCode", "changeEmail", "changePassword", "setPaymentPassword", "verifyPaymentPassword", "realName"]) {
      const res = await postForm(t.app, `/api/uservice/user/${action}`, {}, "x".repeat(43));
      expect(res.status, action).toBe(401);
      expect(res.body.code, action).toBe(4005);
    }
  });
});

describe("POST /api/uservice/user/updateNickname", () => {
  it("stores the nickname without special punctuation and answers the user", async () => {
    const res = await postForm<{ nickname: string; id: number }>(t.app, "/api/uservice/user/updateNickname", { nickname: "  小明！的😀<旅行>  " }, me.token);
    expect(res.body).toMatchObject({ code: 1, data: { id: me.userId, nickname: "小明的旅行" } });
    expect((await user(me.userId))?.nickname).toBe("小明的旅行");
  });

  it("refuses a nickname that is only punctuation or longer than 20 characters, changing nothing", async () => {
    for (const nickname of ["！！！😀", "", "一二三四五六七八九十一二三四五六七八九十一"]) {
      const res = await postForm(t.app, "/api/uservice/user/updateNickname", { nickname }, me.token);
      expect(res.body.code, nickname).toBe(0);
      expect(res.body.msg).toMatch(/昵称/);
    }
    expect((await user(me.userId))?.nickname).toBe("小明的旅行");
  });

  it("refuses fields it does not own (user_id, phone, status) and changes nothing", async () => {
    const other = await t.loginAs("13700000002");
    for (const extra of [{ user_id: String(other.userId) }, { phone: "13700009999" }, { status: "1" }]) {
      const res = await postForm(t.app, "/api/uservice/user/updateNickname", { nickname: "改名", ...extra }, me.token);
      expect(res.body.code).toBe(0);
      expect(res.body.msg).toMatch(/^不允许提交的字段/);
    }
    expect((await user(me.userId))?.nickname).toBe("小明的旅行");
    expect((await user(other.userId))?.nickname).toBe("游客0002");
  });
});

describe("POST /api/uservice/user/uploadAvatar", () => {
  it("stores a PNG, answers its URL and serves it with its type, nosniff and a long cache", async () => {
    const png = pngImage(64, 64);
    const res = await upload(dataUrl("png", png));
    expect(res.body.code).toBe(1);
    const url = res.body.data.avatar;
    expect(url).toMatch(/^http:\/\/localhost:8080\/res\/uploads\/avatars\/[A-Za-z0-9_-]{22}\.png$/);
    expect((await user(me.userId))?.avatarUrl).toBe(url);
    const got = await t.app.inject({ method: "GET", url: new URL(url).pathname });
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-type"]).toBe("image/png");
    expect(got.headers["x-content-type-options"]).toBe("nosniff");
    expect(got.headers["cache-control"]).toMatch(/max-age=31536000/);
    expect(got.rawPayload.equals(png)).toBe(true);
  });

  it("accepts JPEG and WebP, and replacing the avatar deletes the old file", async () => {
    const first = (await upload(dataUrl("jpeg", jpegImage(512, 512)))).body.data.avatar;
    expect(first).toMatch(/\.jpg$/);
    const second = (await upload(dataUrl("webp", webpImage(300, 200)))).body.data.avatar;
    expect(second).toMatch(/\.webp$/);
    const old = await t.app.inject({ method: "GET", url: new URL(first).pathname });
    expect(old.statusCode).toBe(404);
    const now = await t.app.inject({ method: "GET", url: new URL(second).pathname });
    expect(now.headers["content-type"]).toBe("image/webp");
  });

  it("refuses wrong pictures with code 0 and keeps the avatar", async () => {
    const before = (await user(me.userId))?.avatarUrl;
    const cases: [string, RegExp][] = [
      [dataUrl("jpeg", pngImage(10, 10)), /不符/],
      [dataUrl("png", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>")), /仅支持/],
      ["data:image/svg+xml;base64,PHN2Zy8+", /仅支持/],
      [dataUrl("png", pngImage(1025, 8)), /1024/],
      [dataUrl("jpeg", jpegImage(100, 2000)), /1024/],
      [dataUrl("png", pngImage(16, 16, AVATAR_MAX_BYTES + 1)), /512KB/],
      [dataUrl("jpeg", Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01])), /损坏/],
    ];
    for (const [image, msg] of cases) {
      const res = await upload(image);
      expect(res.body.code, image.slice(0, 40)).toBe(0);
      expect(res.body.msg).toMatch(msg);
    }
    expect((await user(me.userId))?.avatarUrl).toBe(before);
  });

  it("accepts a picture of exactly 512 KB", async () => {
    const res = await upload(dataUrl("png", pngImage(16, 16, AVATAR_MAX_BYTES)));
    expect(res.body.code).toBe(1);
  });

  it("refuses a user_id field, so nobody sets another user's avatar", async () => {
    const other = await t.loginAs("13700000003");
    const res = await upload(dataUrl("png", pngImage(8, 8)), me.token, { user_id: String(other.userId) });
    expect(res.body.msg).toBe("不允许提交的字段：user_id");
    expect((await user(other.userId))?.avatarUrl).toBe("");
  });

  it("answers 404 for unknown or malformed upload keys", async () => {
    for (const path of ["/res/uploads/avatars/AAAAAAAAAAAAAAAAAAAAAA.png", "/res/uploads/../../package.json", "/res/uploads/avatars/x.svg", "/res/uploads/avatars/%2e%2e%2fsecret.png"]) {
      expect((await t.app.inject({ method: "GET", url: path })).statusCode, path).toBe(404);
    }
  });
});
