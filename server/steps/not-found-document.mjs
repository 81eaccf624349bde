// Step `not-found-document`. Next answers a page that calls notFound() with an empty error shell
// that script fills in (vercel/next.js#62228, still open in 16.4), while an unmatched URL gets the
// server-rendered not-found page. Here every unknown path reaches the content catch-all, which calls notFound(), so
// every 404 would be blank without script, with no theme and none of the head scripts. The
// production server swaps such a shell for the not-found document (/_not-found), rendered for this
// request under its own policy (its scripts carry that policy's nonce).

const ERROR_SHELL = /^(<!DOCTYPE html>)?<html id="__next_error__"/i;

const isErrorShell = (html) => ERROR_SHELL.test(html.subarray(0, 128).toString('utf8'));

/** The step; it asks Next for the not-found document through `internal` (server/steps.mjs). */
export function notFoundDocumentStep(internal) {
  return {
    name: 'not-found-document',
    async document({ res }, doc) {
      if (doc.status !== 404 || !isErrorShell(doc.body)) return;
      const response = await internal.fetch('/_not-found');
      const document = Buffer.from(await response.arrayBuffer());
      if (response.status !== 404 || isErrorShell(document)) {
        console.error('[server] not-found-document: /_not-found is not the not-found page');
        return;
      }
      doc.body = document;
      // Its scripts carry the nonce of the policy it was rendered under, not this request's.
      const policy = response.headers.get('content-security-policy');
      if (policy) res.setHeader('content-security-policy', policy);
      else res.removeHeader('content-security-policy');
      // Validators described the document Next sent, not this one.
      res.removeHeader('etag');
    },
  };
}
