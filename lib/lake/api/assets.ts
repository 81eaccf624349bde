import { fileTypeFromBuffer } from 'file-type';
import sharp, { type ResizeOptions } from 'sharp';
import {
  assetUrl,
  fileAssetUpload,
  readAssetBytes,
  sha1,
  storeAsset,
  type StoredDocument,
} from '../store';
import type { LakeContext } from './context';
import { requireAdmin } from './data';
import { lakeError } from './errors';

const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;
const IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
]);
const FILE_TYPES = new Set([
  'application/pdf',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'audio/mpeg',
  'audio/wav',
  'audio/x-wav',
  'audio/mp4',
  'audio/ogg',
  'application/zip',
  ...IMAGE_TYPES,
]);

async function readUpload(request: Request): Promise<Buffer | Response> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_UPLOAD_BYTES) return lakeError(413, 'The file is larger than 200 MB.');
  const bytes = Buffer.from(await request.arrayBuffer());
  if (bytes.byteLength === 0) return lakeError(400, 'The upload is empty.');
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return lakeError(413, 'The file is larger than 200 MB.');
  return bytes;
}

async function lqip(bytes: Buffer): Promise<string> {
  const tiny = await sharp(bytes)
    .resize(20, 20, { fit: 'inside' })
    .jpeg({ quality: 40 })
    .toBuffer();
  return `data:image/jpeg;base64,${tiny.toString('base64')}`;
}

/** Stores the upload as the signed-in admin and tells the mount (cache revalidation, webhooks). */
async function storeUpload(ctx: LakeContext, upload: Parameters<typeof storeAsset>[1]) {
  const { document, transaction } = await storeAsset(ctx.db, upload, ctx.user!.id);
  if (transaction) ctx.onCommit?.(transaction);
  return document;
}

/** `POST assets/images/{dataset}`: raw image bytes in, a `sanity.imageAsset` document out. */
export async function handleImageUpload(request: Request, ctx: LakeContext): Promise<Response> {
  const refused = requireAdmin(ctx);
  if (refused) return refused;
  const bytes = await readUpload(request);
  if (bytes instanceof Response) return bytes;
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !IMAGE_TYPES.has(type.mime)) {
    return lakeError(
      415,
      'The upload is not a JPEG, PNG, WebP, GIF, AVIF or TIFF image.',
      'unsupportedMediaType',
    );
  }
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height)
    return lakeError(415, 'The image cannot be read.', 'unsupportedMediaType');
  const hash = sha1(bytes);
  const { width, height } = metadata;
  const extension = type.ext;
  const assetPath = `images/${hash}-${width}x${height}.${extension}`;
  const filename = ctx.url.searchParams.get('filename');
  const document: StoredDocument = {
    _id: `image-${hash}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    assetId: hash,
    sha1hash: hash,
    extension,
    mimeType: type.mime,
    size: bytes.byteLength,
    originalFilename: filename ?? `${hash}.${extension}`,
    path: assetPath,
    url: assetUrl(assetPath),
    uploadId: hash,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      hasAlpha: metadata.hasAlpha ?? false,
      isOpaque: !metadata.hasAlpha,
      lqip: await lqip(bytes),
    },
  };
  const stored = await storeUpload(ctx, { document, assetPath, mimeType: type.mime, bytes });
  return Response.json({ document: stored }, { headers: { 'cache-control': 'no-store' } });
}

/** `POST assets/files/{dataset}`: video, audio, PDF and archive uploads, checked by their content. */
export async function handleFileUpload(request: Request, ctx: LakeContext): Promise<Response> {
  const refused = requireAdmin(ctx);
  if (refused) return refused;
  const bytes = await readUpload(request);
  if (bytes instanceof Response) return bytes;
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !FILE_TYPES.has(type.mime)) {
    return lakeError(
      415,
      'The upload is not a supported video, audio, PDF, archive or image file.',
      'unsupportedMediaType',
    );
  }
  const upload = fileAssetUpload(bytes, type, ctx.url.searchParams.get('filename'));
  const stored = await storeUpload(ctx, upload);
  return Response.json({ document: stored }, { headers: { 'cache-control': 'no-store' } });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const FORMATS = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif' } as const;
type OutputFormat = (typeof FORMATS)[keyof typeof FORMATS];

function intParam(url: URL, name: string, max = 8192): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null) return undefined;
  const value = Math.round(Number(raw));
  return Number.isFinite(value) && value > 0 ? Math.min(value, max) : undefined;
}

// Recently transformed images, so a page's srcset is not recomputed on every request.
const transformCache = new Map<string, { bytes: Buffer; type: string }>();
const TRANSFORM_CACHE_ENTRIES = 300;

/**
 * Image transforms of the Sanity image pipeline that @sanity/image-url emits: `rect` (crop),
 * `w`/`h`/`max-w`/`max-h`, `dpr`, `fit` (clip, max, min, crop, fill, fillmax, scale), `fm`, `auto=format`
 * (WebP when the browser accepts it), `q`, `bg`, `blur`.
 */
async function transformImage(
  bytes: Buffer,
  url: URL,
  accept: string,
): Promise<{ bytes: Buffer; type: string } | null> {
  const params = url.searchParams;
  const dpr = Math.min(Math.max(Number(params.get('dpr') ?? 1) || 1, 1), 3);
  const scale = (value?: number) => (value ? Math.round(value * dpr) : undefined);
  const width = scale(intParam(url, 'w') ?? intParam(url, 'max-w'));
  const height = scale(intParam(url, 'h') ?? intParam(url, 'max-h'));
  const rect = params.get('rect')?.split(',').map(Number);
  const fm = params.get('fm') as keyof typeof FORMATS | null;
  let format: OutputFormat | undefined = fm && fm in FORMATS ? FORMATS[fm] : undefined;
  // WebP rather than AVIF for auto=format: encoding AVIF on the fly is too slow for a page of images.
  if (!format && params.get('auto') === 'format' && accept.includes('image/webp')) format = 'webp';
  const quality = intParam(url, 'q', 100);
  const blur = intParam(url, 'blur', 100);
  if (!width && !height && !rect && !format && !quality && !blur) return null;

  let image = sharp(bytes, { animated: false }).rotate();
  if (rect && rect.length === 4 && rect.every((n) => Number.isFinite(n) && n >= 0)) {
    const [left, top, w, h] = rect as [number, number, number, number];
    if (w > 0 && h > 0) image = image.extract({ left, top, width: w, height: h });
  }
  if (width || height) {
    const fit = params.get('fit') ?? 'clip';
    const background = params.get('bg') ? `#${params.get('bg')}` : '#ffffff';
    const fx = Number(params.get('fp-x') ?? 0.5);
    const fy = Number(params.get('fp-y') ?? 0.5);
    const position =
      params.get('crop') === 'focalpoint' || params.has('fp-x') ? focalPosition(fx, fy) : 'centre';
    const options: ResizeOptions =
      fit === 'crop' || fit === 'min'
        ? { fit: 'cover', position }
        : fit === 'fill' || fit === 'fillmax'
          ? { fit: 'contain', background, withoutEnlargement: fit === 'fillmax' }
          : fit === 'scale'
            ? { fit: 'fill' }
            : { fit: 'inside', withoutEnlargement: fit === 'max' };
    image = image.resize(width, height, options);
  }
  if (blur) image = image.blur(Math.max(0.3, blur / 2));
  const target =
    format ?? ((await sharp(bytes).metadata()).format as OutputFormat | undefined) ?? 'jpeg';
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

function focalPosition(x: number, y: number): string {
  const vertical = y < 0.34 ? 'top' : y > 0.66 ? 'bottom' : '';
  const horizontal = x < 0.34 ? 'left' : x > 0.66 ? 'right' : '';
  return [vertical, horizontal].filter(Boolean).join(' ') || 'centre';
}

/** `GET images/{projectId}/{dataset}/{sha1}-{w}x{h}.{ext}` with optional transforms. */
export async function handleImage(
  request: Request,
  ctx: LakeContext,
  file: string,
): Promise<Response> {
  if (!/^[a-f0-9]{40}-\d+x\d+\.[a-z0-9]+$/.test(file))
    return lakeError(404, 'No such image.', 'notFound');
  const accept = request.headers.get('accept') ?? '';
  // The path names the dataset and the content's hash, so a cached answer can never go stale, and
  // a hit costs no read of the original from the database.
  const key = `${ctx.url.pathname}?${ctx.url.searchParams.toString()}|${accept.includes('image/webp') ? 'webp' : ''}`;
  let body = transformCache.get(key);
  if (!body) {
    const stored = await readAssetBytes(ctx.db, `images/${file}`);
    if (!stored) return lakeError(404, 'No such image.', 'notFound');
    try {
      body = (await transformImage(stored.bytes, ctx.url, accept)) ?? {
        bytes: stored.bytes,
        type: stored.mimeType,
      };
    } catch {
      return lakeError(400, 'The image cannot be transformed with these parameters.');
    }
    if (transformCache.size >= TRANSFORM_CACHE_ENTRIES)
      transformCache.delete(transformCache.keys().next().value!);
    transformCache.set(key, body);
  }
  return new Response(new Uint8Array(body.bytes), {
    headers: {
      'content-type': body.type,
      'cache-control': IMMUTABLE,
      vary: 'Accept',
      'content-length': String(body.bytes.byteLength),
    },
  });
}

/** `GET files/{projectId}/{dataset}/{sha1}.{ext}`, with single byte ranges for video seeking. */
export async function handleFile(
  request: Request,
  ctx: LakeContext,
  file: string,
): Promise<Response> {
  if (!/^[a-f0-9]{40}\.[a-z0-9]+$/.test(file)) return lakeError(404, 'No such file.', 'notFound');
  const stored = await readAssetBytes(ctx.db, `files/${file}`);
  if (!stored) return lakeError(404, 'No such file.', 'notFound');
  const total = stored.bytes.byteLength;
  const headers: Record<string, string> = {
    'content-type': stored.mimeType,
    'cache-control': IMMUTABLE,
    'accept-ranges': 'bytes',
  };
  const download = ctx.url.searchParams.get('dl');
  if (download !== null) {
    headers['content-disposition'] =
      `attachment; filename="${(download || file).replace(/[^\w.-]/g, '_')}"`;
  }
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') ?? '');
  if (range && (range[1] || range[2])) {
    let start = range[1] ? Number(range[1]) : total - Number(range[2]);
    let end = range[1] && range[2] ? Number(range[2]) : total - 1;
    start = Math.max(0, start);
    end = Math.min(end, total - 1);
    if (start > end)
      return new Response(null, { status: 416, headers: { 'content-range': `bytes */${total}` } });
    return new Response(new Uint8Array(stored.bytes.subarray(start, end + 1)), {
      status: 206,
      headers: {
        ...headers,
        'content-range': `bytes ${start}-${end}/${total}`,
        'content-length': String(end - start + 1),
      },
    });
  }
  return new Response(new Uint8Array(stored.bytes), {
    headers: { ...headers, 'content-length': String(total) },
  });
}
