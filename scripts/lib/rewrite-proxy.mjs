// A loopback proxy in front of a server that rewrites the HTML of chosen paths and passes everything
// else through byte for byte (headers, compression): a harness measures a page as it was served
// before a change (perf-home.mjs's `/cart` without its early ask, decision 0063) in the same run and
// on the same build as the page after it.
import { request as httpRequest, createServer } from 'node:http';

/**
 * Starts the proxy to `target` (an origin) on `port`; `rewrite(pathname, html)` returns the HTML to
 * send for a document, or null to send the server's own. Resolves to `{ url, close }`.
 */
export async function startRewriteProxy({ target, port, host = '127.0.0.1', rewrite }) {
  const to = new URL(target);
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://proxy');
    const document = (req.headers.accept ?? '').includes('text/html');
    const headers = { ...req.headers, host: to.host };
    // The document's HTML is read whole to be rewritten: asked for uncompressed.
    if (document) headers['accept-encoding'] = 'identity';
    const upstream = httpRequest({ host: to.hostname, port: to.port, method: req.method, path: req.url, headers }, (answer) => {
      const html = document && /text\/html/.test(answer.headers['content-type'] ?? '');
      if (!html) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const body = Buffer.from(rewrite(pathname, text) ?? text, 'utf8');
        const out = { ...answer.headers, 'content-length': String(body.length) };
        delete out['transfer-encoding'];
        res.writeHead(answer.statusCode ?? 502, out);
        res.end(body);
      });
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    url: `http://${host}:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
