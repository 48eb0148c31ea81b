import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-utils";
import { withAdvisoryLock } from "./locks";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A promise and the function that settles it, to hold a lock open while the test looks. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = (): void => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const KEY = 7_700_001;

/** Resolves once a session of this database waits for the advisory lock KEY (pg_locks, granted = false). */
async function waitingForLock(): Promise<void> {
  for (;;) {
    const result = (await t.db.execute(
      sql`SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND objid = ${KEY} AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    )) as unknown as { rows: unknown[] };
    if (result.rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("withAdvisoryLock", () => {
  it("runs the job and answers its value", async () => {
    expect(await withAdvisoryLock(t.db, KEY, async () => 42, { wait: false })).toEqual({ ran: true, value: 42 });
  });

  it("unlocks when the job throws, so the next caller runs", async () => {
    await expect(withAdvisoryLock(t.db, KEY, async () => Promise.reject(new Error("boom")), { wait: false })).rejects.toThrow("boom");
    expect(await withAdvisoryLock(t.db, KEY, async () => "again", { wait: false })).toEqual({ ran: true, value: "again" });
  });
});

// Two callers of one process take two pooled connections, exactly like two API nodes; PGlite is one
// connection in one process, so there the lock is not taken (the sweepers' own guard applies).
describe.runIf(process.env.DATABASE_URL)("withAdvisoryLock on PostgreSQL", () => {
  it("skips a try while another connection holds the lock, and runs once it is free", async () => {
    const held = gate();
    const entered = gate();
    const holder = withAdvisoryLock(t.db, KEY, async () => {
      entered.open();
      await held.opened;
      return "holder";
    }, { wait: false });
    await entered.opened;
    expect(await withAdvisoryLock(t.db, KEY, async () => "second", { wait: false })).toEqual({ ran: false });
    held.open();
    expect(await holder).toEqual({ ran: true, value: "holder" });
    expect(await withAdvisoryLock(t.db, KEY, async () => "third", { wait: false })).toEqual({ ran: true, value: "third" });
  });

  it("queues a waiting caller behind the holder: the jobs never overlap", async () => {
    const events: string[] = [];
    const held = gate();
    const entered = gate();
    const first = withAdvisoryLock(t.db, KEY, async () => {
      events.push("first in");
      entered.open();
      await held.opened;
      events.push("first out");
    }, { wait: true });
    await entered.opened;
    const second = withAdvisoryLock(t.db, KEY, async () => void events.push("second in"), { wait: true });
    // Let the first one finish only once PostgreSQL shows the second caller waiting for the lock.
    await waitingForLock();
    held.open();
    await Promise.all([first, second]);
    expect(events).toEqual(["first in", "first out", "second in"]);
  });
});
