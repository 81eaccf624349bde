import { fileTypeFromBuffer } from 'file-type';
import {
  CV_MAX_BYTES,
  CV_MISSING_MESSAGE,
  CV_TOO_LARGE_MESSAGE,
  CV_WRONG_TYPE_MESSAGE,
} from '../validation/careers';

const ACCEPTED_CV_TYPES = new Map([
  ['application/pdf', 'pdf'],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
]);

export type CvVerdict =
  | { ok: true; contentType: string; extension: string }
  | { ok: false; status: 413 | 422; message: string };

/** A CV is accepted by what its bytes are (PDF or DOCX), never by its name or declared type. */
export async function inspectCv(bytes: Uint8Array): Promise<CvVerdict> {
  if (bytes.byteLength === 0) return { ok: false, status: 422, message: CV_MISSING_MESSAGE };
  if (bytes.byteLength > CV_MAX_BYTES)
    return { ok: false, status: 413, message: CV_TOO_LARGE_MESSAGE };
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected && ACCEPTED_CV_TYPES.get(detected.mime);
  if (!detected || !extension) return { ok: false, status: 422, message: CV_WRONG_TYPE_MESSAGE };
  return { ok: true, contentType: detected.mime, extension };
}

/** The uploader's file name, reduced to something safe to show and to offer as a download name. */
export function safeFileName(name: string, extension: string): string {
  const base = name
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return `${base || 'cv'}.${extension}`;
}
