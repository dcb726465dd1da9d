// What the add and edit pages' actions do with a posted listing form: who may post,
// validation, the write, and the answer (toast and field errors in the reader's language,
// or a redirect).
import { data, redirect } from "react-router";
import { localizedPath, type Lang } from "#common/i18n";
import { MAX_IMAGES_ON_CREATE, MAX_IMAGES_ON_EDIT } from "#common/listing-vocabulary";
import { describeAll } from "#common/problems";
import {
  readBookingRulesForm,
  validateBookingRules,
  type BookingRules,
  type BookingRulesField,
  type RawBookingRules,
} from "#common/rules/booking-rules";
import { listingProblemsInWords, validateListing, type FormToast, type ListingErrors } from "#common/rules/listing";
import { readListingForm, type RawListingFields } from "#common/rules/listing-fields";
import { bookingRulesTexts } from "#common/texts/booking-rules";
import { hostingTexts, type HostingTexts } from "#common/texts/hosting";
import { withToast } from "#common/toast-keys";
import { getSessionUser } from "#server/accounts/session-user.server";
import { readForm } from "#server/http/form-data.server";
import { log } from "#server/observability/log.server";
import { createHostListing, getOwnListing, updateHostListing } from "./host-listings.server";

export type ListingActionData = {
  errors?: ListingErrors;
  toast?: FormToast;
  fields?: RawListingFields;
  needsConfirmation?: boolean;
  /** The booking rules part of the form as posted, and its problems in words. */
  rules?: RawBookingRules;
  ruleErrors?: Partial<Record<BookingRulesField, string>>;
};

/**
 * The listing form's two parts judged together: the listing (validateListing) and its
 * booking rules (validateBookingRules); a refusal of either answers 400 with both parts'
 * problems and nothing written.
 */
function judgeRules(rawRules: RawBookingRules, lang: Lang) {
  const checked = validateBookingRules(rawRules);
  if (checked.ok) return { rules: checked.value as BookingRules, ruleErrors: undefined };
  return { rules: null, ruleErrors: describeAll(bookingRulesTexts[lang].validation, checked.problems) };
}

function refusedForm(
  hosting: HostingTexts,
  fields: RawListingFields,
  rules: RawBookingRules,
  listingRefusal: Pick<ListingActionData, "errors" | "toast"> | null,
  ruleErrors: ListingActionData["ruleErrors"],
) {
  const toast: FormToast = listingRefusal?.toast ?? {
    title: hosting.validation.summary,
    description: Object.values(ruleErrors ?? {})[0],
    variant: "destructive",
  };
  return data<ListingActionData>({ fields, rules, errors: listingRefusal?.errors, ruleErrors, toast }, { status: 400 });
}

const genericToast = (hosting: HostingTexts): FormToast => ({
  title: hosting.errors.genericTitle,
  description: hosting.errors.genericDescription,
  variant: "destructive",
});

/** The signed-in host, or the answer to send ('Erreur d'authentification'). */
async function hostOrRefusal(request: Request, hosting: HostingTexts) {
  const user = await getSessionUser(request);
  const toast: FormToast = {
    title: hosting.errors.authTitle,
    description: hosting.errors.authDescription,
    variant: "destructive",
  };
  if (!user) return { refusal: data<ListingActionData>({ toast }, { status: 401 }) };
  if (!user.roles.includes("host") && !user.roles.includes("admin")) {
    return { refusal: data<ListingActionData>({ toast }, { status: 403 }) };
  }
  return { user };
}

const imagesNotOwned = (fields: RawListingFields, hosting: HostingTexts) =>
  data<ListingActionData>(
    {
      fields,
      errors: { images: hosting.validation.imageNotOwned },
      toast: {
        title: hosting.validation.imagesRequired,
        description: hosting.validation.imageNotOwned,
        variant: "destructive",
      },
    },
    { status: 400 },
  );

export async function createListingAction(request: Request, isVehicle: boolean, lang: Lang) {
  const hosting = hostingTexts[lang];
  const { user, refusal } = await hostOrRefusal(request, hosting);
  if (!user) return refusal;
  const form = await readForm(request);
  const fields = readListingForm(form);
  const rawRules = readBookingRulesForm(form);
  const result = validateListing(fields, { isVehicle, mode: "create", maxImages: MAX_IMAGES_ON_CREATE });
  const { rules, ruleErrors } = judgeRules(rawRules, lang);
  if (!result.ok || !rules) {
    const listingRefusal = result.ok ? null : listingProblemsInWords(hosting.validation, result);
    return refusedForm(hosting, fields, rawRules, listingRefusal, ruleErrors);
  }
  try {
    const created = await createHostListing(user.id, result.value, rules);
    if (!created.ok && created.reason === "images_in_use") {
      const { imagesInUse } = hosting.validation;
      return data<ListingActionData>(
        { fields, errors: { images: imagesInUse.description }, toast: { ...imagesInUse, variant: "destructive" } },
        { status: 409 },
      );
    }
    if (!created.ok) return imagesNotOwned(fields, hosting);
  } catch (error) {
    log("hosting").error({ err: error }, "création d'annonce impossible");
    return data<ListingActionData>({ fields, toast: genericToast(hosting) }, { status: 500 });
  }
  throw redirect(localizedPath(lang, withToast("/host-dashboard", isVehicle ? "vehicleAdded" : "propertyAdded")));
}

export async function updateListingAction(request: Request, listingId: string, lang: Lang) {
  const hosting = hostingTexts[lang];
  const { user, refusal } = await hostOrRefusal(request, hosting);
  if (!user) return refusal;
  const existing = await getOwnListing(user.id, listingId);
  if (!existing) throw redirect(localizedPath(lang, withToast("/my-listings", "listingNotFound")));
  const form = await readForm(request);
  const fields = readListingForm(form);
  const rawRules = readBookingRulesForm(form);
  const result = validateListing(fields, {
    isVehicle: existing.isVehicle,
    mode: "edit",
    // A listing that already has more pictures (older data) may keep them or remove some,
    // never add one while over the limit.
    maxImages: MAX_IMAGES_ON_EDIT,
    keptImages: existing.images,
    currentCategory: existing.category,
  });
  const { rules, ruleErrors } = judgeRules(rawRules, lang);
  if (!result.ok || !rules) {
    const listingRefusal = result.ok ? null : listingProblemsInWords(hosting.validation, result);
    return refusedForm(hosting, fields, rawRules, listingRefusal, ruleErrors);
  }
  try {
    const updated = await updateHostListing(user.id, listingId, result.value, {
      confirmRevalidation: form.get("confirmRevalidation") === "1",
      rules,
    });
    if (!updated.ok) {
      if (updated.reason === "not_found")
        throw redirect(localizedPath(lang, withToast("/my-listings", "listingNotFound")));
      if (updated.reason === "images_not_owned") return imagesNotOwned(fields, hosting);
      return data<ListingActionData>({ fields, rules: rawRules, needsConfirmation: true }, { status: 409 });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    log("hosting").error({ err: error }, "mise à jour d'annonce impossible");
    return data<ListingActionData>({ fields, toast: genericToast(hosting) }, { status: 500 });
  }
  throw redirect(localizedPath(lang, withToast("/my-listings", "listingUpdated")));
}
