export type PageSearchParams = Record<string, string | string[] | undefined>;

/** A page's search params with one value per name: the first of a repeated one, none for ''. */
export function singleSearchParams(params: PageSearchParams): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      (Array.isArray(value) ? value[0] : value) || undefined,
    ]),
  );
}
