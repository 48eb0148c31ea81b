import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Searches people ran (issue 9): one row per result search of a keyword that found something, the
 * keyword normalised (trimmed, lower case). Read for the hot words of the last days; no user, no IP.
 */
export const searchLogs = pgTable(
  "search_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    keyword: text("keyword").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("search_logs_time_idx").on(t.createdAt)],
);
