import sharp, { type ResizeOptions } from 'sharp';
import { budgetedSize, FORMATS, type ImageParams, type OutputFormat } from './image-params';

export type ImageBody = { bytes: Buffer; type: string };

// One libvips thread per image: a transform's work then stays on Node's pool threads, whose
// priority ./thread-priority.ts lowers (libvips starts its own helpers at normal priority).
sharp.concurrency(1);

function focalPosition(x: number, y: number): string {
  const vertical = y < 0.34 ? 'top' : y > 0.66 ? 'bottom' : '';
  const horizontal = x < 0.34 ? 'left' : x > 0.66 ? 'right' : '';
  return [vertical, horizontal].filter(Boolean).join(' ') || 'centre';
}

const OUTPUT_FORMATS = new Set<string>(Object.values(FORMATS));

// The source's own format when it is one we encode (a GIF or TIFF comes out as JPEG).
function sameFormat(format: string | undefined): OutputFormat {
  return format && OUTPUT_FORMATS.has(format) ? (format as OutputFormat) : 'jpeg';
}

function resizeOptions(params: ImageParams): ResizeOptions {
  const fit = params.fit ?? 'clip';
  const background = params.bg ? `#${params.bg}` : '#ffffff';
  const focal = params.crop === 'focalpoint' || params['fp-x'] !== undefined;
  const position = focal ? focalPosition(params['fp-x'] ?? 0.5, params['fp-y'] ?? 0.5) : 'centre';
  if (fit === 'crop' || fit === 'min') return { fit: 'cover', position };
  if (fit === 'fill' || fit === 'fillmax')
    return { fit: 'contain', background, withoutEnlargement: fit === 'fillmax' };
  if (fit === 'scale') return { fit: 'fill' };
  return { fit: 'inside', withoutEnlargement: fit === 'max' };
}

/**
 * Image transforms of the Sanity image pipeline that @sanity/image-url emits: `rect` (crop),
 * `w`/`h`/`max-w`/`max-h`, `dpr`, `fit` (clip, max, min, crop, fill, fillmax, scale), `fm`, `auto=format`
 * (WebP when the browser accepts it), `q`, `bg`, `blur`; the output is held to the pixel budget
 * (image-params.ts). Null when nothing is asked for (the original is served).
 */
export async function transformImage(
  bytes: Buffer,
  params: ImageParams,
  accept: string,
): Promise<ImageBody | null> {
  const { rect, q: quality, blur } = params;
  let format: OutputFormat | undefined = params.fm && FORMATS[params.fm];
  // WebP rather than AVIF for auto=format: encoding AVIF on the fly is too slow for a page of images.
  if (!format && params.auto === 'format' && accept.includes('image/webp')) format = 'webp';
  const sized = params.w ?? params.h ?? params['max-w'] ?? params['max-h'];
  if (!sized && !rect && !format && !quality && !blur) return null;

  const metadata = await sharp(bytes).metadata();
  // EXIF orientations 5 to 8 turn the picture a quarter: its sides swap once upright.
  const turned = (metadata.orientation ?? 1) >= 5;
  let source = {
    width: (turned ? metadata.height : metadata.width) ?? 1,
    height: (turned ? metadata.width : metadata.height) ?? 1,
  };
  let image = sharp(bytes, { animated: false }).rotate();
  if (rect && rect[2] > 0 && rect[3] > 0) {
    const [left, top, width, height] = rect;
    image = image.extract({ left, top, width, height });
    source = { width, height };
  }
  const { width, height } = budgetedSize(params, source);
  if (width || height) {
    image = image.resize(width, height, sized ? resizeOptions(params) : { fit: 'inside' });
  }
  if (blur) image = image.blur(Math.max(0.3, blur / 2));
  const target = format ?? sameFormat(metadata.format);
  const output =
    target === 'jpeg'
      ? image.jpeg({ quality: quality ?? 80, mozjpeg: true })
      : target === 'png'
        ? image.png()
        : target === 'avif'
          ? image.avif({ quality: quality ?? 60 })
          : image.webp({ quality: quality ?? 80 });
  return { bytes: await output.toBuffer(), type: `image/${target}` };
}
