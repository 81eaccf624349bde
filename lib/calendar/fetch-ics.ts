// Fetches an external calendar, bounded: in time, in size, in what it may be and where it may live.
// node:http rather than fetch(): only it lets the connection use the addresses the SSRF check saw.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress, PrivateAddressRefused, publicOnlyLookup } from './public-address';

export const ICS_FETCH_TIMEOUT_MS = 10_000;
export const ICS_MAX_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 3;
const CALENDAR_TYPES = new Set(['text/calendar', 'text/plain']);

/** Why a calendar could not be fetched, worded for the back office (never with the secret URL). */
export class IcsFetchFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IcsFetchFailed';
  }
}

export type IcsFetchLimits = { timeoutMs: number; maxBytes: number; allowPrivate: boolean };

/**
 * The limits in force. Private addresses only with CALENDAR_IMPORT_ALLOW_PRIVATE=1, which tests set
 * to serve calendars from this machine.
 */
export function icsFetchLimits(): IcsFetchLimits {
  return {
    timeoutMs: ICS_FETCH_TIMEOUT_MS,
    maxBytes: ICS_MAX_BYTES,
    allowPrivate: process.env.CALENDAR_IMPORT_ALLOW_PRIVATE === '1',
  };
}

/** The calendar's text; throws IcsFetchFailed or PrivateAddressRefused with a sentence for people. */
export async function fetchIcs(
  url: string,
  limits: IcsFetchLimits = icsFetchLimits(),
): Promise<string> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    let target = new URL(url);
    for (let hop = 0; ; hop += 1) {
      const response = await get(target, limits, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        if (hop >= MAX_REDIRECTS) {
          throw new IcsFetchFailed('The calendar address redirects too many times.');
        }
        // Each hop is checked again: a public server may redirect into a private network.
        target = new URL(location, target);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new IcsFetchFailed(`The calendar server answered ${status} instead of the calendar.`);
      }
      return await readCalendar(response, limits.maxBytes);
    }
  } catch (error) {
    throw explained(error, signal, limits);
  }
}

function get(url: URL, limits: IcsFetchLimits, signal: AbortSignal): Promise<IncomingMessage> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new IcsFetchFailed('Only http and https calendar addresses can be imported.');
  }
  // An address written as such is never looked up, so the lookup's check would not see it.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!limits.allowPrivate && isIP(literal) && !isPublicAddress(literal)) {
    throw new PrivateAddressRefused();
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'GET',
        headers: {
          accept: 'text/calendar, text/plain;q=0.9',
          'accept-encoding': 'identity',
          'user-agent': 'London Podcast Studio calendar import',
        },
        signal,
        // A fresh socket each time, so a pooled one never skips the lookup's check.
        agent: false,
        ...(limits.allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

async function readCalendar(response: IncomingMessage, maxBytes: number): Promise<string> {
  const type = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (!CALENDAR_TYPES.has(type)) {
    response.resume();
    throw new IcsFetchFailed(
      `The address answered with ${type || 'no content type'}, not a calendar (text/calendar).`,
    );
  }
  const tooLarge = new IcsFetchFailed(
    `The calendar is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`,
  );
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy();
    throw tooLarge;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Network errors as sentences for the back office; ours pass through. */
function explained(error: unknown, signal: AbortSignal, limits: IcsFetchLimits): Error {
  if (error instanceof IcsFetchFailed || error instanceof PrivateAddressRefused) return error;
  if (signal.aborted) {
    return new IcsFetchFailed(
      `The calendar server did not answer within ${limits.timeoutMs / 1000} seconds.`,
    );
  }
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new IcsFetchFailed('The calendar server’s name could not be found.');
  }
  if (code === 'ECONNREFUSED') return new IcsFetchFailed('The calendar server refused to connect.');
  return new IcsFetchFailed(`The calendar could not be fetched (${code ?? 'network error'}).`);
}
