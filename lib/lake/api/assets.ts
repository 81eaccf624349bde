import { availableParallelism } from 'node:os';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  assetUrl,
  fileAssetUpload,
  readAssetBytes,
  sha1,
  storeAsset,
  type StoredDocument,
} from '../store';
import { ConcurrencyGate, OverloadedError } from '../store/concurrency-gate';
import { ByteBoundedCache } from './byte-cache';
import type { LakeContext } from './context';
import { requireAdmin } from './data';
import { lakeError, overloaded } from './errors';
import { parseImageParams, type ImageParams } from './image-params';
import { transformImage, type ImageBody } from './image-transform';
import { lowerImageThreadPriority } from './thread-priority';

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

// Recently transformed images, so a page's srcset is not recomputed on every request.
const TRANSFORM_CACHE_BYTES = 64 * 1024 * 1024;
const transformCache = new ByteBoundedCache<ImageBody>(
  { maxBytes: TRANSFORM_CACHE_BYTES, maxEntries: 300, maxEntryBytes: TRANSFORM_CACHE_BYTES / 8 },
  (body) => body.bytes.byteLength,
);

/** What the transform cache holds against its bound (for tests and diagnostics). */
export function imageCacheUsage() {
  return {
    bytes: transformCache.bytes,
    entries: transformCache.size,
    maxBytes: TRANSFORM_CACHE_BYTES,
  };
}
// Transforms take seconds of CPU at the largest sizes: one at a time on a 2-core machine (two
// from 3 cores, a core is left to the server's own thread), a short queue, then 503.
const transformGate = new ConcurrencyGate({
  running: Math.max(1, Math.min(2, availableParallelism() - 1)),
  waiting: 8,
  refusal: 'Too many images are being transformed; try again in a moment.',
  retryAfterSeconds: 2,
});
// Requests for a transform already under way wait for it instead of starting it again.
const transformsUnderWay = new Map<string, Promise<ImageBody | Response>>();

async function transformed(
  ctx: LakeContext,
  file: string,
  params: ImageParams,
  accept: string,
  signal: AbortSignal,
): Promise<ImageBody | Response> {
  const stored = await readAssetBytes(ctx.db, `images/${file}`);
  if (!stored) return lakeError(404, 'No such image.', 'notFound');
  try {
    const body = await transformGate.run(async () => {
      // Before and after: a transform can start new pool threads.
      lowerImageThreadPriority();
      try {
        return await transformImage(stored.bytes, params, accept);
      } finally {
        lowerImageThreadPriority();
      }
    }, signal);
    return body ?? { bytes: stored.bytes, type: stored.mimeType };
  } catch (error) {
    if (error instanceof OverloadedError) return overloaded(error);
    if (signal.aborted) return lakeError(499, 'The request was cancelled.', 'aborted');
    return lakeError(400, 'The image cannot be transformed with these parameters.');
  }
}

function shared(
  key: string,
  start: () => Promise<ImageBody | Response>,
): Promise<ImageBody | Response> {
  let underWay = transformsUnderWay.get(key);
  if (!underWay) {
    underWay = start().finally(() => transformsUnderWay.delete(key));
    transformsUnderWay.set(key, underWay);
  }
  return underWay;
}

/** `GET images/{projectId}/{dataset}/{sha1}-{w}x{h}.{ext}` with optional transforms. */
export async function handleImage(
  request: Request,
  ctx: LakeContext,
  file: string,
): Promise<Response> {
  if (!/^[a-f0-9]{40}-\d+x\d+\.[a-z0-9]+$/.test(file))
    return lakeError(404, 'No such image.', 'notFound');
  const params = parseImageParams(ctx.url);
  if (typeof params === 'string') return lakeError(400, params, 'validationError');
  const accept = request.headers.get('accept') ?? '';
  // The path names the dataset and the content's hash, so a cached answer can never go stale, and
  // a hit costs no read of the original from the database.
  const key = `${ctx.url.pathname}?${ctx.url.searchParams.toString()}|${accept.includes('image/webp') ? 'webp' : ''}`;
  let body: ImageBody | Response | undefined = transformCache.get(key);
  if (!body) {
    const start = () => transformed(ctx, file, params, accept, request.signal);
    body = await shared(key, start);
    // The request that started it went away while it queued; this one is still here.
    if (body instanceof Response && body.status === 499 && !request.signal.aborted)
      body = await shared(key, start);
    if (body instanceof Response) return body.clone();
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
