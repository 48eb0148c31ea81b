import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../src/db/client";
import { rateCounters } from "../src/db/schema/index";
import { SMS_RULES } from "../src/modules/auth/sms-codes";
import { clusterEnv, openClusterDb, post, type Answer } from "./http";

const cluster = clusterEnv();
let shared: DbHandle;
beforeAll(async () => {
  shared = await openClusterDb(cluster);
});
afterAll(async () => shared.close());

/** Sends one login code per phone from client `ip`, hit i going straight to node i mod 3 (never through nginx). */
async function sendsSpreadOverNodes(ip: string, phones: string[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const [i, phone] of phones.entries()) {
    answers.push(await post(cluster.nodes[i % cluster.nodes.length] as string, "/api/uservice/sms/send", { phone, purpose: "login" }, { ip }));
  }
  return answers;
}

describe("rate limits are counted across nodes", () => {
  it("refuses the 31st code request of one client address an hour, though no node saw more than 11", async () => {
    const limit = SMS_RULES.perIpPerHour;
    const phones = Array.from({ length: limit + 1 }, (_, i) => `1360000${String(i).padStart(4, "0")}`);
    // The counter is a fixed hour window; a run that straddles the hour boundary splits the hits
    // over two windows and proves nothing, so it is repeated with a fresh address.
    for (let attempt = 1; ; attempt += 1) {
      const ip = `203.0.113.${attempt}`;
      const answers = await sendsSpreadOverNodes(ip, phones);
      const windows = await shared.db.select().from(rateCounters).where(eq(rateCounters.key, `sms:ip:${ip}`));
      if (windows.length > 1 && attempt < 3) continue;
      expect(windows).toHaveLength(1);
      expect(windows[0]?.count).toBe(limit + 1);
      expect(answers.slice(0, limit).map((a) => a.body.code)).toEqual(Array(limit).fill(1));
      expect(answers[limit]?.body).toMatchObject({ code: 4006, msg: "操作太频繁，请稍后再试" });
      return;
    }
  });

  it("refuses a second code for one phone within the minute on every other node", async () => {
    const phone = "13600009999";
    const answers = await Promise.all(cluster.nodes.map((node, i) => post(node, "/api/uservice/sms/send", { phone, purpose: "login" }, { ip: `198.51.100.${i + 1}` })));
    expect(answers.map((a) => a.body.code).sort()).toEqual([1, 4006, 4006]);
  });
});
