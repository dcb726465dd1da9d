// The add and edit forms for a property or a vehicle. Plain
// inputs posted to the page's action; the pictures are uploaded as they are chosen.
import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { ImageUploader } from "#app/components/image-uploader/image-uploader";
import { asOptions, SelectField, TextAreaField, TextField } from "#app/components/ui/field";
import { useDataToast } from "#app/components/ui/toast";
import { Form } from "#app/lib/local-links";
import { useTexts } from "#app/lib/texts";
import { useVocabulary } from "#app/lib/vocabulary";
import { CANCELLATION_POLICIES } from "#common/cancellation";
import { reviewedChangeNeedsConfirmation, type ListingStatus } from "#common/lifecycles/listing-moderation";
import { ACCOMMODATION_CATEGORIES, AMENITY_LIST, HOUSE_RULE_LIST } from "#common/listing-vocabulary";
import type { ImageRef } from "#common/media";
import {
  BOOKING_RULES_FIELDS,
  DEFAULT_BOOKING_RULES,
  rulesToFields,
  type BookingRulesField,
  type RawBookingRules,
} from "#common/rules/booking-rules";
import { type FormToast, type ListingErrors } from "#common/rules/listing";
import type { RawListingFields } from "#common/rules/listing-fields";
import { hostingTexts } from "#common/texts/hosting";
import { BookingRulesFields } from "./booking-rules-fields";
import { ChoiceList } from "./choice-list";
import { VehicleFields } from "./vehicle-fields";

export type ListingFormProps = {
  mode: "create" | "edit";
  isVehicle: boolean;
  fields: RawListingFields;
  /** The booking rules as loaded (the defaults on create). */
  rules?: RawBookingRules;
  images: ImageRef[];
  maxImages: number;
  /** Edit: the loaded listing's state, to warn before an approved one goes back to validation. */
  original?: { status: ListingStatus };
  actionData?: {
    errors?: ListingErrors;
    toast?: FormToast;
    fields?: RawListingFields;
    needsConfirmation?: boolean;
    rules?: RawBookingRules;
    ruleErrors?: Partial<Record<BookingRulesField, string>>;
  };
};

/** The booking rules are not reviewed (docs/decisions/026): changing them warns of nothing. */
const UNREVIEWED = new Set<string>(["images", "confirmRevalidation", ...BOOKING_RULES_FIELDS]);

/** What the form would post (pictures as the uploader holds them), to tell whether anything changed. */
function contentOf(form: HTMLFormElement, imageKeys: readonly string[]): string {
  const entries = [...new FormData(form)].flatMap(([name, value]) =>
    typeof value === "string" && !UNREVIEWED.has(name) ? [[name, value.trim()]] : [],
  );
  return JSON.stringify([entries, imageKeys]);
}

export function ListingForm({
  mode,
  isVehicle,
  fields: initialFields,
  rules: initialRules,
  images,
  maxImages,
  original,
  actionData,
}: ListingFormProps) {
  const hosting = useTexts(hostingTexts);
  const copy = hosting.fields;
  const vocabulary = useVocabulary();
  useDataToast(actionData?.toast);
  const fields = actionData?.fields ?? initialFields;
  const errors = actionData?.errors ?? {};
  const rules = actionData?.rules ?? initialRules ?? rulesToFields(DEFAULT_BOOKING_RULES);
  const formRef = useRef<HTMLFormElement>(null);
  const [uploadBusy, setUploadBusy] = useState(false);
  const [imageKeys, setImageKeys] = useState(() => images.map((image) => image.key));
  const [reviewedChanged, setReviewedChanged] = useState(false);
  const submitting = useNavigation().state === "submitting";

  // Live warning (comfort): every field of the form is reviewed (common/listing-changes.ts),
  // so any change from what was loaded warns; the server makes the exact comparison and
  // asks again if needed.
  const loaded = useRef<string | null>(null);
  const loadedKeys = useRef(imageKeys);
  useEffect(() => {
    if (formRef.current) loaded.current = contentOf(formRef.current, loadedKeys.current);
  }, []);
  function recompute(keys = imageKeys) {
    if (!original || !reviewedChangeNeedsConfirmation(original.status) || !formRef.current) return;
    setReviewedChanged(loaded.current !== null && contentOf(formRef.current, keys) !== loaded.current);
  }

  const warn =
    (reviewedChanged || actionData?.needsConfirmation) &&
    !!original &&
    reviewedChangeNeedsConfirmation(original.status);
  const categories: string[] = [...ACCOMMODATION_CATEGORIES];
  if (fields.category && !isVehicle && !categories.includes(fields.category)) categories.push(fields.category);
  const pending = submitting ? (mode === "create" ? hosting.actions.publishing : hosting.actions.saving) : null;

  return (
    <Form ref={formRef} method="post" noValidate onChange={() => recompute()} className="space-y-6">
      <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
        <TextField
          label={copy.title}
          name="title"
          defaultValue={fields.title}
          placeholder={copy.titlePlaceholder}
          maxLength={200}
          required
          error={errors.title}
        />
        <TextAreaField
          label={copy.description}
          name="description"
          defaultValue={fields.description}
          placeholder={copy.descriptionPlaceholder}
          rows={5}
          maxLength={10000}
          error={errors.description}
        />
        {!isVehicle && (
          <SelectField
            label={copy.category}
            name="category"
            defaultValue={fields.category}
            placeholder={copy.chooseCategory}
            options={asOptions(categories, vocabulary)}
            required
            error={errors.category}
          />
        )}
        <TextField
          label={isVehicle ? copy.pricePerDay : copy.pricePerNight}
          name="price"
          inputMode="numeric"
          defaultValue={fields.price}
          placeholder={copy.pricePlaceholder}
          required
          error={errors.price}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={copy.address}
            name="address"
            defaultValue={fields.address}
            placeholder={copy.addressPlaceholder}
            maxLength={300}
            required
            error={errors.address}
          />
          <TextField
            label={copy.city}
            name="city"
            defaultValue={fields.city}
            placeholder={copy.cityPlaceholder}
            maxLength={100}
            required
            error={errors.city}
          />
        </div>
        <p className="text-sm text-slate-600">
          {copy.countryLine} <strong>{copy.countryName}</strong>
        </p>
      </section>

      {isVehicle ? (
        <section className="rounded-xl border border-slate-200 bg-white p-5">
          <VehicleFields fields={fields} errors={errors} />
        </section>
      ) : (
        <section className="space-y-5 rounded-xl border border-slate-200 bg-white p-5">
          <TextField
            label={copy.maxGuests}
            name="maxGuests"
            type="number"
            inputMode="numeric"
            min={1}
            max={50}
            defaultValue={fields.maxGuests}
            required
            error={errors.maxGuests}
          />
          <ChoiceList legend={copy.amenities} name="amenities" choices={AMENITY_LIST} initial={fields.amenities} />
          <ChoiceList
            legend={copy.houseRules}
            name="houseRules"
            choices={HOUSE_RULE_LIST}
            initial={fields.houseRules}
          />
        </section>
      )}

      <section className="rounded-xl border border-slate-200 bg-white p-5">
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">{copy.cancellationPolicy}</legend>
          <div className="mt-2 space-y-2">
            {CANCELLATION_POLICIES.map((policy) => (
              <label key={policy} className="flex items-start gap-2 text-sm text-slate-700">
                <input
                  type="radio"
                  name="cancellationPolicy"
                  value={policy}
                  defaultChecked={fields.cancellationPolicy === policy}
                  className="mt-0.5 h-4 w-4 accent-brand-700"
                />
                <span>
                  <strong>{copy.cancellationPolicies[policy].label}</strong> — {copy.cancellationPolicies[policy].rule}
                </span>
              </label>
            ))}
          </div>
          {errors.cancellationPolicy && <p className="mt-1 text-sm text-flame-600">{errors.cancellationPolicy}</p>}
        </fieldset>
      </section>

      <section className="rounded-xl border border-slate-200 bg-white p-5">
        <BookingRulesFields rules={rules} errors={actionData?.ruleErrors ?? {}} isVehicle={isVehicle} />
      </section>

      <section className="rounded-xl border border-slate-200 bg-white p-5">
        <ImageUploader
          initial={images}
          max={maxImages}
          error={errors.images}
          onChange={(keys, busy) => {
            setUploadBusy(busy);
            setImageKeys(keys);
            recompute(keys);
          }}
        />
      </section>

      {warn && (
        <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
          <p className="font-semibold">{hosting.revalidation.title}</p>
          <p className="mt-1 text-sm">{hosting.revalidation.warning}</p>
          <input type="hidden" name="confirmRevalidation" value="1" />
        </div>
      )}

      <button
        type="submit"
        disabled={submitting || uploadBusy}
        className="h-12 w-full rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {pending ??
          (mode === "create" ? hosting.actions.publish : warn ? hosting.revalidation.confirm : hosting.actions.save)}
      </button>
    </Form>
  );
}
