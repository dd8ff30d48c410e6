// `node bench/floor-server.mjs <folder> <port>`: the bare node:http floor of
// the benchmark. It serves each file of <folder> at /bench-floor/<name> from
// memory, as the framework floor route does, with nothing else in the way;
// gzip-compressed once, when the client asks for gzip.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const [folder, port] = process.argv.slice(2);
const answers = new Map();
const compressed = new Map();

http
  .createServer((request, response) => {
    const name = request.url.replace(/^\/bench-floor\//, '');
    if (!answers.has(name)) {
      try {
        answers.set(name, fs.readFileSync(path.join(folder, path.basename(name))));
      } catch {
        response.writeHead(404).end();
        return;
      }
    }
    const bytes = answers.get(name);
    const type = { 'Content-Type': 'application/json; charset=UTF-8' };
    if (bytes.length === 0) response.writeHead(304).end();
    else if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      if (!compressed.has(name)) compressed.set(name, zlib.gzipSync(bytes));
      response.writeHead(200, { ...type, 'Content-Encoding': 'gzip' }).end(compressed.get(name));
    } else response.writeHead(200, type).end(bytes);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('listening'));
