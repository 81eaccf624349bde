import type { Database } from '@/lib/db';
import { rejectCrossSite, toResponse } from '@/lib/http';
import { LOCAL_DATASET, LOCAL_PROJECT_ID, type CommittedTransaction } from '../store';
import { bearerToken, userForToken } from './auth';
import { handleFile, handleFileUpload, handleImage, handleImageUpload } from './assets';
import type { LakeContext } from './context';
import { handleActions, handleDoc, handleMutate, handleQuery } from './data';
import { lakeError } from './errors';
import { handleListen } from './listen';
import { handleLiveEvents } from './live';
import {
  handleAcl,
  handleAuthFetch,
  handleAuthStart,
  handleDatasets,
  handleLogout,
  handleMe,
  handleProject,
  type AppSession,
} from './meta';

export type LakeOptions = {
  db: Database;
  onCommit?: (transaction: CommittedTransaction) => void;
  /** The app's sign-in, for the Studio sign-in bridge and to re-check token holders are admins. */
  appSession?: AppSession;
  /**
   * Other origins whose browsers may call this API (a Studio served elsewhere, like a hosted
   * project's CORS origins): they get CORS headers, and the sign-in bridge may return to them.
   */
  corsOrigins?: readonly string[];
};

const noStore = { 'cache-control': 'no-store' };

function datasetError(dataset: string | undefined): Response | null {
  return dataset === LOCAL_DATASET
    ? null
    : lakeError(404, `Dataset "${dataset ?? ''}" not found.`, 'notFound');
}

/**
 * Serves the Sanity HTTP API subset the Studio, @sanity/client and @sanity/image-url use, for the
 * local project `local` and dataset `production`. `segments` is the path below `/api/lake`.
 */
export async function handleLakeRequest(
  request: Request,
  segments: string[],
  options: LakeOptions,
): Promise<Response> {
  const origin = request.headers.get('origin');
  const corsOrigin = origin && options.corsOrigins?.includes(origin) ? origin : null;
  if (!corsOrigin) return routeLakeRequest(request, segments, options, false);
  const cors: Record<string, string> = {
    'access-control-allow-origin': corsOrigin,
    'access-control-allow-credentials': 'true',
    vary: 'Origin',
  };
  if (request.method.toUpperCase() === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        ...cors,
        'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
        'access-control-allow-headers':
          request.headers.get('access-control-request-headers') ?? 'authorization, content-type',
        'access-control-max-age': '600',
      },
    });
  }
  const response = await routeLakeRequest(request, segments, options, true);
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(cors)) headers.set(name, value);
  return new Response(response.body, { status: response.status, headers });
}

async function routeLakeRequest(
  request: Request,
  segments: string[],
  options: LakeOptions,
  fromCorsOrigin: boolean,
): Promise<Response> {
  const url = new URL(request.url);
  const [first, ...restAfterVersion] = segments;
  const versioned = first !== undefined && /^v(\d{4}-\d{2}-\d{2}|\d+|X)$/.test(first);
  const apiVersion = versioned ? first.slice(1) : null;
  const path = versioned ? restAfterVersion : segments;
  const method = request.method.toUpperCase();

  if (method === 'OPTIONS') return new Response(null, { status: 204 });
  // An allowed CORS origin is a Studio elsewhere, acting with its bearer token, never a cookie.
  if (method !== 'GET' && method !== 'HEAD' && !fromCorsOrigin) {
    const crossSite = rejectCrossSite(request);
    if (crossSite) return toResponse(crossSite);
  }
  const token = bearerToken(request);
  const ctx: LakeContext = {
    db: options.db,
    user: token
      ? await userForToken(options.db, token, {
          holderIsCurrent: options.appSession?.holderIsCurrent,
        })
      : null,
    sentToken: token !== null,
    url,
    apiVersion,
    onCommit: options.onCommit,
  };
  const [area, second, third, ...rest] = path;
  // A token that is not (or no longer) valid is refused rather than treated as anonymous, as Sanity does.
  if (ctx.sentToken && !ctx.user && area !== 'images' && area !== 'files' && area !== 'auth') {
    return lakeError(401, 'The token is invalid or has expired.', 'unauthorized');
  }

  switch (area) {
    case 'data': {
      const dataset = third;
      const bad = datasetError(dataset);
      if (second === 'query' && (method === 'GET' || method === 'POST'))
        return bad ?? handleQuery(request, ctx);
      if (second === 'doc' && method === 'GET') return bad ?? handleDoc(ctx, rest.join('/'));
      if (second === 'mutate' && method === 'POST') return bad ?? handleMutate(request, ctx);
      if (second === 'actions' && method === 'POST') return bad ?? handleActions(request, ctx);
      if (second === 'listen' && method === 'GET') return bad ?? handleListen(request, ctx);
      if (second === 'live' && third === 'events' && method === 'GET') {
        return datasetError(rest[0]) ?? handleLiveEvents(request, ctx);
      }
      break;
    }
    case 'assets': {
      const bad = datasetError(third);
      if (second === 'images' && method === 'POST') return bad ?? handleImageUpload(request, ctx);
      if (second === 'files' && method === 'POST') return bad ?? handleFileUpload(request, ctx);
      break;
    }
    case 'images':
    case 'files': {
      if (second !== LOCAL_PROJECT_ID) break;
      const bad = datasetError(third);
      if (bad) return bad;
      const file = rest.join('/');
      if (method !== 'GET' && method !== 'HEAD') break;
      return area === 'images' ? handleImage(request, ctx, file) : handleFile(request, ctx, file);
    }
    case 'users':
      if (second === 'me' && !third && method === 'GET') return handleMe(ctx);
      if (second === 'me' && third === 'keyvalue') return Response.json([], { headers: noStore });
      break;
    case 'projects': {
      if (second !== LOCAL_PROJECT_ID) break;
      if (!third) return handleProject(ctx);
      if (third === 'datasets' && !rest.length) return handleDatasets();
      if (third === 'datasets' && rest[1] === 'acl') return datasetError(rest[0]) ?? handleAcl(ctx);
      if (third === 'grants') return Response.json({}, { headers: noStore });
      if (third === 'features') return Response.json([], { headers: noStore });
      break;
    }
    case 'features':
      return Response.json([], { headers: noStore });
    case 'check':
      // The site and the Studio share one origin, so every caller's origin is allowed.
      if (second === 'cors' && method === 'GET') {
        return Response.json(
          { result: { allowed: true, withCredentials: true } },
          { headers: noStore },
        );
      }
      break;
    case 'ping':
      return new Response('PONG', { headers: { 'content-type': 'text/plain', ...noStore } });
    case 'auth':
      if (second === 'fetch' && method === 'GET') return handleAuthFetch(ctx);
      if (second === 'logout' && method === 'POST') return handleLogout(request, ctx);
      if (second === 'start' && method === 'GET' && options.appSession) {
        return handleAuthStart(request, ctx, options.appSession, options.corsOrigins ?? []);
      }
      break;
  }
  return lakeError(
    404,
    `The local content lake does not serve ${method} /${segments.join('/')}.`,
    'notFound',
  );
}
