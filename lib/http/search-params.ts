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

/**
 * The query string of a paged list's filters on another page of results (the first when not given):
 * empty values are left out, so an unfiltered first page is the bare path.
 */
export function pagedFiltersQuery(
  filters: Record<string, string | number | undefined> & { page?: number },
  page = 1,
): string {
  const values: Record<string, string | number | undefined> = {
    ...filters,
    page: page > 1 ? page : undefined,
  };
  const entries = Object.entries(values).flatMap(([key, value]) =>
    value === undefined || value === '' ? [] : [[key, String(value)]],
  );
  return new URLSearchParams(entries).toString();
}
