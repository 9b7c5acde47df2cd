type FactValue = string | number | null | undefined;

/**
 * A film's facts in one line (year, duration, rating…), each its own span for the line's separators;
 * the unknown ones are left out, and nothing is drawn when none is known. The look is the user's class.
 */
export function FactLine({ facts, className }: { facts: readonly FactValue[]; className?: string }) {
  const known = facts.filter((fact) => fact !== null && fact !== undefined && fact !== '');
  if (known.length === 0) return null;
  return (
    <p className={className}>
      {known.map((fact, index) => (
        <span key={index}>{fact}</span>
      ))}
    </p>
  );
}
