// 'Partager sur WhatsApp': a wa.me link whose text is the listing's title and its absolute
// address (PUBLIC_URL); the crawler WhatsApp sends gets the preview (JPEG og:image).
import { useTexts } from "#app/lib/texts";
import { reviewsTexts } from "#common/texts/reviews";

export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export function ShareOnWhatsApp({ title, url }: { title: string; url: string }) {
  const copy = useTexts(reviewsTexts).share;
  return (
    <a
      href={whatsAppShareUrl(copy.message(title, url))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={copy.whatsappLabel(title)}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      data-testid="share-whatsapp"
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="text-[#128C7E]">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z"
        />
      </svg>
      {copy.whatsapp}
    </a>
  );
}
