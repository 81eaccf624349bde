// Names for an entry a route did not name itself, read from the request: its method and path pattern
// for the action, the first path parameter for the target. Stable as long as the URL is.

export type PathParams = Record<string, string | string[]>;
export type AuditTarget = { type: string; id: string; label?: string };

type Placeholder = { name: string; key: string; value: string };

/** The path's segments with each parameter's put back as `[name]` or `[...name]`. */
function withPlaceholders(path: string, params: PathParams) {
  const segments = path.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  const placeholders: Placeholder[] = [];
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    // The last match: an id that happens to spell a static segment comes after it.
    const index = segments.findLastIndex(
      (_, start) =>
        values.length > 0 && values.every((part, offset) => segments[start + offset] === part),
    );
    if (index < 0) continue;
    const name = Array.isArray(value) ? `[...${key}]` : `[${key}]`;
    segments.splice(index, values.length, name);
    placeholders.push({ name, key, value: values.join('/') });
  }
  return { segments, placeholders };
}

/** e.g. `PATCH /api/auth/admin/users/[id]`. */
export function defaultAction(method: string, path: string, params: PathParams = {}): string {
  return `${method} ${withPlaceholders(path, params).segments.join('/')}`;
}

/** The first path parameter, as a target of the kind the segment before it names (`users`, `bookings`). */
export function defaultTarget(path: string, params: PathParams = {}): AuditTarget | undefined {
  const { segments, placeholders } = withPlaceholders(path, params);
  const at = (placeholder: Placeholder) => segments.indexOf(placeholder.name);
  const first = placeholders.sort((a, b) => at(a) - at(b))[0];
  if (!first) return undefined;
  const before = segments[at(first) - 1];
  return { type: before && !before.startsWith('[') ? before : first.key, id: first.value };
}
