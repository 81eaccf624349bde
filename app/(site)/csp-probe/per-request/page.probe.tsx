// Test builds only (see components/testing/InjectedScript.tsx): rendered for every request, never
// kept by the production server's document cache (a personal path: lib/http/shared-documents.ts).
import { InjectedScript } from '@/components/testing/InjectedScript';

export default function PerRequestInjectionProbe() {
  return <InjectedScript kind="per request" />;
}
