type SeasonPickerProps = {
  /** The series' season numbers, in order. */
  seasons: readonly number[];
  value: number;
  onChange: (season: number) => void;
  /** The label's look, the page's own (the series page, the player's episodes panel). */
  className?: string;
};

/** Which season's episodes to show: a select named "Season" for screen readers. */
export function SeasonPicker({ seasons, value, onChange, className }: SeasonPickerProps) {
  return (
    <label className={className}>
      <span className="visually-hidden">Season</span>
      <select value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {seasons.map((number) => (
          <option key={number} value={number}>
            Season {number}
          </option>
        ))}
      </select>
    </label>
  );
}
