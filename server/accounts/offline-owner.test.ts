import { describe, expect, it } from "vitest";
import { offlineOwnerOf } from "./offline-owner.server";

describe("offlineOwnerOf", () => {
  it("names each account by a stable value that is not its id", () => {
    const id = "3f1c2a9e-0000-4000-8000-000000000001";
    expect(offlineOwnerOf(id)).toBe(offlineOwnerOf(id));
    expect(offlineOwnerOf(id)).not.toContain(id);
    expect(offlineOwnerOf(id)).toMatch(/^[\w-]{22}$/);
  });

  it("tells two accounts apart", () => {
    expect(offlineOwnerOf("account-a")).not.toBe(offlineOwnerOf("account-b"));
  });
});
