// `node bench/floor-server.mjs <folder> <port>`: the bare node:http floor of
// the benchmark. It serves each file of <folder> at /bench-floor/<name> from
// memory with the route's headers, as the framework floor route does, with
// nothing else in the way; gzip-compressed once, when the client asks for gzip.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const [folder, port] = process.argv.slice(2);
const answers = new Map();
const compressed = new Map();
const headerLists = new Map();

/** The route's headers, name, value, name, value… (`<name>.headers`, written by bench/run.mjs). */
function headersOf(name) {
  if (!headerLists.has(name)) {
    const file = path.join(folder, `${path.basename(name)}.headers`);
    const pairs = fs.existsSync(file)
      ? JSON.parse(fs.readFileSync(file, 'utf8'))
      : [['content-type', 'application/json; charset=UTF-8']];
    headerLists.set(name, pairs.flat());
  }
  return headerLists.get(name);
}

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
    const headers = headersOf(name);
    if (bytes.length === 0) response.writeHead(304, headers).end();
    else if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      if (!compressed.has(name)) compressed.set(name, zlib.gzipSync(bytes));
      response.writeHead(200, [...headers, 'Content-Encoding', 'gzip']).end(compressed.get(name));
    } else response.writeHead(200, headers).end(bytes);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('listening'));
