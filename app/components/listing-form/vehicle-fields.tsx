// The vehicle-only fields of the listing forms.
import { asOptions, SelectField, TextField } from "#app/components/ui/field";
import { useTexts } from "#app/lib/texts";
import { useVocabulary } from "#app/lib/vocabulary";
import { FUEL_TYPES, TRANSMISSIONS, VEHICLE_TYPES, vehicleYears } from "#common/listing-vocabulary";
import type { ListingErrors } from "#common/rules/listing";
import type { RawListingFields } from "#common/rules/listing-fields";
import { hostingTexts } from "#common/texts/hosting";
import { RentalTermsFields } from "./rental-terms-fields";

export function VehicleFields({ fields, errors }: { fields: RawListingFields; errors: ListingErrors }) {
  const copy = useTexts(hostingTexts).fields;
  const vocabulary = useVocabulary();
  const years = vehicleYears().map(String);
  // An older year already stored (edit) stays selectable.
  if (fields.year && !years.includes(fields.year)) years.push(fields.year);
  const types: string[] = [...VEHICLE_TYPES];
  if (fields.vehicleType && !types.includes(fields.vehicleType)) types.push(fields.vehicleType);
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={copy.make}
          name="make"
          defaultValue={fields.make}
          placeholder={copy.makePlaceholder}
          maxLength={60}
          required
          error={errors.make}
        />
        <TextField
          label={copy.model}
          name="model"
          defaultValue={fields.model}
          placeholder={copy.modelPlaceholder}
          maxLength={60}
          required
          error={errors.model}
        />
        <SelectField
          label={copy.year}
          name="year"
          defaultValue={fields.year}
          placeholder={copy.chooseYear}
          options={asOptions(years)}
          error={errors.year}
        />
        <SelectField
          label={copy.vehicleType}
          name="vehicleType"
          defaultValue={fields.vehicleType}
          placeholder={copy.chooseVehicleType}
          options={asOptions(types, vocabulary)}
          required
          error={errors.vehicleType}
        />
        <SelectField
          label={copy.transmission}
          name="transmission"
          defaultValue={fields.transmission}
          placeholder={copy.notSpecified}
          options={asOptions(TRANSMISSIONS, vocabulary)}
          error={errors.transmission}
        />
        <SelectField
          label={copy.fuelType}
          name="fuelType"
          defaultValue={fields.fuelType}
          placeholder={copy.notSpecified}
          options={asOptions(FUEL_TYPES, vocabulary)}
          error={errors.fuelType}
        />
        <TextField
          label={copy.seats}
          name="seats"
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          defaultValue={fields.seats}
          error={errors.seats}
        />
      </div>
      <RentalTermsFields fields={fields} errors={errors} />
    </div>
  );
}
