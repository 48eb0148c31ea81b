import { ConfigError, loadConfig, type Config } from "./config";
import { createDb, migrate } from "./db/client";
import { LOCK_KEYS, withAdvisoryLock } from "./db/locks";
import { seedCatalogue } from "./db/seed";
import { seedPartnerSamples } from "./db/seed-partner";
import { buildServer } from "./server";

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/** Starts the API: validates settings, opens the database, migrates (one node at a time), seeds, listens. */
async function main(): Promise<void> {
  const config = readConfig();
  if (config.dataKeyIsDevDefault) {
    console.warn(
      "\n!!! WARNING: DATA_KEY is not set. Traveller ID numbers are encrypted with a fixed DEVELOPMENT key.\n" +
        "!!! Set DATA_KEY (64 hex characters, e.g. `openssl rand -hex 32`) before storing real data.\n",
    );
  }
  const handle = await createDb(config);
  // Nodes starting together on an empty PostgreSQL would race to CREATE the same tables: one
  // migrates, the others wait for it and then find every migration applied.
  await withAdvisoryLock(handle.db, LOCK_KEYS.migrate, () => migrate(handle), { wait: true });
  await seedCatalogue(handle.db);
  // The bank's sample offers and featured spots (decision 026), on the spots just seeded.
  await seedPartnerSamples(handle.db);
  const app = await buildServer(config, { db: handle });
  // The seed may have changed products that other running nodes hold in their caches.
  await app.ctx.bus.publish("catalogue", "*");

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      // The database closes after the app: its own close hooks (sweepers, the bus) still use it.
      app
        .close()
        .then(() => handle.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  const db = handle.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite (${config.dataDir})`;
  console.log(`database: ${db}${config.staticDir ? `; app: ${config.staticDir}` : "; no STATIC_DIR, API only"}`);
  console.log(`城市文旅 API + app: http://localhost:${config.port}`);
}

main().catch((err: unknown) => {
  console.error("The API failed to start:", err);
  process.exit(1);
});
