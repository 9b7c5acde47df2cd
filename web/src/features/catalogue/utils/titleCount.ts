/** "1 film", "3 series, 12 films": how many titles a grid holds (search, My List). */
export function titleCount(seriesCount: number, filmCount: number): string {
  const films = filmCount === 1 ? '1 film' : `${filmCount} films`;
  if (seriesCount === 0) return films;
  const series = `${seriesCount} series`;
  return filmCount === 0 ? series : `${series}, ${films}`;
}
