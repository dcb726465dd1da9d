// The listing form's picture grid. Each chosen file is sent at once to /api/uploads; the
// form then submits the uploaded pictures' keys in order (hidden inputs 'images'), the
// first being the cover. The server checks every key belongs to this host.
import { useEffect, useEffectEvent, useRef, useState, type ChangeEvent } from "react";
import { useToast } from "#app/components/ui/toast";
import { useTexts } from "#app/lib/texts";
import { nowMs } from "#common/clock";
import type { ImageRef } from "#common/media";
import { hostingTexts } from "#common/texts/hosting";
import { mediaTexts } from "#common/texts/media";
import { ImageTile, type UploadItem } from "./image-tile";
import { uploadFile } from "./upload-file";

const MAX_BYTES = 5 * 1024 * 1024;

type Props = {
  initial: ImageRef[];
  max: number;
  error?: string;
  /** The uploaded keys in order, and whether an upload is still running. */
  onChange?: (keys: string[], busy: boolean) => void;
};

let counter = 0;
const nextId = () => `upload-${nowMs()}-${(counter += 1)}`;

export function ImageUploader({ initial, max, error, onChange }: Props) {
  const media = useTexts(mediaTexts);
  const hosting = useTexts(hostingTexts);
  const copy = hosting.uploader;
  const { toast } = useToast();
  const [items, setItems] = useState<UploadItem[]>(() =>
    initial.map((image) => ({ id: image.key, name: image.key, status: "uploaded", progress: 1, image })),
  );
  const aborts = useRef(new Map<string, () => void>());
  const inputRef = useRef<HTMLInputElement>(null);

  const uploadedKeys = items.filter((item) => item.status === "uploaded" && item.image).map((item) => item.image!.key);
  const busy = items.some((item) => item.status === "uploading");
  const keysSignature = uploadedKeys.join("|");
  // Told when the set of uploaded pictures or the busy state changes, not at every render.
  const report = useEffectEvent(() => onChange?.(uploadedKeys, busy));
  useEffect(() => report(), [keysSignature, busy]);
  useEffect(() => () => aborts.current.forEach((abort) => abort()), []);

  const update = (id: string, patch: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  function start(file: File) {
    const id = nextId();
    const previewUrl = URL.createObjectURL(file);
    if (file.size > MAX_BYTES) {
      const tooBig = { title: media.fileTooLarge.title, description: media.fileTooLarge.description(file.name) };
      toast({ ...tooBig, variant: "destructive" });
      return { id, name: file.name, status: "error", progress: 0, previewUrl, error: tooBig } satisfies UploadItem;
    }
    const handle = uploadFile(file, (fraction) => update(id, { progress: fraction }), media);
    aborts.current.set(id, handle.abort);
    void handle.done.then((outcome) => {
      aborts.current.delete(id);
      if (outcome.ok) update(id, { status: "uploaded", progress: 1, image: outcome.image });
      else {
        update(id, { status: "error", error: outcome.error });
        toast({ ...outcome.error, variant: "destructive" });
      }
    });
    return { id, name: file.name, status: "uploading", progress: 0, previewUrl } satisfies UploadItem;
  }

  function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    if (!files.length) {
      toast({ title: copy.noFile, variant: "destructive" });
      return;
    }
    const room = max - items.filter((item) => item.status !== "error").length;
    if (files.length > room) {
      toast({
        title: hosting.validation.imageLimit,
        description: hosting.validation.imageLimitDescription(max),
        variant: "destructive",
      });
    }
    const accepted = files.slice(0, Math.max(0, room));
    if (accepted.length) setItems((current) => [...current, ...accepted.map(start)]);
  }

  function remove(id: string) {
    aborts.current.get(id)?.();
    aborts.current.delete(id);
    setItems((current) => {
      const removed = current.find((item) => item.id === id);
      if (removed?.previewUrl) URL.revokeObjectURL(removed.previewUrl);
      return current.filter((item) => item.id !== id);
    });
    toast({ title: copy.removed });
  }

  function makeCover(id: string) {
    setItems((current) => {
      const chosen = current.find((item) => item.id === id);
      return chosen ? [chosen, ...current.filter((item) => item.id !== id)] : current;
    });
    toast({ title: copy.coverSet });
  }

  const coverId = items.find((item) => item.status === "uploaded")?.id;
  return (
    <fieldset aria-describedby={error ? "images-error" : undefined}>
      <legend className="text-sm font-medium text-slate-900">
        {hosting.fields.images} <span className="font-normal text-slate-500">{hosting.fields.required}</span>
      </legend>
      <p className="mt-1 text-xs text-slate-600">{copy.hint}</p>
      {uploadedKeys.map((key) => (
        <input key={key} type="hidden" name="images" value={key} />
      ))}
      <noscript>
        <p className="mt-2 rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">{copy.noScript}</p>
      </noscript>
      {items.length > 0 && (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {items.map((item, index) => (
            <ImageTile
              key={item.id}
              item={item}
              position={index + 1}
              isCover={item.id === coverId}
              onMakeCover={() => makeCover(item.id)}
              onRemove={() => remove(item.id)}
            />
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <label
          // The file input inside is visually hidden: the label shows its keyboard focus.
          className="inline-flex h-11 cursor-pointer items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
        >
          {copy.choose}
          <input
            ref={inputRef}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            multiple
            onChange={onFiles}
            data-testid="image-input"
            className="sr-only"
          />
        </label>
        <span className="text-xs text-slate-600">
          {copy.count(items.filter((item) => item.status !== "error").length, max)}
        </span>
      </div>
      {error && (
        <p id="images-error" role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
