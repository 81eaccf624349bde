// Test builds only (see components/testing/InjectedScript.tsx): prerendered at build time.
import { InjectedScript } from '@/components/testing/InjectedScript';

export const dynamic = 'force-static';

export default function PrerenderedInjectionProbe() {
  return <InjectedScript kind="prerendered" />;
}
