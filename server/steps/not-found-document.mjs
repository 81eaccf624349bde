// Step `not-found-document`. Next answers a page that calls notFound() with an empty error shell
// that script fills in (vercel/next.js#62228, still open in 16.4), while an unmatched URL gets the
// server-rendered not-found page. Here every unknown path reaches the content catch-all, which calls notFound(), so
// every 404 would be blank without script, with no theme and none of the head scripts. The
// production server swaps such a shell for the prerendered not-found document (/_not-found).

const ERROR_SHELL = /^(<!DOCTYPE html>)?<html id="__next_error__"/i;

const isErrorShell = (html) => ERROR_SHELL.test(html.subarray(0, 128).toString('utf8'));

/** The step, on the server listening on `port` (it asks itself for the not-found document). */
export function notFoundDocumentStep(port) {
  return {
    name: 'not-found-document',
    async document({ res }, doc) {
      if (doc.status !== 404 || !isErrorShell(doc.body)) return;
      const response = await fetch(`http://127.0.0.1:${port}/_not-found`, {
        headers: { accept: 'text/html', 'accept-encoding': 'identity' },
      });
      const document = Buffer.from(await response.arrayBuffer());
      if (response.status !== 404 || isErrorShell(document)) {
        console.error('[server] not-found-document: /_not-found is not the not-found page');
        return;
      }
      doc.body = document;
      // Validators described the document Next sent, not this one.
      res.removeHeader('etag');
    },
  };
}
