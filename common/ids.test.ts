import { describe, expect, it } from "vitest";
import { isId, parseId } from "./ids";

describe("ids", () => {
  it("reads any uuid PostgreSQL would read, in the database's lower case", () => {
    expect(parseId("3F2504E0-4F89-11D3-9A0C-0305E82C3301")).toBe("3f2504e0-4f89-11d3-9a0c-0305e82c3301");
    expect(isId("00000000-0000-0000-0000-000000000000")).toBe(true);
  });

  it("refuses anything else before a query", () => {
    for (const value of [
      undefined,
      null,
      42,
      "",
      "not-a-uuid",
      "3f2504e0-4f89-11d3-9a0c-0305e82c330",
      "3f2504e0-4f89-11d3-9a0c-0305e82c3301x",
      " 3f2504e0-4f89-11d3-9a0c-0305e82c3301",
      "3f2504e04f8911d39a0c0305e82c3301",
      "{3f2504e0-4f89-11d3-9a0c-0305e82c3301}",
      "3f2504e0-4f89-11d3-9a0c-0305e82c3301'; DROP TABLE listings;--",
      ["3f2504e0-4f89-11d3-9a0c-0305e82c3301"],
    ]) {
      expect(isId(value)).toBe(false);
      expect(parseId(value)).toBeNull();
    }
  });
});
