// Test builds only (see components/testing/InjectedScript.tsx): rendered for every request.
import { connection } from 'next/server';
import { InjectedScript } from '@/components/testing/InjectedScript';

export default async function PerRequestInjectionProbe() {
  await connection();
  return <InjectedScript kind="per request" />;
}
