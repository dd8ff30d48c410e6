import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '../env';
import { isPublicAddress } from './address';
import { downloadImage, type FetchOptions } from './fetch';
import { ImageError } from './types';

// Real HTTP servers on 127.0.0.1; private addresses are allowed unless a test says otherwise.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const allowAll: FetchOptions = { allowAddress: () => true };

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;
const routes = new Map<string, Handler>();
const requests: { path: string; host: string | undefined }[] = [];
let server: http.Server;
let base: string;
let port: number;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    requests.push({ path: request.url ?? '', host: request.headers.host });
    const handler = routes.get(request.url ?? '');
    if (handler) handler(request, response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  routes.set('/image.png', (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
  });
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

function route(path: string, handler: Handler): string {
  routes.set(path, handler);
  return `${base}${path}`;
}

function redirect(path: string, location: string, status = 302): string {
  return route(path, (_request, response) =>
    response.writeHead(status, { Location: location }).end(),
  );
}

async function failure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImageError);
  return (error as ImageError).reason;
}

describe('downloadImage: images it accepts', () => {
  it('downloads an image with its content type', async () => {
    const image = await downloadImage(`${base}/image.png`, allowAll);
    expect(image.mimeType).toBe('image/png');
    expect(image.bytes.equals(PNG)).toBe(true);
  });

  it('accepts each image type, with parameters and in any case', async () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'IMAGE/WebP; charset=binary']) {
      const url = route(`/typed/${type.length}`, (_request, response) => {
        response.writeHead(200, { 'Content-Type': type }).end(PNG);
      });
      const image = await downloadImage(url, allowAll);
      expect(image.mimeType).toBe(type.split(';')[0]!.toLowerCase());
    }
  });
});

describe('downloadImage: URL and address checks', () => {
  it.each([
    ['', 'empty'],
    ['/image.png', 'relative'],
    ['image.png', 'no scheme'],
    ['ftp://127.0.0.1/image.png', 'ftp'],
    ['file:///etc/passwd', 'file'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data'],
    ['javascript:alert(1)', 'javascript'],
    ['http://', 'no host'],
    ['http://exa mple.com/a.png', 'invalid host'],
  ])('refuses %j (%s) as not an absolute http(s) URL', async (url) => {
    expect(await failure(downloadImage(url, allowAll))).toBe('url');
  });

  it('refuses loopback when private fetching is not allowed', async () => {
    const options = { allowAddress: isPublicAddress };
    expect(await failure(downloadImage(`${base}/image.png`, options))).toBe('address');
    expect(await failure(downloadImage(`http://localhost:${port}/image.png`, options))).toBe(
      'address',
    );
    expect(await failure(downloadImage(`http://[::1]:${port}/image.png`, options))).toBe('address');
    expect(await failure(downloadImage(`http://2130706433:${port}/image.png`, options))).toBe(
      'address',
    );
  });

  it('follows CALENDAR_ALLOW_PRIVATE_FETCH by default', async () => {
    const setting = env.CALENDAR_ALLOW_PRIVATE_FETCH;
    try {
      env.CALENDAR_ALLOW_PRIVATE_FETCH = 'off';
      expect(await failure(downloadImage(`${base}/image.png`))).toBe('address');
      env.CALENDAR_ALLOW_PRIVATE_FETCH = 'on';
      expect((await downloadImage(`${base}/image.png`)).mimeType).toBe('image/png');
    } finally {
      env.CALENDAR_ALLOW_PRIVATE_FETCH = setting;
    }
  });

  it('refuses a host with any non-public address among its answers', async () => {
    const options: FetchOptions = {
      allowAddress: isPublicAddress,
      resolveHost: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ],
    };
    expect(await failure(downloadImage('http://mixed.example/image.png', options))).toBe('address');
  });

  it('connects to the address it checked, resolving each host once', async () => {
    const resolved: string[] = [];
    const options: FetchOptions = {
      allowAddress: (address) => address === '127.0.0.1',
      resolveHost: async (hostname) => {
        resolved.push(hostname);
        // A second lookup would answer otherwise (DNS rebinding); it must never happen.
        return resolved.length === 1
          ? [{ address: '127.0.0.1', family: 4 }]
          : [{ address: '10.0.0.7', family: 4 }];
      },
    };
    const image = await downloadImage(`http://pinned.invalid:${port}/image.png`, options);
    expect(image.mimeType).toBe('image/png');
    expect(resolved).toEqual(['pinned.invalid']);
    expect(requests.at(-1)).toEqual({ path: '/image.png', host: `pinned.invalid:${port}` });
  });
});

describe('downloadImage: redirects', () => {
  it('follows up to 3 redirects, relative ones and every redirect status included', async () => {
    for (const status of [301, 302, 303, 307, 308]) {
      redirect(`/r2-${status}`, '/image.png', status);
      redirect(`/r1-${status}`, `r2-${status}`, status);
      const url = redirect(`/r0-${status}`, `${base}/r1-${status}`, status);
      expect((await downloadImage(url, allowAll)).bytes.equals(PNG), String(status)).toBe(true);
    }
  });

  it('refuses a 4th redirect without requesting its target', async () => {
    route('/after-4', (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
    });
    redirect('/s3', '/after-4');
    redirect('/s2', '/s3');
    redirect('/s1', '/s2');
    const url = redirect('/s0', '/s1');
    expect(await failure(downloadImage(url, allowAll))).toBe('redirects');
    expect(requests.map((request) => request.path)).toContain('/s3');
    expect(requests.map((request) => request.path)).not.toContain('/after-4');
  });

  it('checks the address of every hop', async () => {
    // 127.0.0.2 is loopback too, refused by this policy: the check, not the
    // connection, must stop the second hop.
    const options: FetchOptions = { allowAddress: (address) => address === '127.0.0.1' };
    const url = redirect('/to-other-address', `http://127.0.0.2:${port}/image.png`);
    expect(await failure(downloadImage(url, options))).toBe('address');
  });

  it('checks the scheme of every hop', async () => {
    const url = redirect('/to-file', 'file:///etc/passwd');
    expect(await failure(downloadImage(url, allowAll))).toBe('url');
  });
});

describe('downloadImage: answers it refuses', () => {
  it('refuses a redirect without a Location and any status but 200', async () => {
    for (const status of [201, 204, 206, 300, 304, 404, 500]) {
      const url = route(`/status/${status}`, (_request, response) => {
        response.writeHead(status, { 'Content-Type': 'image/png' }).end();
      });
      expect(await failure(downloadImage(url, allowAll)), String(status)).toBe('status');
    }
    const url = route('/no-location', (_request, response) => response.writeHead(302).end());
    expect(await failure(downloadImage(url, allowAll))).toBe('status');
  });

  it.each([
    ['text/html'],
    ['image/svg+xml'],
    ['image/bmp'],
    ['image/avif'],
    ['application/octet-stream'],
    [undefined],
  ])('refuses Content-Type %s', async (type) => {
    const url = route(`/type/${type}`, (_request, response) => {
      response.writeHead(200, type ? { 'Content-Type': type } : {}).end(PNG);
    });
    expect(await failure(downloadImage(url, allowAll))).toBe('type');
  });

  it('accepts exactly 10 MiB and refuses more, announced or streamed', async () => {
    const limit = 10 * 1024 * 1024;
    const exact = route('/exact', (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.alloc(limit));
    });
    expect((await downloadImage(exact, allowAll)).bytes.byteLength).toBe(limit);

    const announced = route('/announced', (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': limit + 1 });
      response.write(PNG);
    });
    expect(await failure(downloadImage(announced, allowAll))).toBe('size');

    let sent = 0;
    const streamed = route('/streamed', (_request, response) => {
      // Chunked, no length: the reader must stop past the limit, not read all of it.
      response.writeHead(200, { 'Content-Type': 'image/png' });
      const chunk = Buffer.alloc(1024 * 1024);
      const pump = () => {
        while (sent < 64 * chunk.byteLength && !response.destroyed) {
          sent += chunk.byteLength;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      pump();
    });
    expect(await failure(downloadImage(streamed, allowAll))).toBe('size');
    expect(sent).toBeLessThan(64 * 1024 * 1024);
  });
});

describe('downloadImage: time limit and network failures', () => {
  it('times out when the answer never comes', async () => {
    const url = route('/hang', () => undefined);
    const started = Date.now();
    expect(await failure(downloadImage(url, { ...allowAll, timeoutMs: 300 }))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('times out on a body that trickles in: the limit is for the whole download', async () => {
    const url = route('/trickle', (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'image/png' });
      const timer = setInterval(() => response.write('x'), 50);
      response.on('close', () => clearInterval(timer));
    });
    expect(await failure(downloadImage(url, { ...allowAll, timeoutMs: 400 }))).toBe('timeout');
  });

  it('times out across redirects that are each fast enough', async () => {
    const slow: Handler = (_request, response) => {
      setTimeout(() => response.writeHead(302, { Location: '/image.png' }).end(), 150);
    };
    route('/slow-1', slow);
    const url = route('/slow-0', (_request, response) => {
      setTimeout(() => response.writeHead(302, { Location: '/slow-1' }).end(), 150);
    });
    expect(await failure(downloadImage(url, { ...allowAll, timeoutMs: 250 }))).toBe('timeout');
  });

  it('reports an unreachable host and a cut answer as network failures', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await failure(downloadImage(`http://127.0.0.1:${closedPort}/`, allowAll))).toBe(
      'network',
    );
    expect(await failure(downloadImage('http://no-such-host.invalid/a.png', allowAll))).toBe(
      'network',
    );
    const cut = route('/cut', (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': 1000 });
      response.write(PNG, () => response.destroy());
    });
    expect(await failure(downloadImage(cut, allowAll))).toBe('network');
  });
});
