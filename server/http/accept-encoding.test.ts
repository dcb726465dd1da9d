import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./accept-encoding.server";

describe("preferredEncoding", () => {
  it("gives browsers Brotli, listed last at the same weight", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("br, gzip")).toBe("br");
    expect(preferredEncoding("BR")).toBe("br");
  });

  it("follows a visitor who weighs gzip above Brotli, or refuses Brotli", () => {
    expect(preferredEncoding("br;q=0.5, gzip;q=1")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("gzip;q=0.2, *;q=0.8")).toBe("br");
  });

  it("gives nothing without a coding it may take", () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding("")).toBeNull();
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("deflate;q=0")).toBeNull();
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(preferredEncoding("*;q=0")).toBeNull();
    expect(preferredEncoding("br;q=abc, gzip;q=")).toBeNull();
  });
});
