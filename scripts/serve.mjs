// The production HTTP server: Next.js's request handler behind a plain Node
// server, so that a request path that does not percent-decode reaches the app
// as a literal one. Next.js answers such paths with a bare 500 before any
// route or proxy runs ("failed to decode param"); made literal (`%zz` →
// `%25zz`) the segment is an ordinary unknown id or slug and gets the API's
// JSON error, or the site's 404 page.
import http from 'node:http';
import next from 'next';
import { decodableTarget } from './lib/decodable-target.mjs';
import { root } from './lib/schemas.mjs';

const port = Number(process.env.PORT || 3000);
const app = next({ dev: false, dir: root, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((request, response) => {
  if (request.url) request.url = decodableTarget(request.url);
  handle(request, response).catch((error) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500).end();
  });
});
server.listen(port, () => console.log(`▲ ready on http://localhost:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
