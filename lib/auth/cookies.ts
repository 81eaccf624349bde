import { sealData, unsealData } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { z } from 'zod';
import { appEnv } from '../env';
import {
  PENDING_TWO_FACTOR_COOKIE,
  PENDING_TWO_FACTOR_TTL_SECONDS,
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
} from './config';
import { sessionSecret } from './session-secret';
import type { PendingTwoFactor, SessionCookie } from './types';

const sessionCookieSchema = z.object({
  userId: z.string().uuid(),
  sessionId: z.string().uuid(),
  sessionVersion: z.number().int(),
});
const pendingSchema = z.object({
  userId: z.string().uuid(),
  sessionVersion: z.number().int(),
  redirect: z.string(),
});

/**
 * Cookies are Secure whenever the site is served over HTTPS: SITE_URL says so, or this request came
 * over HTTPS (Next sets X-Forwarded-Proto from the socket; the production server keeps it only from
 * trusted proxies, such as its own HTTPS front).
 */
export async function secureCookies(): Promise<boolean> {
  if (new URL(appEnv().SITE_URL).protocol === 'https:') return true;
  const proto = (await headers()).get('x-forwarded-proto')?.split(',')[0]?.trim();
  return proto === 'https';
}

async function cookieOptions(maxAge: number) {
  return {
    httpOnly: true,
    secure: await secureCookies(),
    sameSite: 'lax' as const,
    path: '/',
    maxAge,
  };
}

async function unseal<T>(value: string | undefined, ttl: number, schema: z.ZodType<T>) {
  if (!value) return null;
  try {
    const data = await unsealData<unknown>(value, { password: await sessionSecret(), ttl });
    const parsed = schema.safeParse(data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The value of one cookie in a request's Cookie header. */
export function requestCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      return decodeURIComponent(part.slice(index + 1).trim());
    }
  }
  return undefined;
}

export function sessionCookieFromRequest(request: Request): Promise<SessionCookie | null> {
  return unseal(requestCookie(request, SESSION_COOKIE), SESSION_TTL_SECONDS, sessionCookieSchema);
}

export async function readSessionCookie(): Promise<SessionCookie | null> {
  const value = (await cookies()).get(SESSION_COOKIE)?.value;
  return unseal(value, SESSION_TTL_SECONDS, sessionCookieSchema);
}

/** Route handlers only: issues the sealed session cookie (HttpOnly, SameSite=Lax, Secure on HTTPS). */
export async function writeSessionCookie(session: SessionCookie): Promise<void> {
  const sealed = await sealData(session, {
    password: await sessionSecret(),
    ttl: SESSION_TTL_SECONDS,
  });
  (await cookies()).set(SESSION_COOKIE, sealed, await cookieOptions(SESSION_TTL_SECONDS));
}

export async function clearSessionCookie(): Promise<void> {
  (await cookies()).set(SESSION_COOKIE, '', await cookieOptions(0));
}

export function pendingTwoFactorFromRequest(request: Request): Promise<PendingTwoFactor | null> {
  return unseal(
    requestCookie(request, PENDING_TWO_FACTOR_COOKIE),
    PENDING_TWO_FACTOR_TTL_SECONDS,
    pendingSchema,
  );
}

export async function readPendingTwoFactor(): Promise<PendingTwoFactor | null> {
  const value = (await cookies()).get(PENDING_TWO_FACTOR_COOKIE)?.value;
  return unseal(value, PENDING_TWO_FACTOR_TTL_SECONDS, pendingSchema);
}

/** Between password and second factor: a short-lived sealed note, never a session. */
export async function writePendingTwoFactor(pending: PendingTwoFactor): Promise<void> {
  const sealed = await sealData(pending, {
    password: await sessionSecret(),
    ttl: PENDING_TWO_FACTOR_TTL_SECONDS,
  });
  (await cookies()).set(
    PENDING_TWO_FACTOR_COOKIE,
    sealed,
    await cookieOptions(PENDING_TWO_FACTOR_TTL_SECONDS),
  );
}

export async function clearPendingTwoFactor(): Promise<void> {
  (await cookies()).set(PENDING_TWO_FACTOR_COOKIE, '', await cookieOptions(0));
}
