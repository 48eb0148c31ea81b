import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, postForm, type TestApp } from "../../test-utils";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const U = "/api/uservice/user";
async function registryPerson(name: string): Promise<{ name: string; id_number: string }> {
  const list = (await t.app.inject({ method: "GET", url: "/api/dev/identity-registry" })).json().data.list as { name: string; id_number: string }[];
  const person = list.find((p) => p.name === name);
  if (!person) throw new Error(`${name} is not in the sandbox registry`);
  return person;
}

describe("POST /api/uservice/user/orderContact", () => {
  it("answers the account's own full phone, and no name before real-name verification", async () => {
    const me = await t.loginAs("13700000011");
    const res = await postForm(t.app, `${U}/orderContact`, {}, me.token);
    expect(res.body).toEqual({ code: 1, msg: "ok", data: { name: "", phone: "13700000011" } });
  });

  it("adds the verified real name once the account is verified", async () => {
    const me = await t.loginAs("13700000012");
    const person = await registryPerson("王小明");
    const verified = await postForm(t.app, `${U}/realName`, { agree_id_consent: "1", name: person.name, id_number: person.id_number }, me.token);
    expect(verified.body.code).toBe(1);
    const res = await postForm(t.app, `${U}/orderContact`, {}, me.token);
    expect(res.body.data).toEqual({ name: "王小明", phone: "13700000012" });
  });

  it("needs a login and reads only the caller's account", async () => {
    const anonymous = await postForm(t.app, `${U}/orderContact`, {});
    expect(anonymous.status).toBe(401);
    const other = await t.loginAs("13700000013");
    const res = await postForm(t.app, `${U}/orderContact`, { user_id: "1" }, other.token);
    // The session decides whose contact it is; a user_id in the body is not read.
    expect(res.body.data).toEqual({ name: "", phone: "13700000013" });
  });
});
