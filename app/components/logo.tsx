export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className="shrink-0">
      <rect width="32" height="32" rx="7" fill="#087042" />
      <rect x="14" width="18" height="16" fill="#fcd116" />
      <rect x="14" y="16" width="18" height="16" fill="#d6283a" />
      <rect width="14" height="32" fill="#0a8a4f" />
      <path d="M7 9l1.8 4h4.2l-3.4 2.6 1.3 4.2L7 17.3l-3.9 2.5 1.3-4.2L1 13h4.2z" fill="#fcd116" />
    </svg>
  );
}
