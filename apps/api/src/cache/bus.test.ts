import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, nextMessage, type TestApp, type TestNode } from "../test-utils";
import { createLocalBus } from "./bus";

describe("local bus", () => {
  it("calls this process's subscribers of the topic before publish returns", () => {
    const bus = createLocalBus();
    const heard: string[] = [];
    bus.subscribe("stock-taken", (key) => heard.push(`taken ${key}`));
    bus.subscribe("session", (key) => heard.push(`session ${key}`));
    void bus.publish("stock-taken", "1|2025-06-01|全天");
    expect(heard).toEqual(["taken 1|2025-06-01|全天"]);
  });

  it("stops calling a subscriber that unsubscribed, and a failing subscriber does not stop the others", () => {
    const errors: unknown[] = [];
    const bus = createLocalBus((err) => errors.push(err));
    const heard: string[] = [];
    const stop = bus.subscribe("catalogue", (key) => heard.push(`a ${key}`));
    bus.subscribe("catalogue", () => {
      throw new Error("boom");
    });
    bus.subscribe("catalogue", (key) => heard.push(`c ${key}`));
    void bus.publish("catalogue", "*");
    stop();
    void bus.publish("catalogue", "7");
    expect(heard).toEqual(["a *", "c *", "c 7"]);
    expect(errors).toHaveLength(2);
  });
});

describe("the bus between two nodes of one database", () => {
  let t: TestApp;
  let other: TestNode;
  beforeAll(async () => {
    t = await createTestApp();
    other = await t.addNode();
  });
  afterAll(async () => t.close());

  it("delivers a message published on one node to the other node's subscribers", async () => {
    const heard = nextMessage(other.ctx.bus, "stock-returned");
    await t.ctx.bus.publish("stock-returned", "12|2025-06-02|09:30-11:30");
    expect(await heard).toBe("12|2025-06-02|09:30-11:30");
  });

  it.runIf(process.env.DATABASE_URL)("uses LISTEN/NOTIFY on PostgreSQL: a separate bus per node, and the sender hears its own message back", async () => {
    expect(t.ctx.bus.kind).toBe("postgres");
    expect(other.ctx.bus).not.toBe(t.ctx.bus);
    const echoed: string[] = [];
    const stop = t.ctx.bus.subscribe("session", (key) => echoed.push(key));
    const atOther = nextMessage(other.ctx.bus, "session", (key) => key === "user:42");
    const echo = nextMessage(t.ctx.bus, "session", (key) => key === "user:42" && echoed.length === 2);
    const sent = t.ctx.bus.publish("session", "user:42");
    expect(echoed).toEqual(["user:42"]);
    await sent;
    expect(await atOther).toBe("user:42");
    await echo;
    stop();
    expect(echoed).toEqual(["user:42", "user:42"]);
  });

  it.runIf(process.env.DATABASE_URL)("delivers a message queued in a transaction only when it commits", async () => {
    const seen: string[] = [];
    const stop = other.ctx.bus.subscribe("sold-out", (key) => seen.push(key));
    await t.db
      .transaction(async (tx) => {
        await t.ctx.bus.publishIn(tx, "sold-out", "rolled-back#1");
        throw new Error("roll back");
      })
      .catch(() => {});
    const committed = nextMessage(other.ctx.bus, "sold-out", (key) => key === "committed#1");
    await t.db.transaction(async (tx) => t.ctx.bus.publishIn(tx, "sold-out", "committed#1"));
    await committed;
    stop();
    // Notifications arrive in commit order: had the rolled-back one been sent, it would be first.
    expect(seen).toEqual(["committed#1"]);
  });
});
