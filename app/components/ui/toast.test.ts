import { describe, expect, it } from "vitest";
import { toastFromKey, withToast } from "./toast";

describe("redirect toasts", () => {
  it("adds the key to any path, keeping its query and hash", () => {
    expect(withToast("/contact", "contactSent")).toBe("/contact?toast=contactSent");
    expect(withToast("/search?city=Ouidah#top", "signedIn")).toBe("/search?city=Ouidah&toast=signedIn#top");
  });

  it("shows only catalog entries", () => {
    expect(toastFromKey("contactSent")).toMatchObject({ title: "Message envoyé" });
    expect(toastFromKey("adminOnly")).toMatchObject({ title: "Accès refusé", variant: "destructive" });
    for (const key of [null, "", "toString", "__proto__", "constructor", "<b>x</b>"])
      expect(toastFromKey(key)).toBeNull();
  });
});
