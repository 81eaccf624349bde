// Redirect documents from the Studio, applied to paths no route answers (see app/(content)/[...path]).
import { z } from 'zod';

// CMS content is outside input too: a redirect that does not have this shape is ignored.
const contentRedirectSchema = z.object({
  from: z.string().regex(/^\/[a-z0-9\-/_:*]*$/i),
  to: z.string().regex(/^(\/(?!\/)|https?:\/\/)[^\s]*$/),
  permanent: z.boolean().nullable().optional(),
});

export type ContentRedirect = z.input<typeof contentRedirectSchema>;
export type RedirectTarget = { destination: string; permanent: boolean };

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The first redirect whose `from` matches the path: `:name` matches one segment (and fills
 * `:name` in `to`), a final `*` matches the rest; letters are compared without case.
 */
export function matchRedirect(
  redirects: readonly ContentRedirect[],
  pathname: string,
): RedirectTarget | null {
  const path = segmentsOf(pathname);
  for (const candidate of redirects) {
    const parsed = contentRedirectSchema.safeParse(candidate);
    if (!parsed.success) continue;
    const { from, to, permanent } = parsed.data;
    const pattern = segmentsOf(from);
    const params = new Map<string, string>();
    const rest = pattern.at(-1) === '*';
    const fixed = rest ? pattern.slice(0, -1) : pattern;
    if (rest ? path.length < fixed.length : path.length !== fixed.length) continue;
    const matches = fixed.every((segment, index) => {
      const actual = path[index]!;
      if (segment.startsWith(':')) {
        params.set(segment, actual);
        return true;
      }
      return segment.toLowerCase() === actual.toLowerCase();
    });
    if (!matches) continue;
    const destination = to.replace(/:[a-z0-9_]+/gi, (name) =>
      params.has(name) ? encodeURIComponent(params.get(name)!) : name,
    );
    if (destination === pathname) continue;
    return { destination, permanent: permanent ?? true };
  }
  return null;
}
