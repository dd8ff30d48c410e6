// Requests sent exactly as written, over a socket of their own. Playwright's
// client and fetch resolve dot segments in a path, refuse some header bytes
// and give up on an answer once writing the body fails; here the path and
// header bytes go out as given, a body may go in chunks without
// Content-Length, and an answer the server sends before it has read the
// whole body (a 413, a 401) is read even if it then closes the connection.
import net from 'node:net';
import type { Answer } from './answers';

export interface RawRequest {
  method: string;
  /** Path and query as they go on the request line. */
  target: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** Send the body in chunks of this size with Transfer-Encoding: chunked instead of Content-Length. */
  chunkSize?: number;
}

function headOf(host: string, sent: RawRequest): Buffer {
  const headers: Record<string, string> = { Host: host, ...sent.headers };
  if (sent.body && sent.chunkSize !== undefined) headers['Transfer-Encoding'] = 'chunked';
  else if (sent.body) headers['Content-Length'] = String(sent.body.length);
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  // Header values as UTF-8 bytes, as a client that does not check them sends them.
  return Buffer.from(`${sent.method} ${sent.target} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
}

function* framed(sent: RawRequest): Generator<Buffer> {
  const body = sent.body ?? Buffer.alloc(0);
  const size = sent.chunkSize ?? 64 * 1024;
  for (let offset = 0; offset < body.length; offset += size) {
    const chunk = body.subarray(offset, offset + size);
    yield sent.chunkSize === undefined
      ? chunk
      : Buffer.concat([
          Buffer.from(`${chunk.length.toString(16)}\r\n`),
          chunk,
          Buffer.from('\r\n'),
        ]);
  }
  if (sent.body && sent.chunkSize !== undefined) yield Buffer.from('0\r\n\r\n');
}

function dechunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < body.length) {
    const lineEnd = body.indexOf('\r\n', offset);
    const size = parseInt(body.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Whether a chunked body has come to its last, empty chunk (trailers are never sent here). */
const endsChunked = (body: Buffer) =>
  body.toString('latin1', 0, 5) === '0\r\n\r\n' ||
  body.toString('latin1', Math.max(0, body.length - 7)) === '\r\n0\r\n\r\n';

/** The answer in what the connection brought, once it is whole (or the connection closed). */
function answerIn(received: Buffer, isHead: boolean, isClosed: boolean): Answer | undefined {
  const headEnd = received.indexOf('\r\n\r\n');
  if (headEnd < 0) return undefined;
  const [statusLine, ...lines] = received.subarray(0, headEnd).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  const rest = received.subarray(headEnd + 4);
  const isChunked = headers['transfer-encoding']?.includes('chunked');
  const length = Number(headers['content-length'] ?? (isChunked ? NaN : 0));
  const isWhole = isHead || (isChunked ? endsChunked(rest) : rest.length >= length);
  if (!isWhole && !isClosed) return undefined;
  const body = isHead ? Buffer.alloc(0) : isChunked ? dechunked(rest) : rest.subarray(0, length);
  return { status: Number(statusLine!.split(' ')[1]), headers, text: body.toString('utf8') };
}

/** Resolves when the socket takes more, or can take nothing more. */
const drained = (socket: net.Socket) =>
  new Promise<void>((resolve) => {
    const done = () => {
      socket.off('drain', done);
      socket.off('close', done);
      resolve();
    };
    socket.on('drain', done);
    socket.on('close', done);
  });

/** Sends `sent` and resolves with the answer; a connection closed with no answer rejects. */
export function rawRequest(base: string, sent: RawRequest): Promise<Answer> {
  const { hostname, port, host } = new URL(base);
  return new Promise<Answer>((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    const received: Buffer[] = [];
    let failure = 'the connection closed';
    socket.setTimeout(60_000, () => socket.destroy(new Error('no answer within 60 s')));
    const isHead = sent.method === 'HEAD';
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      const answer = answerIn(Buffer.concat(received), isHead, false);
      if (!answer) return;
      resolve(answer);
      socket.destroy();
    });
    socket.on('error', (error) => (failure = error.message));
    socket.on('close', () => {
      const answer = answerIn(Buffer.concat(received), isHead, true);
      if (answer) resolve(answer);
      else reject(new Error(`${sent.method} ${sent.target}: no answer (${failure})`));
    });
    socket.on('connect', async () => {
      // Once the answer has begun, the rest of the body is not wanted.
      for (const piece of [headOf(host, sent), ...framed(sent)]) {
        if (received.length > 0 || socket.destroyed) return;
        if (!socket.write(piece)) await drained(socket);
      }
    });
  });
}
