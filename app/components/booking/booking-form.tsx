// The booking panel of /property/{id}: dates (taken nights disabled), travelers, the
// traveler's details and the price summary. It posts to the page's action; on success it
// goes to /payment with the spec's navigation state (and ?booking_id=, so a reload works).
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { DatePicker } from "#app/components/ui/date-picker";
import { TextField } from "#app/components/ui/field";
import { GuestCounter } from "#app/components/ui/guest-counter";
import { useDataToast, useToast, type ToastInput } from "#app/components/ui/toast";
import { Link, useLocalNavigate } from "#app/lib/local-links";
import { useFormat, useTexts } from "#app/lib/texts";
import { daysBetween, todayInBenin } from "#common/dates";
import { discountOf, driverPrice, summarizePrice } from "#common/line-items";
import { priceStay } from "#common/pricing";
import type { DriverOption } from "#common/rental-terms";
import { isDepartureBlocked, isNightTaken, MAX_GUESTS, type BookingFields } from "#common/rules/booking";
import { earliestArrival, type BookingRules } from "#common/rules/booking-rules";
import { bookingFormTexts } from "#common/texts/booking-form";
import { bookingRulesTexts } from "#common/texts/booking-rules";
import { PriceSummary } from "./price-summary";

export type BookingPanelData = {
  listingId: string;
  title: string;
  price: number;
  isVehicle: boolean;
  capacity: number;
  taken: { start: string; end: string }[];
  /** A vehicle's driver offer and deposit (docs/decisions/027); null on a stay. */
  rental: { driverOption: DriverOption; driverPricePerDay: number | null; depositAmount: number | null } | null;
  today: string;
  /** The listing's booking rules: what the pickers allow, the discounts, instant or on request. */
  rules: BookingRules;
  prefill: { firstName: string; lastName: string; email: string };
};

export type PaymentNavigationState = {
  /** Made on request: the traveler waits for the host's answer, then pays from /my-bookings. */
  requested?: boolean;
  bookingId: string;
  totalPrice: number;
  propertyTitle: string;
  bookingReference: string;
  travelerInfo: { firstName: string; lastName: string; email: string; phone: string };
  bookingDetails: { checkIn: string; checkOut: string; guests: number; propertyTitle: string };
};

export type BookingActionData =
  | { created: PaymentNavigationState; toast?: undefined; errors?: undefined }
  | { created?: undefined; errors?: Partial<Record<keyof BookingFields, string>>; toast: ToastInput };

export function BookingForm({ panel }: { panel: BookingPanelData }) {
  const messages = useTexts(bookingFormTexts);
  const rulesCopy = useTexts(bookingRulesTexts).panel;
  const { rules } = panel;
  const onRequest = rules.bookingMode === "request";
  const fetcher = useFetcher<BookingActionData>();
  const navigate = useLocalNavigate();
  const { toast } = useToast();
  const [checkIn, setCheckIn] = useState<string | null>(null);
  const [checkOut, setCheckOut] = useState<string | null>(null);
  const [guests, setGuests] = useState(1);
  // 'both' lets the traveler choose; a single option is the rental's.
  const [withDriver, setWithDriver] = useState(panel.rental?.driverOption === "with");
  const submitting = fetcher.state !== "idle";
  const result = fetcher.data;
  const errors = result?.errors ?? {};
  useDataToast(result?.toast);

  // Once per created booking: a second navigate() would interrupt the first one.
  const navigatedFor = useRef<string | null>(null);
  const goToPayment = useEffectEvent((created: NonNullable<BookingActionData["created"]>) => {
    if (created.requested) {
      // A request is paid only once the host accepts it: the traveler follows it in their bookings.
      toast(rulesCopy.requestSent);
      void navigate(`/my-bookings#booking-${created.bookingId}`);
      return;
    }
    toast({ title: messages.created.title, description: messages.created.description });
    void navigate(`/payment?booking_id=${created.bookingId}`, { state: created });
  });
  useEffect(() => {
    if (!result?.created || navigatedFor.current === result.created.bookingId) return;
    navigatedFor.current = result.created.bookingId;
    goToPayment(result.created);
  }, [result]);

  // Client clock only decides what is greyed out; the server re-checks with Benin's date.
  const today = todayInBenin() > panel.today ? todayInBenin() : panel.today;
  // The host's advance notice and stay limits grey out what the server would refuse.
  const firstArrival = earliestArrival(rules, today);
  const arrivalDisabled = (date: string) => date < firstArrival || isNightTaken(date, panel.taken);
  const outsideStayLimits = (arrival: string, departure: string) => {
    const units = daysBetween(arrival, departure);
    return units < rules.minStay || (rules.maxStay !== null && units > rules.maxStay);
  };
  const departureDisabled = (date: string) =>
    date <= today ||
    (checkIn !== null && (isDepartureBlocked(checkIn, date, panel.taken) || outsideStayLimits(checkIn, date)));
  const driverPricePerDay = withDriver ? (panel.rental?.driverPricePerDay ?? null) : null;
  const lines =
    checkIn && checkOut && checkOut > checkIn
      ? priceStay({
          unitPrice: panel.price,
          startDate: checkIn,
          endDate: checkOut,
          discounts: rules,
          driverPricePerDay,
        })
      : null;
  const price = lines ? summarizePrice(lines) : null;
  const ruleNotes = [
    rules.minStay > 1 ? rulesCopy.minStay(rules.minStay, panel.isVehicle) : null,
    rules.maxStay !== null ? rulesCopy.maxStay(rules.maxStay, panel.isVehicle) : null,
    rules.advanceNoticeDays > 0 ? rulesCopy.advanceNotice(rules.advanceNoticeDays) : null,
    rules.weeklyDiscountPercent > 0 ? rulesCopy.weeklyDiscount(rules.weeklyDiscountPercent) : null,
    rules.monthlyDiscountPercent > 0 ? rulesCopy.monthlyDiscount(rules.monthlyDiscountPercent) : null,
  ].filter((note): note is string => note !== null);
  const maxGuests = Math.min(MAX_GUESTS, panel.capacity);

  return (
    <fetcher.Form method="post" className="mt-4 space-y-4" noValidate>
      {ruleNotes.length > 0 && (
        <ul className="space-y-1 text-sm text-slate-700" data-booking-rules>
          {ruleNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <div className="grid grid-cols-2 gap-3">
        <div>
          <DatePicker
            label={panel.isVehicle ? messages.form.vehicleStart : messages.form.arrival}
            name="checkIn"
            value={checkIn}
            onChange={(value) => {
              setCheckIn(value);
              if (
                value &&
                checkOut &&
                (checkOut <= value ||
                  isDepartureBlocked(value, checkOut, panel.taken) ||
                  outsideStayLimits(value, checkOut))
              )
                setCheckOut(null);
            }}
            isDateDisabled={arrivalDisabled}
          />
          <FieldError message={errors.checkIn} />
        </div>
        <div>
          <DatePicker
            label={panel.isVehicle ? messages.form.vehicleEnd : messages.form.departure}
            name="checkOut"
            value={checkOut}
            onChange={setCheckOut}
            isDateDisabled={departureDisabled}
            defaultMonth={checkIn ?? undefined}
            align="end"
          />
          <FieldError message={errors.checkOut} />
        </div>
      </div>
      <div>
        <GuestCounter
          label={messages.form.guests}
          name="guests"
          value={guests}
          onChange={setGuests}
          min={1}
          max={maxGuests}
          format={messages.form.guestCount}
        />
        <FieldError message={errors.guests} />
      </div>
      {panel.rental && (
        <DriverChoice rental={panel.rental} withDriver={withDriver} onChange={setWithDriver} error={errors.driver} />
      )}
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">{messages.form.travelerTitle}</legend>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={messages.form.firstName}
            name="travelerFirstName"
            defaultValue={panel.prefill.firstName}
            autoComplete="given-name"
            maxLength={100}
            error={errors.travelerFirstName}
          />
          <TextField
            label={messages.form.lastName}
            name="travelerLastName"
            defaultValue={panel.prefill.lastName}
            autoComplete="family-name"
            maxLength={100}
            error={errors.travelerLastName}
          />
        </div>
        <TextField
          label={messages.form.email}
          name="travelerEmail"
          type="email"
          defaultValue={panel.prefill.email}
          autoComplete="email"
          maxLength={254}
          error={errors.travelerEmail}
        />
        <TextField
          label={messages.form.phone}
          name="travelerPhone"
          type="tel"
          placeholder={messages.form.phonePlaceholder}
          autoComplete="tel"
          maxLength={20}
          error={errors.travelerPhone}
        />
      </fieldset>
      {price && lines && price.units > 0 && (
        <PriceSummary
          price={price}
          discount={discountOf(lines)}
          isVehicle={panel.isVehicle}
          driver={driverPrice(lines)}
        />
      )}
      <button
        type="submit"
        disabled={submitting || !checkIn || !checkOut}
        className="w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {submitting ? messages.form.submitting : onRequest ? rulesCopy.submitRequest : messages.form.submit}
      </button>
      <p className="text-xs text-slate-600">{onRequest ? rulesCopy.requestNotice : messages.form.holdNotice}</p>
      {result?.created && !result.created.requested && (
        // Without JavaScript (or if the automatic move fails) the way on is a plain link.
        <Link
          to={`/payment?booking_id=${result.created.bookingId}`}
          state={result.created}
          className="block text-center font-semibold text-brand-700 hover:underline"
        >
          {messages.form.continueToPayment}
        </Link>
      )}
      {/* Lets React Router learn the /payment route now, not while navigating to it. */}
      <Link to="/payment" hidden tabIndex={-1} aria-hidden="true" />
    </fetcher.Form>
  );
}

/** With or without the driver ('both'), or the rental's one option stated; and the deposit. */
function DriverChoice({
  rental,
  withDriver,
  onChange,
  error,
}: {
  rental: NonNullable<BookingPanelData["rental"]>;
  withDriver: boolean;
  onChange: (withDriver: boolean) => void;
  error?: string;
}) {
  const messages = useTexts(bookingFormTexts).form;
  const format = useFormat();
  const driverPrice = format.money(rental.driverPricePerDay ?? 0);
  const deposit =
    rental.depositAmount !== null && rental.depositAmount > 0 ? (
      <p className="text-xs text-slate-600">{messages.depositNotice(format.money(rental.depositAmount))}</p>
    ) : null;
  if (rental.driverOption !== "both") {
    return (
      <div className="space-y-1" data-testid="driver-choice">
        <input type="hidden" name="driver" value={rental.driverOption} />
        <p className="text-sm text-slate-800">
          {rental.driverOption === "with" ? messages.fixedWithDriver(driverPrice) : messages.fixedWithoutDriver}
        </p>
        <FieldError message={error} />
        {deposit}
      </div>
    );
  }
  const option = (value: "without" | "with", label: string) => (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input
        type="radio"
        name="driver"
        value={value}
        checked={withDriver === (value === "with")}
        onChange={() => onChange(value === "with")}
        className="h-4 w-4 accent-brand-700"
      />
      {label}
    </label>
  );
  return (
    <fieldset className="space-y-2" data-testid="driver-choice">
      <legend className="text-sm font-semibold text-slate-900">{messages.driver}</legend>
      {option("without", messages.withoutDriver)}
      {option("with", messages.withDriver(driverPrice))}
      <FieldError message={error} />
      {deposit}
    </fieldset>
  );
}

function FieldError({ message }: { message?: string }) {
  if (!message) return null;
  return <p className="mt-1 text-sm font-medium text-flame-600">{message}</p>;
}
