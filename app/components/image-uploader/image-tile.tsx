// One picture of the listing form's grid: its preview, its state (uploading with a real
// progress bar, uploaded, error) and its actions (make it the cover, remove it).
import { useTexts } from "#app/lib/texts";
import { imageSrcSet, imageUrl, type ImageRef } from "#common/media";
import { hostingTexts } from "#common/texts/hosting";

export type UploadItem = {
  id: string;
  name: string;
  status: "uploading" | "uploaded" | "error";
  /** 0 to 1 while uploading. */
  progress: number;
  image?: ImageRef;
  /** A local preview of a file being sent (object URL). */
  previewUrl?: string;
  error?: { title: string; description?: string };
};

type Props = {
  item: UploadItem;
  position: number;
  isCover: boolean;
  onMakeCover: () => void;
  onRemove: () => void;
};

export function ImageTile({ item, position, isCover, onMakeCover, onRemove }: Props) {
  const copy = useTexts(hostingTexts).uploader;
  const alt = copy.photoAlt(position);
  const percent = Math.round(item.progress * 100);
  return (
    <li className="relative overflow-hidden rounded-lg border border-slate-200 bg-white" data-status={item.status}>
      <div className="relative aspect-[4/3] bg-slate-100">
        {item.image ? (
          <img
            src={imageUrl(item.image, 320)}
            srcSet={imageSrcSet(item.image)}
            sizes="(min-width: 640px) 200px, 45vw"
            width={item.image.width}
            height={item.image.height}
            alt={alt}
            className="h-full w-full object-cover"
          />
        ) : item.previewUrl ? (
          <img src={item.previewUrl} alt={alt} className="h-full w-full object-cover" />
        ) : null}
        {isCover && item.status === "uploaded" && (
          <span className="absolute left-2 top-2 rounded bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            {copy.cover}
          </span>
        )}
      </div>
      <div className="space-y-2 p-2 text-xs">
        {item.status === "uploading" && (
          <div>
            <p className="text-slate-600">{copy.uploading}</p>
            <div
              role="progressbar"
              aria-label={copy.progress(item.name)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="mt-1 h-1.5 overflow-hidden rounded bg-slate-200"
            >
              <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
            </div>
          </div>
        )}
        {item.status === "uploaded" && <p className="text-brand-800">✓ {copy.uploaded}</p>}
        {item.status === "error" && (
          <p role="alert" className="text-red-700">
            <strong>{item.error?.title ?? copy.error}</strong>
            {item.error?.description && <span className="block">{item.error.description}</span>}
          </p>
        )}
        <div className="flex flex-wrap gap-1">
          {!isCover && item.status === "uploaded" && (
            <button
              type="button"
              onClick={onMakeCover}
              className="rounded border border-slate-300 px-2 py-1 font-medium text-slate-700 hover:bg-slate-50"
            >
              {copy.makeCover}
            </button>
          )}
          <button
            type="button"
            onClick={onRemove}
            aria-label={copy.removePhoto(alt)}
            className="rounded border border-red-200 px-2 py-1 font-medium text-red-700 hover:bg-red-50"
          >
            {copy.remove}
          </button>
        </div>
      </div>
    </li>
  );
}
