import { describe, expect, it } from "vitest";
import { describeAll } from "#common/problems";
import { bookingForm as formTexts } from "#common/texts/fr/booking-form";
import { bookingRules as texts } from "#common/texts/fr/booking-rules";
import { MAX_UNITS, validateBooking } from "./booking";
import {
  DEFAULT_BOOKING_RULES,
  discountFor,
  earliestArrival,
  MAX_STAY_LIMIT,
  readBookingRulesForm,
  rulesToFields,
  stayRuleProblems,
  validateBookingRules,
  type RawBookingRules,
} from "./booking-rules";

const raw = (overrides: Partial<RawBookingRules> = {}): RawBookingRules => ({
  ...rulesToFields(DEFAULT_BOOKING_RULES),
  ...overrides,
});
const inWords = (overrides: Partial<RawBookingRules>) => {
  const result = validateBookingRules(raw(overrides));
  return result.ok ? {} : describeAll(texts.validation, result.problems);
};

describe("the listing form's booking rules", () => {
  it("default to instant booking, one night, no longest stay, no notice, no discount", () => {
    const empty = readBookingRulesForm(new FormData());
    expect(validateBookingRules(empty)).toEqual({ ok: true, value: DEFAULT_BOOKING_RULES });
  });

  it("keep what the host chose", () => {
    const result = validateBookingRules(
      raw({
        bookingMode: "request",
        minStay: "2",
        maxStay: "14",
        advanceNoticeDays: "3",
        weeklyDiscountPercent: "10",
        monthlyDiscountPercent: "25",
      }),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        bookingMode: "request",
        minStay: 2,
        maxStay: 14,
        advanceNoticeDays: 3,
        weeklyDiscountPercent: 10,
        monthlyDiscountPercent: 25,
      },
    });
  });

  it("refuse an unknown booking mode", () => {
    expect(inWords({ bookingMode: "auction" })).toEqual({ bookingMode: "Veuillez choisir un mode de réservation" });
  });

  it("refuse a stay length that is not a whole number between 1 and 90", () => {
    for (const value of ["0", "91", "-1", "2.5", "deux", "1e2", "9999"]) {
      expect(inWords({ minStay: value })).toEqual({
        minStay: "La durée minimale doit être un nombre entier entre 1 et 90",
      });
      expect(inWords({ maxStay: value })).toEqual({
        maxStay: "La durée maximale doit être un nombre entier entre 1 et 90, ou rester vide",
      });
    }
  });

  it("refuse a longest stay shorter than the shortest", () => {
    expect(inWords({ minStay: "5", maxStay: "3" })).toEqual({
      maxStay: "La durée maximale ne peut pas être inférieure à la durée minimale",
    });
  });

  it("refuse an advance notice outside 0 to 30 days", () => {
    for (const value of ["31", "-2", "1.5", "x"]) {
      expect(inWords({ advanceNoticeDays: value })).toEqual({
        advanceNoticeDays: "Le préavis doit être un nombre entier de jours entre 0 et 30",
      });
    }
  });

  it("refuse a discount that is not a whole percent between 0 and 90", () => {
    for (const value of ["91", "100", "-5", "12.5", "10%"]) {
      expect(inWords({ weeklyDiscountPercent: value })).toEqual({
        weeklyDiscountPercent: "La réduction doit être un pourcentage entier entre 0 et 90",
      });
      expect(inWords({ monthlyDiscountPercent: value })).toEqual({
        monthlyDiscountPercent: "La réduction doit être un pourcentage entier entre 0 et 90",
      });
    }
  });

  it("refuse a monthly discount smaller than the weekly one (0 means none)", () => {
    expect(inWords({ weeklyDiscountPercent: "15", monthlyDiscountPercent: "10" })).toEqual({
      monthlyDiscountPercent: "La réduction au mois ne peut pas être inférieure à la réduction à la semaine",
    });
    expect(inWords({ weeklyDiscountPercent: "15", monthlyDiscountPercent: "0" })).toEqual({});
  });

  it("bound a stay as the booking form does", () => {
    expect(MAX_STAY_LIMIT).toBe(MAX_UNITS);
  });
});

describe("a stay against the rules", () => {
  const rules = { minStay: 3, maxStay: 10, advanceNoticeDays: 2 };
  const today = "2030-06-10";

  it("counts the advance notice from Benin's date", () => {
    expect(earliestArrival(rules, today)).toBe("2030-06-12");
    expect(stayRuleProblems(rules, { checkIn: "2030-06-11", checkOut: "2030-06-15", today, isVehicle: false })).toEqual(
      [{ field: "checkIn", code: "advanceNotice", params: [2] }],
    );
    expect(stayRuleProblems(rules, { checkIn: "2030-06-12", checkOut: "2030-06-15", today, isVehicle: false })).toEqual(
      [],
    );
  });

  it("refuses a stay shorter than the shortest or longer than the longest (nights or days)", () => {
    expect(stayRuleProblems(rules, { checkIn: "2030-06-20", checkOut: "2030-06-22", today, isVehicle: false })).toEqual(
      [{ field: "checkOut", code: "minStay", params: [3] }],
    );
    expect(stayRuleProblems(rules, { checkIn: "2030-06-20", checkOut: "2030-07-01", today, isVehicle: true })).toEqual([
      { field: "checkOut", code: "maxStayDays", params: [10] },
    ]);
    expect(stayRuleProblems(rules, { checkIn: "2030-06-20", checkOut: "2030-06-30", today, isVehicle: false })).toEqual(
      [],
    );
  });

  it("says each refusal in French in the booking form", () => {
    const check = (checkIn: string, checkOut: string, isVehicle: boolean) => {
      const result = validateBooking(
        {
          checkIn,
          checkOut,
          guests: "1",
          travelerFirstName: "Aïcha",
          travelerLastName: "Dossou",
          travelerEmail: "aicha@exemple.bj",
          travelerPhone: "",
        },
        { today, maxGuests: 4, rules, isVehicle },
      );
      return result.ok ? {} : describeAll(formTexts.validation, result.problems);
    };
    expect(check("2030-06-11", "2030-06-15", false)).toEqual({
      checkIn: "L'hôte demande un préavis : l'arrivée doit être au moins 2 jours après aujourd'hui",
    });
    expect(check("2030-06-20", "2030-06-21", false)).toEqual({
      checkOut: "Cette annonce se réserve pour 3 nuits au minimum",
    });
    expect(check("2030-06-20", "2030-06-21", true)).toEqual({
      checkOut: "Ce véhicule se loue pour 3 jours au minimum",
    });
    expect(check("2030-06-20", "2030-07-20", false)).toEqual({
      checkOut: "Cette annonce se réserve pour 10 nuits au maximum",
    });
    expect(check("2030-06-20", "2030-07-20", true)).toEqual({
      checkOut: "Ce véhicule se loue pour 10 jours au maximum",
    });
  });
});

describe("the long-stay discount", () => {
  const rules = { weeklyDiscountPercent: 10, monthlyDiscountPercent: 20 };

  it("is none under 7 nights or days, weekly from 7, monthly (instead) from 28", () => {
    expect(discountFor(rules, 6)).toBeNull();
    expect(discountFor(rules, 7)).toEqual({ period: "weekly", percent: 10 });
    expect(discountFor(rules, 27)).toEqual({ period: "weekly", percent: 10 });
    expect(discountFor(rules, 28)).toEqual({ period: "monthly", percent: 20 });
  });

  it("falls back to the weekly one when there is no monthly discount, and to none without either", () => {
    expect(discountFor({ weeklyDiscountPercent: 10, monthlyDiscountPercent: 0 }, 30)).toEqual({
      period: "weekly",
      percent: 10,
    });
    expect(discountFor({ weeklyDiscountPercent: 0, monthlyDiscountPercent: 0 }, 30)).toBeNull();
  });
});
