// A vehicle's rental terms in the listing forms (docs/decisions/027): the driver option,
// the driver's price per day, the deposit, the distance per day, the driver's age and
// licence. The fields that do not apply to the chosen option are not shown (the server
// ignores them anyway).
import { useState } from "react";
import { SelectField, TextField } from "#app/components/ui/field";
import { useTexts } from "#app/lib/texts";
import { DRIVER_OPTIONS, driverOptionOf, RENTAL_BOUNDS, travelerDrives } from "#common/rental-terms";
import type { ListingErrors } from "#common/rules/listing";
import type { RawListingFields } from "#common/rules/listing-fields";
import { hostingTexts } from "#common/texts/hosting";

function Hint({ children }: { children: string }) {
  return <p className="mt-1 text-xs text-slate-600">{children}</p>;
}

export function RentalTermsFields({ fields, errors }: { fields: RawListingFields; errors: ListingErrors }) {
  const copy = useTexts(hostingTexts).fields;
  const [option, setOption] = useState(fields.driverOption);
  const chosen = driverOptionOf(option);
  const { dailyDistanceKm, minDriverAge, minLicenceYears } = RENTAL_BOUNDS;
  return (
    <fieldset className="space-y-4" data-testid="rental-terms">
      <legend className="text-base font-semibold text-slate-900">{copy.rentalTermsTitle}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={copy.driverOption}
          name="driverOption"
          value={option}
          onChange={(event) => setOption(event.target.value)}
          options={DRIVER_OPTIONS.map((value) => ({ value, label: copy.driverOptions[value] }))}
          required
          error={errors.driverOption}
        />
        {chosen !== "without" && (
          <div>
            <TextField
              label={copy.driverPricePerDay}
              name="driverPricePerDay"
              inputMode="numeric"
              defaultValue={fields.driverPricePerDay}
              placeholder={copy.pricePlaceholder}
              required
              error={errors.driverPricePerDay}
            />
            <Hint>{copy.driverPriceHint}</Hint>
          </div>
        )}
        <div>
          <TextField
            label={copy.depositAmount}
            name="depositAmount"
            inputMode="numeric"
            defaultValue={fields.depositAmount}
            placeholder={copy.depositPlaceholder}
            required
            error={errors.depositAmount}
          />
          <Hint>{copy.depositHint}</Hint>
        </div>
        <div>
          <TextField
            label={copy.dailyDistanceKm}
            name="dailyDistanceKm"
            type="number"
            inputMode="numeric"
            min={dailyDistanceKm.min}
            max={dailyDistanceKm.max}
            defaultValue={fields.dailyDistanceKm}
            placeholder="200"
            error={errors.dailyDistanceKm}
          />
          <Hint>{copy.dailyDistanceHint}</Hint>
        </div>
        {travelerDrives(chosen) && (
          <>
            <TextField
              label={copy.minDriverAge}
              name="minDriverAge"
              type="number"
              inputMode="numeric"
              min={minDriverAge.min}
              max={minDriverAge.max}
              defaultValue={fields.minDriverAge}
              placeholder="23"
              required
              error={errors.minDriverAge}
            />
            <TextField
              label={copy.minLicenceYears}
              name="minLicenceYears"
              type="number"
              inputMode="numeric"
              min={minLicenceYears.min}
              max={minLicenceYears.max}
              defaultValue={fields.minLicenceYears}
              placeholder="2"
              required
              error={errors.minLicenceYears}
            />
            <p className="text-xs text-slate-600 sm:col-span-2">{copy.driverRulesHint}</p>
          </>
        )}
      </div>
    </fieldset>
  );
}
