// The 'Hors ligne' notice: in every page, shown only in a copy the service worker serves
// without a connection (its <html> carries the mark, app/offline/offline-rules.ts). Plain
// CSS shows it (app.css): the copy runs no script.
import { useTexts } from "#app/lib/texts";
import { offlineTexts } from "#common/texts/offline";

export function OfflineNotice() {
  const copy = useTexts(offlineTexts);
  return (
    <p className="offline-notice hidden border-b border-amber-300 bg-amber-50 px-4 py-3 text-center text-amber-900">
      <strong>{copy.notice}</strong> — {copy.noticeText}
    </p>
  );
}
