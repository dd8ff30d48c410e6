// The script of the API reference (docs/public-pages.md, "API reference"):
// Scalar's standalone bundle, served byte for byte from the npm package the
// lockfile pins, so the page's CSP needs no other origin. Its 4.7 MB are
// compressed once per process (gzip and brotli), never per request: an
// anonymous client asking again and again costs a copy of stored bytes.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

type Encoding = 'br' | 'gzip' | 'identity';

export interface ReferenceAsset {
  /** The bytes in each encoding; the compressed ones once they are made. */
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  /** A hash of the bytes: the page asks for `?v={version}`, which may be kept for a year. */
  version: string;
}

// Read from node_modules at run time rather than bundled: 4.7 MB of
// JavaScript the server only ever copies out (the server runs from the
// project root, scripts/serve.mjs).
const SCALAR_BUNDLE = path.join(
  process.cwd(),
  'node_modules/@scalar/api-reference/dist/browser/standalone.js',
);

let scalar: ReferenceAsset | undefined;

/** The bundle; its compressed forms are made in the background on first use (a second or so, off the event loop). */
export function scalarBundle(): ReferenceAsset {
  if (scalar) return scalar;
  const identity = readFileSync(SCALAR_BUNDLE);
  const made: ReferenceAsset = {
    bodies: { identity },
    version: createHash('sha256').update(identity).digest('base64url').slice(0, 16),
  };
  scalar = made;
  void promisify(gzip)(identity, { level: 9 }).then((body) => (made.bodies.gzip = body));
  void promisify(brotliCompress)(identity, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 9,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  }).then((body) => (made.bodies.br = body));
  return made;
}

/** The best encoding the client accepts (`q=0` refuses) among those made. */
function encodingFor(request: Request, script: ReferenceAsset): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (request.headers.get('accept-encoding') ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, quality === undefined ? 1 : Number(quality));
  }
  for (const encoding of ['br', 'gzip'] as const) {
    if ((accepted.get(encoding) ?? 0) > 0 && script.bodies[encoding]) return encoding;
  }
  return 'identity';
}

/** A script's answer: immutable when the caller names the current version, else revalidated. */
export function assetResponse(request: Request, script: ReferenceAsset): Response {
  const current = new URL(request.url).searchParams.get('v') === script.version;
  const encoding = encodingFor(request, script);
  const headers: Record<string, string> = {
    'Content-Type': 'text/javascript; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': current
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=0, must-revalidate',
    Vary: 'Accept-Encoding',
    // One tag per encoding: they are different bytes.
    ETag: `"${script.version}${encoding === 'identity' ? '' : `-${encoding}`}"`,
  };
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  if (request.headers.get('if-none-match') === headers.ETag)
    return new Response(null, { status: 304, headers });
  const body = script.bodies[encoding]!;
  // A view of the stored bytes, not a copy.
  const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
  return new Response(request.method === 'HEAD' ? null : bytes, { headers });
}
