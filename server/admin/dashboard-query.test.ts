import { describe, expect, it } from "vitest";
import { pageWindow, parseDashboardQuery, toPage } from "./dashboard-query";

const parse = (query: string) => parseDashboardQuery(new URLSearchParams(query));

describe("parseDashboardQuery", () => {
  it("reads a tab, a page and an e-mail status", () => {
    expect(parse("tab=emails&page=3&status=failed")).toEqual({ tab: "emails", page: 3, emailStatus: "failed" });
  });

  it("falls back to the listings tab, page 1 and every status on bad input", () => {
    const fallback = { tab: "listings", page: 1, emailStatus: undefined };
    expect(parse("")).toEqual(fallback);
    expect(parse("tab=<script>&page=-4&status=DROP")).toEqual(fallback);
    expect(parse("page=2.5")).toEqual(fallback);
    expect(parse("page=1e400")).toEqual(fallback);
    expect(parse("tab=__proto__&page=abc")).toEqual(fallback);
  });

  it("refuses absurd pages rather than running a huge OFFSET", () => {
    expect(parse("page=99999999999").page).toBe(1);
    expect(parse("page=10000").page).toBe(10_000);
  });
});

describe("paging", () => {
  it("computes the window and the page count", () => {
    expect(pageWindow(3, 20)).toEqual({ limit: 20, offset: 40 });
    expect(toPage([1, 2], 41, 3, 20)).toEqual({ items: [1, 2], page: 3, total: 41, totalPages: 3 });
    expect(toPage([], 0, 1, 20).totalPages).toBe(1);
  });
});
