// Next answers a page that calls notFound() with an empty error shell that script fills in
// (vercel/next.js#62228, still open in 16.4), while an unmatched URL gets the server-rendered
// not-found page. Here every unknown path reaches the content catch-all, which calls notFound(), so
// every 404 would be blank without script, with no theme and none of the head scripts. The
// production server swaps such a shell for the prerendered not-found document (/_not-found).

const ERROR_SHELL = /^(<!DOCTYPE html>)?<html id="__next_error__"/i;

/** A `replaceDocument` for applyContentSecurity: the not-found document for a 404 error shell. */
export function notFoundDocument(port) {
  return async (status, html) => {
    if (status !== 404 || !ERROR_SHELL.test(html.subarray(0, 128).toString('utf8'))) return null;
    const response = await fetch(`http://127.0.0.1:${port}/_not-found`, {
      headers: { accept: 'text/html' },
    });
    const document = Buffer.from(await response.arrayBuffer());
    return response.status === 404 && !ERROR_SHELL.test(document.subarray(0, 128).toString('utf8'))
      ? document
      : null;
  };
}
