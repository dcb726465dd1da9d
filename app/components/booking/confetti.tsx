// Five seconds of confetti (50 pieces) when a payment is confirmed: a few spans and one
// CSS animation, no library. Positions are drawn in the browser only (after hydration),
// and nothing moves for people who ask for reduced motion. The keyframes live in app.css:
// the Content-Security-Policy refuses an inline <style> added in the browser.
import { useEffect, useState } from "react";

const PIECES = 50;
const DURATION_MS = 5000;
const COLORS = ["#087042", "#f4c430", "#e8112d", "#0ea5e9", "#f97316"];

type Piece = { left: number; delay: number; duration: number; color: string; rotate: number };

export function Confetti() {
  const [pieces, setPieces] = useState<Piece[]>([]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- drawn after hydration on purpose: random positions made on the server would differ from the browser's
    setPieces(
      Array.from({ length: PIECES }, (_, index) => ({
        left: Math.random() * 100,
        delay: Math.random() * 1200,
        duration: 2500 + Math.random() * 1300,
        color: COLORS[index % COLORS.length]!,
        rotate: Math.random() * 360,
      })),
    );
    const timer = setTimeout(() => setPieces([]), DURATION_MS);
    return () => clearTimeout(timer);
  }, []);
  if (pieces.length === 0) return null;
  return (
    <div aria-hidden="true" data-testid="confetti" className="pointer-events-none fixed inset-0 z-40 overflow-hidden">
      {pieces.map((piece, index) => (
        <span
          key={index}
          className="bv-confetti absolute top-0 block h-3 w-2 rounded-sm"
          style={{
            left: `${piece.left}%`,
            backgroundColor: piece.color,
            transform: `rotate(${piece.rotate}deg)`,
            animation: `bv-confetti ${piece.duration}ms linear ${piece.delay}ms forwards`,
          }}
        />
      ))}
    </div>
  );
}
