/** The label a member picked from one of the request's option lists, or the stored value as it is. */
export function optionLabel(options: readonly (readonly [string, string])[], value: string): string {
  return options.find(([known]) => known === value)?.[1] ?? value;
}
