import { describe, expect, it } from "vitest";
import { mailtoHref } from "./mailto";

describe("mailto links", () => {
  it("keeps an ordinary address as it is", () => {
    expect(mailtoHref("afi.houngbo+voyage@exemple.bj")).toBe("mailto:afi.houngbo%2Bvoyage@exemple.bj");
    expect(mailtoHref("afi@exemple.bj")).toBe("mailto:afi@exemple.bj");
  });

  it("never lets an address add header fields (cc, bcc, subject, body)", () => {
    const href = mailtoHref("afi@exemple.bj?cc=espion%40pirate.bj&bcc=x@y.bj&body=Bonjour#fin");
    expect(href).not.toMatch(/[?&#]/);
    expect(new URL(href).search).toBe("");
    expect(decodeURIComponent(href.slice("mailto:".length))).toBe(
      "afi@exemple.bj?cc=espion%40pirate.bj&bcc=x@y.bj&body=Bonjour#fin",
    );
  });
});
