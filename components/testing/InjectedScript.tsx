// Test builds only (STUDIO_TEST_PROBES=1, see next.config.ts): a section that writes raw HTML with an
// inline script in it, the way a cross-site-scripting bug would. tests/e2e/csp-injection.spec.ts
// shows the Content-Security-Policy keeps the browser from running it.
export const INJECTED_SCRIPT = '<script>window.__injectedScriptRan=true</script>';

export function InjectedScript({ kind }: { kind: string }) {
  return (
    <section aria-label="Injected markup">
      <h1>Injection probe ({kind})</h1>
      <div dangerouslySetInnerHTML={{ __html: INJECTED_SCRIPT }} />
    </section>
  );
}
