'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { requestJson, type JsonAnswer } from '@/lib/fetch';

/**
 * A back-office button's request: busy while it runs, the server's sentence when it fails, and the
 * page's server components re-rendered afterwards either way, so the row shows what is now stored.
 */
export function useRequestThenRefresh() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async <T>(
    method: string,
    url: string,
    data: unknown = {},
    options: { headers?: Record<string, string> } = {},
  ): Promise<JsonAnswer<T>> => {
    setBusy(true);
    setError(null);
    const answer = await requestJson<T>(method, url, data, options);
    setBusy(false);
    if (!answer.ok) setError(answer.error);
    router.refresh();
    return answer;
  };
  return { busy, error, setError, send };
}
