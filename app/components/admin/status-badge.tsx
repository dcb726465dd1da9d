// Coloured labels for statuses: green done, amber waiting, red refused or failed, grey
// for the rest. The text is always there; the colour only helps.
type Tone = "success" | "warning" | "danger" | "neutral";

const toneClasses: Record<Tone, string> = {
  success: "bg-brand-50 text-brand-800 ring-brand-600/20",
  warning: "bg-amber-50 text-amber-800 ring-amber-600/20",
  danger: "bg-red-50 text-red-800 ring-red-600/20",
  neutral: "bg-slate-100 text-slate-700 ring-slate-500/20",
};

const toneOf: Record<string, Tone> = {
  approved: "success",
  completed: "success",
  sent: "success",
  pending: "warning",
  queued: "warning",
  sending: "warning",
  resubmitted: "warning",
  rejected: "danger",
  failed: "danger",
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  const tone = toneOf[status] ?? "neutral";
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${toneClasses[tone]}`}
    >
      {label}
    </span>
  );
}
