// Step `compression`: documents are compressed here, once the other document steps are done with
// their text (the server asks Next for them uncompressed). Brotli at quality 5 costs about as much
// time as gzip at 6 and is smaller; tiny documents go as they are.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const MIN_BYTES = 1024;

export function compressionStep() {
  return {
    name: 'compression',
    async document({ res, encoding }, doc) {
      if (!encoding || doc.body.length < MIN_BYTES) return;
      doc.body =
        encoding === 'br'
          ? await brotli(doc.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
          : await gzip(doc.body, { level: 6 });
      res.setHeader('content-encoding', encoding);
      res.setHeader('vary', 'Accept-Encoding');
    },
  };
}
