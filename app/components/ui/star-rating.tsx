// Stars out of five. A screen reader hears the label ("Note : 4 sur 5"), never the glyphs:
// aria-label only applies to an element with a role that takes a name, hence role="img".
type Props = { stars: number; label: string; className?: string };

export function StarRating({ stars, label, className = "" }: Props) {
  return (
    <span role="img" aria-label={label} className={className}>
      <span aria-hidden="true">{"★".repeat(stars) + "☆".repeat(5 - stars)}</span>
    </span>
  );
}
