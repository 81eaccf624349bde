import { z } from 'zod';

/** The largest image a transform makes, after `dpr`: a side, and the whole (Sanity clamps too). */
export const MAX_OUTPUT_SIDE = 4096;
export const MAX_OUTPUT_PIXELS = 16_000_000;
// What a size parameter may ask for before `dpr`; larger values are clamped, as Sanity does.
const MAX_REQUESTED_SIDE = 8192;

const number = z.coerce.number<string>();
const clamped = (min: number, max: number) => (value: number) =>
  Math.min(Math.max(Math.round(value), min), max);
const size = number.positive().transform(clamped(1, MAX_REQUESTED_SIDE));
const fraction = number.min(0).max(1);

export const FORMATS = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  pjpg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
} as const;
export type OutputFormat = (typeof FORMATS)[keyof typeof FORMATS];

/**
 * The transform parameters @sanity/image-url emits, checked: out-of-range sizes, `dpr`, `q` and
 * `blur` are clamped; a value of the wrong kind is refused. Parameters not listed are ignored.
 */
export const imageParamsSchema = z.looseObject({
  w: size.optional(),
  h: size.optional(),
  'max-w': size.optional(),
  'max-h': size.optional(),
  dpr: number
    .positive()
    .transform((value) => Math.min(Math.max(value, 1), 3))
    .optional(),
  q: number.min(0).transform(clamped(1, 100)).optional(),
  blur: number.min(0).transform(clamped(0, 100)).optional(),
  fit: z.enum(['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min']).optional(),
  fm: z.enum(Object.keys(FORMATS) as [keyof typeof FORMATS]).optional(),
  auto: z.string().max(64).optional(),
  rect: z
    .string()
    .regex(/^\d{1,6},\d{1,6},\d{1,6},\d{1,6}$/, 'rect is left,top,width,height in pixels')
    .transform((value) => value.split(',').map(Number) as [number, number, number, number])
    .optional(),
  bg: z
    .string()
    .regex(/^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i, 'bg is a hex colour')
    .optional(),
  'fp-x': fraction.optional(),
  'fp-y': fraction.optional(),
  crop: z.string().max(64).optional(),
});
export type ImageParams = z.infer<typeof imageParamsSchema>;

/** The checked parameters, or the sentence of the 400 naming the one that is wrong. */
export function parseImageParams(url: URL): ImageParams | string {
  const parsed = imageParamsSchema.safeParse(Object.fromEntries(url.searchParams));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return `Image parameter "${String(issue?.path[0] ?? '')}" is not valid: ${issue?.message ?? ''}`;
}

export type Size = { width: number; height: number };

/**
 * The size to resize to: the requested one times `dpr`, scaled down with its proportions kept so
 * that the output (`source` once cropped, when no size is asked for) fits the output budget.
 */
export function budgetedSize(
  params: ImageParams,
  source: Size,
): { width?: number; height?: number } {
  const dpr = params.dpr ?? 1;
  const scale = (value?: number) => (value ? Math.round(value * dpr) : undefined);
  const width = scale(params.w ?? params['max-w']);
  const height = scale(params.h ?? params['max-h']);
  // The box the output fits in: the sides asked for, a missing one from the source's proportions.
  const box =
    width || height
      ? {
          width: width ?? Math.ceil((height! * source.width) / source.height),
          height: height ?? Math.ceil((width! * source.height) / source.width),
        }
      : source;
  const factor = Math.min(
    1,
    MAX_OUTPUT_SIDE / box.width,
    MAX_OUTPUT_SIDE / box.height,
    Math.sqrt(MAX_OUTPUT_PIXELS / (box.width * box.height)),
  );
  const shrink = (value?: number) => value && Math.max(1, Math.floor(value * factor));
  if (width || height) return { width: shrink(width), height: shrink(height) };
  return factor < 1 ? { width: shrink(box.width), height: shrink(box.height) } : {};
}
