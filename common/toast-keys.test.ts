import { describe, expect, it } from "vitest";
import { toastMessages } from "#common/texts/fr/toast-messages";
import { toastFromKey, withToast } from "#common/toast-keys";

describe("redirect toasts", () => {
  it("adds the key to any path, keeping its query and hash", () => {
    expect(withToast("/contact", "contactSent")).toBe("/contact?toast=contactSent");
    expect(withToast("/search?city=Ouidah#top", "signedIn")).toBe("/search?city=Ouidah&toast=signedIn#top");
  });

  it("shows only catalog entries", () => {
    expect(toastFromKey("contactSent", toastMessages.catalog)).toMatchObject({ title: "Message envoyé" });
    expect(toastFromKey("adminOnly", toastMessages.catalog)).toMatchObject({
      title: "Accès refusé",
      variant: "destructive",
    });
    for (const key of [null, "", "toString", "__proto__", "constructor", "<b>x</b>"])
      expect(toastFromKey(key, toastMessages.catalog)).toBeNull();
  });
});
