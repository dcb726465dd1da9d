// A paid booking's access instructions on /my-bookings (vehicle words for a vehicle): the
// loader gives them only for the traveler's own confirmed bookings, never before payment.
import { useTexts } from "#app/lib/texts";
import { reviewsTexts } from "#common/texts/reviews";

export function AccessInstructionsShown({ instructions, isVehicle }: { instructions: string; isVehicle: boolean }) {
  const copy = useTexts(reviewsTexts).instructions;
  return (
    <section
      className="mt-3 rounded-lg border border-slate-200 bg-brand-50 p-3 text-sm"
      data-testid="access-instructions"
    >
      <h3 className="font-semibold text-slate-900">{isVehicle ? copy.shownTitleVehicle : copy.shownTitle}</h3>
      <p className="mt-1 whitespace-pre-line text-slate-800">{instructions.trim() || copy.none}</p>
    </section>
  );
}
