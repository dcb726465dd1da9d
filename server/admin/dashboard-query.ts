// The dashboard's address: which tab, which page, which e-mail status. Anything unknown
// or malformed falls back to the default instead of failing (a hand-typed URL never 500s).
import { z } from "zod";

export const DASHBOARD_TABS = ["listings", "bookings", "money", "users", "messages", "emails"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const EMAIL_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** The last page anyone could reach; a bigger number is clamped (no giant OFFSET). */
const MAX_PAGE = 10_000;

const querySchema = z.object({
  tab: z.enum(DASHBOARD_TABS).catch("listings"),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
  status: z.enum(EMAIL_STATUSES).optional().catch(undefined),
});

export type DashboardQuery = { tab: DashboardTab; page: number; emailStatus: EmailStatus | undefined };

export function parseDashboardQuery(search: URLSearchParams): DashboardQuery {
  const parsed = querySchema.parse({
    tab: search.get("tab") ?? undefined,
    page: search.get("page") ?? undefined,
    status: search.get("status") ?? undefined,
  });
  return { tab: parsed.tab, page: parsed.page, emailStatus: parsed.status };
}

export type Page<T> = { items: T[]; page: number; totalPages: number; total: number };

/** LIMIT and OFFSET for a 1-based page. */
export function pageWindow(page: number, pageSize: number) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

export function toPage<T>(items: T[], total: number, page: number, pageSize: number): Page<T> {
  return { items, page, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}
