// The script of the API reference (docs/public-pages.md, "API reference"):
// Scalar's standalone bundle, served byte for byte from the npm package the
// lockfile pins, so the page's CSP needs no other origin.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ReferenceAsset {
  body: Buffer;
  /** A hash of the bytes: the page asks for `?v={version}`, which may be kept for a year. */
  version: string;
}

const asset = (body: Buffer): ReferenceAsset => ({
  body,
  version: createHash('sha256').update(body).digest('base64url').slice(0, 16),
});

// Read from node_modules at run time rather than bundled: 4.7 MB of
// JavaScript the server only ever copies out (the server runs from the
// project root, scripts/serve.mjs).
const SCALAR_BUNDLE = path.join(
  process.cwd(),
  'node_modules/@scalar/api-reference/dist/browser/standalone.js',
);

let scalar: ReferenceAsset | undefined;
export const scalarBundle = () => (scalar ??= asset(readFileSync(SCALAR_BUNDLE)));

/** A script's answer: immutable when the caller names the current version, else revalidated. */
export function assetResponse(request: Request, script: ReferenceAsset): Response {
  const current = new URL(request.url).searchParams.get('v') === script.version;
  const headers = {
    'Content-Type': 'text/javascript; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': current
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=0, must-revalidate',
    ETag: `"${script.version}"`,
  };
  if (request.headers.get('if-none-match') === headers.ETag)
    return new Response(null, { status: 304, headers });
  // A view of the stored bytes, not a copy. Next.js compresses the answer on
  // every request (it drops a route's own Content-Encoding, so stored gzip
  // bytes cannot be sent from here); serving stored encodings belongs to the
  // front server (docs/performance.md).
  const bytes = new Uint8Array(
    script.body.buffer as ArrayBuffer,
    script.body.byteOffset,
    script.body.byteLength,
  );
  return new Response(request.method === 'HEAD' ? null : bytes, { headers });
}
