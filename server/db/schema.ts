// Typed view of the tables created by server/db/migrations/*.sql (the SQL is the source
// of truth: it carries the constraints, generated columns and indexes), one module per
// domain in server/db/schema/.
export * from "./schema/accounts";
export * from "./schema/bookings";
export * from "./schema/conversations";
export * from "./schema/calendars";
export { dateRange } from "./schema/columns";
export * from "./schema/listings";
export * from "./schema/messages";
export * from "./schema/money";
export * from "./schema/operators";
export * from "./schema/payments";
export * from "./schema/reviews";
