import { describe, expect, it } from "vitest";
import { beninTenDigitNumber, formatBeninNumber, validatePayoutAccount } from "./payout-account";

const good = { operator: "mtn", phone: "01 97 00 00 00", holderName: "  Koffi   Agossou " };

describe("the payout account's rules", () => {
  it("accept an MTN or Moov number of 10 digits starting with 01, stored as +229 and the digits", () => {
    expect(validatePayoutAccount(good)).toEqual({
      ok: true,
      value: { operator: "mtn", phone: "+2290197000000", holderName: "Koffi Agossou" },
    });
    expect(validatePayoutAccount({ ...good, operator: "MOOV", phone: "+229 01-95-12-34-56" })).toMatchObject({
      ok: true,
      value: { operator: "moov", phone: "+2290195123456" },
    });
    expect(beninTenDigitNumber("00229 0161234567")).toBe("+2290161234567");
  });

  it("refuse another operator, an old 8-digit number, a foreign or malformed number, each with its code", () => {
    expect(validatePayoutAccount({ ...good, operator: "orange" })).toEqual({
      ok: false,
      problems: { operator: { code: "operator" } },
    });
    for (const phone of [
      "97000000",
      "0297000000",
      "+33 6 12 34 56 78",
      "01970000001",
      "01 97 00 00 0a",
      "",
      "01".repeat(30),
    ]) {
      expect(validatePayoutAccount({ ...good, phone })).toEqual({ ok: false, problems: { phone: { code: "phone" } } });
    }
  });

  it("refuse an empty, overlong or hidden-character holder's name", () => {
    expect(validatePayoutAccount({ ...good, holderName: "   " })).toMatchObject({
      problems: { holderName: { code: "holderName" } },
    });
    expect(validatePayoutAccount({ ...good, holderName: "A".repeat(101) })).toMatchObject({
      problems: { holderName: { code: "holderNameTooLong" } },
    });
    expect(validatePayoutAccount({ ...good, holderName: "Koffi\u202Eevil" })).toMatchObject({
      problems: { holderName: { code: "forbiddenCharacters" } },
    });
  });

  it("show a number as people read it", () => {
    expect(formatBeninNumber("+2290197000000")).toBe("+229 01 97 00 00 00");
    expect(formatBeninNumber("autre")).toBe("autre");
  });
});
