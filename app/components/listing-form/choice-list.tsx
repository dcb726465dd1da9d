// Amenities or house rules: the standard choices as checkboxes, plus the host's own items
// added by typing and pressing Enter or the add button (empty text ignored, removable).
import { useState, type KeyboardEvent } from "react";
import { fieldFocusClass } from "#app/components/ui/field";
import { useTexts } from "#app/lib/texts";
import { useVocabulary } from "#app/lib/vocabulary";
import { MAX_CUSTOM_ITEM_LENGTH, MAX_ITEMS } from "#common/listing-vocabulary";
import { hostingTexts } from "#common/texts/hosting";

type Props = {
  legend: string;
  name: string;
  choices: readonly string[];
  initial: string[];
};

export function ChoiceList({ legend, name, choices, initial }: Props) {
  const hosting = useTexts(hostingTexts);
  const vocabulary = useVocabulary();
  const [custom, setCustom] = useState(() => initial.filter((item) => !choices.includes(item)));
  const [draft, setDraft] = useState("");
  const inputId = `${name}-custom`;

  function add() {
    const value = draft.trim().replace(/\s+/g, " ").slice(0, MAX_CUSTOM_ITEM_LENGTH);
    setDraft("");
    if (!value || choices.includes(value) || custom.includes(value) || custom.length >= MAX_ITEMS) return;
    setCustom((current) => [...current, value]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the item instead of submitting the whole listing form.
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  }

  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              name={name}
              value={choice}
              defaultChecked={initial.includes(choice)}
              className="h-4 w-4 accent-brand-700"
            />
            {vocabulary(choice)}
          </label>
        ))}
      </div>
      {custom.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {custom.map((item) => (
            <li
              key={item}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-800"
            >
              <input type="hidden" name={name} value={item} />
              {item}
              <button
                type="button"
                onClick={() => setCustom((current) => current.filter((each) => each !== item))}
                aria-label={hosting.fields.remove(item)}
                className="inline-flex h-6 w-6 items-center justify-center rounded-full hover:bg-brand-100"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {hosting.fields.customLabel(legend)}
        </label>
        <input
          id={inputId}
          value={draft}
          maxLength={MAX_CUSTOM_ITEM_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={hosting.fields.customPlaceholder}
          className={`h-10 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-sm ${fieldFocusClass}`}
        />
        <button
          type="button"
          onClick={add}
          className="h-10 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          {hosting.fields.add}
        </button>
      </div>
    </fieldset>
  );
}
