// Approve and reject buttons for one pending listing. Every card shares one fetcher
// (key below): the page reads its answer to show the toast even after this card has left
// the pending list, and while a decision is processed every decision button waits, so an
// administrator cannot fire two overlapping decisions from one screen. Each decision posts
// the listing's version shown on this card: the server decides nothing if it changed since.
import { useFetcher } from "react-router";
import { fieldFocusClass } from "#app/components/ui/field";
import { useTexts } from "#app/lib/texts";
import { adminTexts } from "#common/texts/admin";
import { Spinner } from "./spinner";

export const DECISION_FETCHER = "admin-listing-decision";

const buttonBase =
  "inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60";

export function DecisionControls({
  listingId,
  version,
  title,
  reasonMaxLength,
}: {
  listingId: string;
  version: number;
  title: string;
  reasonMaxLength: number;
}) {
  const messages = useTexts(adminTexts);
  const text = messages.listings;
  const fetcher = useFetcher({ key: DECISION_FETCHER });
  const busy = fetcher.state !== "idle";
  const processingThis = busy && fetcher.formData?.get("listingId") === listingId;
  const intent = processingThis ? fetcher.formData?.get("intent") : null;
  const reasonId = `reason-${listingId}`;
  return (
    <div className="flex flex-col gap-3" aria-busy={processingThis || undefined}>
      <fetcher.Form method="post">
        <input type="hidden" name="listingId" value={listingId} />
        <input type="hidden" name="version" value={version} />
        <button
          type="submit"
          name="intent"
          value="approve"
          disabled={busy}
          aria-label={text.approveListing(title)}
          className={`${buttonBase} w-full bg-brand-700 text-white hover:bg-brand-800`}
        >
          {intent === "approve" && <Spinner />}
          {intent === "approve" ? text.processing : text.approve}
        </button>
      </fetcher.Form>
      <details
        className="group rounded-lg open:border open:border-slate-200 open:bg-slate-50"
        // Escape folds the rejection form away and gives focus back to « Rejeter ».
        onKeyDown={(event) => {
          if (event.key !== "Escape" || !event.currentTarget.open) return;
          event.preventDefault();
          event.currentTarget.open = false;
          event.currentTarget.querySelector("summary")?.focus();
        }}
      >
        <summary
          aria-disabled={busy || undefined}
          className={`${buttonBase} w-full cursor-pointer list-none border border-flame-600 bg-white text-flame-600 hover:bg-red-50 ${
            busy ? "pointer-events-none opacity-60" : ""
          }`}
        >
          {intent === "reject" && <Spinner />}
          {intent === "reject" ? text.processing : text.reject}
        </summary>
        <fetcher.Form method="post" className="space-y-2 p-3">
          <input type="hidden" name="listingId" value={listingId} />
          <input type="hidden" name="version" value={version} />
          <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
            {text.reasonLabel}
          </label>
          <textarea
            id={reasonId}
            name="reason"
            rows={3}
            maxLength={reasonMaxLength}
            defaultValue={messages.defaultRejectionReason}
            aria-describedby={`${reasonId}-hint`}
            className={`block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 ${fieldFocusClass}`}
          />
          <p id={`${reasonId}-hint`} className="text-xs text-slate-500">
            {text.reasonHint(reasonMaxLength)}
          </p>
          <button
            type="submit"
            name="intent"
            value="reject"
            disabled={busy}
            className={`${buttonBase} w-full bg-flame-600 text-white hover:bg-red-700`}
          >
            {intent === "reject" && <Spinner />}
            {intent === "reject" ? text.processing : text.confirmReject}
          </button>
        </fetcher.Form>
      </details>
    </div>
  );
}
