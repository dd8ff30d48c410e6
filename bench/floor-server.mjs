// `node bench/floor-server.mjs <folder> <port>`: the bare node:http floor of
// the benchmark. It serves each file of <folder> at /bench-floor/<name> from
// memory, as the framework floor route does, with nothing else in the way.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const [folder, port] = process.argv.slice(2);
const answers = new Map();

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
    if (bytes.length === 0) response.writeHead(304).end();
    else response.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' }).end(bytes);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('listening'));
