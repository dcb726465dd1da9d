// The listing form's booking rules (docs/decisions/026): instant or on request, the
// shortest and longest stay, the advance notice, the weekly and monthly discounts. Plain
// inputs posted with the rest of the form; the server judges them
// (common/rules/booking-rules.ts) and they are never reviewed by an administrator.
import { TextField } from "#app/components/ui/field";
import { useTexts } from "#app/lib/texts";
import {
  BOOKING_MODES,
  MAX_ADVANCE_NOTICE_DAYS,
  MAX_DISCOUNT_PERCENT,
  MAX_STAY_LIMIT,
  type BookingRulesField,
  type RawBookingRules,
} from "#common/rules/booking-rules";
import { bookingRulesTexts } from "#common/texts/booking-rules";

export function BookingRulesFields({
  rules,
  errors,
  isVehicle,
}: {
  rules: RawBookingRules;
  errors: Partial<Record<BookingRulesField, string>>;
  isVehicle: boolean;
}) {
  const copy = useTexts(bookingRulesTexts).form;
  const mode = rules.bookingMode || "instant";
  const number = (name: BookingRulesField, label: string, min: number, max: number) => (
    <TextField
      label={label}
      name={name}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      defaultValue={rules[name]}
      error={errors[name]}
    />
  );
  return (
    <fieldset className="space-y-4" data-booking-rules-fields>
      <legend className="text-base font-semibold text-slate-900">{copy.legend}</legend>
      <p className="text-sm text-slate-600">{copy.intro}</p>
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">{copy.bookingMode}</legend>
        <div className="mt-2 space-y-2">
          {BOOKING_MODES.map((value) => (
            <label key={value} className="flex items-start gap-2 text-sm text-slate-700">
              <input
                type="radio"
                name="bookingMode"
                value={value}
                defaultChecked={mode === value}
                className="mt-0.5 h-4 w-4 accent-brand-700"
              />
              <span>
                <strong>{copy.modes[value].label}</strong> — {copy.modes[value].rule}
              </span>
            </label>
          ))}
        </div>
        {errors.bookingMode && <p className="mt-1 text-sm text-flame-600">{errors.bookingMode}</p>}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {number("minStay", copy.minStay(isVehicle), 1, MAX_STAY_LIMIT)}
        {number("maxStay", copy.maxStay(isVehicle), 1, MAX_STAY_LIMIT)}
        {number("advanceNoticeDays", copy.advanceNoticeDays, 0, MAX_ADVANCE_NOTICE_DAYS)}
      </div>
      <p className="text-xs text-slate-600">{copy.advanceNoticeHint}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {number("weeklyDiscountPercent", copy.weeklyDiscountPercent, 0, MAX_DISCOUNT_PERCENT)}
        {number("monthlyDiscountPercent", copy.monthlyDiscountPercent, 0, MAX_DISCOUNT_PERCENT)}
      </div>
    </fieldset>
  );
}
