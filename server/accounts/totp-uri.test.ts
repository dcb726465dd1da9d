import { describe, expect, it } from "vitest";
import { base32, totpUri } from "./totp-uri.server";

describe("the otpauth address an authenticator app reads", () => {
  it("encodes the secret in base32 (RFC 4648 vectors, no padding)", () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(base32(bytes("foobar"))).toBe("MZXW6YTBOI");
    expect(base32(bytes("12345678901234567890"))).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
  });

  it("names the issuer and the account, with 6 digits every 30 seconds", () => {
    const { uri, secret } = totpUri("12345678901234567890", "admin@exemple.bj");
    expect(secret).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(uri).toBe(
      "otpauth://totp/B%C3%A9nin%20Voyages:admin%40exemple.bj?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=B%C3%A9nin+Voyages&digits=6&period=30",
    );
  });

  it("keeps a secret stored in base32 as it is", () => {
    expect(totpUri("base32:benindemo", "a@b.bj").secret).toBe("BENINDEMO");
  });
});
