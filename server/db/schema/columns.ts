// Columns and types every table module shares.
import { customType, timestamp } from "drizzle-orm/pg-core";

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** A PostgreSQL daterange, written and read as '[YYYY-MM-DD,YYYY-MM-DD)'. */
export const dateRange = customType<{ data: string; driverData: string }>({
  dataType: () => "daterange",
});
