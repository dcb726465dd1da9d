// /notifications' reads: newest first, twenty a page, only the reader's own; the header's counts.
import { describe, expect, it } from "vitest";
import { getDb } from "#server/db/client.server";
import { notifications } from "#server/db/schema";
import { createUser } from "#server/seed/factories.server";
import { useTestDatabase } from "#tests/support/test-database";
import { headerCounts } from "./header-counts.server";
import { NOTIFICATIONS_PAGE_SIZE, notificationsPage, pageNumber } from "./notifications-page.server";

await useTestDatabase();

describe("pageNumber", () => {
  it.each([
    [null, 1],
    ["", 1],
    ["2", 2],
    ["0", 1],
    ["-3", 1],
    ["abc", 1],
    ["1e3", 1],
    ["99999", 1],
    ["9999", 500],
  ])("reads %j as page %i", (value, page) => {
    expect(pageNumber(value)).toBe(page);
  });
});

describe("notificationsPage", () => {
  it("gives the reader's own notifications, newest first, a page at a time, and counts the unread", async () => {
    const reader = await createUser({ fullName: "Lectrice" });
    const other = await createUser({ fullName: "Autre" });
    const base = Date.parse("2026-05-01T08:00:00Z");
    await getDb()
      .insert(notifications)
      .values(
        Array.from({ length: NOTIFICATIONS_PAGE_SIZE + 3 }, (_, index) => ({
          userId: reader.id,
          kind: "test",
          title: `Note ${index}`,
          message: "…",
          createdAt: new Date(base + index * 60_000),
          readAt: index < 5 ? new Date(base) : null,
        })),
      );
    await getDb().insert(notifications).values({ userId: other.id, kind: "test", title: "Pas à elle", message: "…" });

    const first = await notificationsPage(reader.id, "fr", 1);
    expect(first.items).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.items[0]!.title).toBe(`Note ${NOTIFICATIONS_PAGE_SIZE + 2}`);
    expect(first).toMatchObject({ page: 1, hasNext: true, total: NOTIFICATIONS_PAGE_SIZE + 3, unread: 18 });
    const second = await notificationsPage(reader.id, "fr", 2);
    expect(second.items.map((item) => item.title)).toEqual(["Note 2", "Note 1", "Note 0"]);
    expect(second.hasNext).toBe(false);
    expect([...first.items, ...second.items].some((item) => item.title === "Pas à elle")).toBe(false);

    expect(await headerCounts(reader.id)).toEqual({ notifications: 18, messages: 0 });
    expect(await headerCounts(other.id)).toEqual({ notifications: 1, messages: 0 });
  });
});
