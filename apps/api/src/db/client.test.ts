import { afterEach, describe, expect, it } from "vitest";
import { Pool } from "pg";
import { keepConnectionOnStatementErrors } from "./client";

/** The pooled connection's server process id: the same id means the same connection. */
async function backendPid(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
  return rows[0]!.pid;
}

describe.runIf(process.env.DATABASE_URL)("keepConnectionOnStatementErrors (PostgreSQL)", () => {
  const pools: Pool[] = [];
  /** A pool of ONE connection, so every query below runs on the same one unless it was closed. */
  const onePool = (keep: boolean) => {
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    pool.on("error", () => {});
    pools.push(pool);
    return keep ? keepConnectionOnStatementErrors(pool) : pool;
  };
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((p) => p.end()));
  });

  it("keeps the connection after a statement the server refused, where a plain pg Pool closes it", async () => {
    const kept = onePool(true);
    const before = await backendPid(kept);
    await expect(kept.query("SELECT 1 / 0")).rejects.toMatchObject({ code: "22012" });
    await expect(kept.query("SELECT $1::int AS n", ["x"])).rejects.toMatchObject({ code: "22P02" });
    expect(await backendPid(kept)).toBe(before);
    expect(kept.totalCount).toBe(1);

    const plain = onePool(false);
    const plainBefore = await backendPid(plain);
    await expect(plain.query("SELECT 1 / 0")).rejects.toMatchObject({ code: "22012" });
    expect(await backendPid(plain)).not.toBe(plainBefore);
  });

  it("still drops a connection the server ended (FATAL), and the next query gets a new one", async () => {
    const pool = onePool(true);
    const before = await backendPid(pool);
    await expect(pool.query("SELECT pg_terminate_backend(pg_backend_pid())")).rejects.toMatchObject({ code: "57P01" });
    const after = await backendPid(pool);
    expect(after).not.toBe(before);
  });

  it("answers results and passes callback calls on to pg-pool", async () => {
    const pool = onePool(true);
    expect((await pool.query<{ n: number }>("SELECT $1::int AS n", [7])).rows).toEqual([{ n: 7 }]);
    const viaCallback = await new Promise<number>((resolve, reject) =>
      pool.query<{ n: number }>("SELECT 8 AS n", (err, res) => (err ? reject(err) : resolve(res.rows[0]!.n))),
    );
    expect(viaCallback).toBe(8);
  });
});
