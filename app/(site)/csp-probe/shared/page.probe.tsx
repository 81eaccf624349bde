// Test builds only (see components/testing/InjectedScript.tsx): a page the same for every visitor,
// which the production server's document cache keeps and serves again.
import { InjectedScript } from '@/components/testing/InjectedScript';

export default function SharedInjectionProbe() {
  return <InjectedScript kind="shared" />;
}
