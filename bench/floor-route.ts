// The benchmark's framework floor (bench/run.mjs): the same bytes an API route
// answered (and its headers), served by a route handler that does nothing else, so the bench can
// tell the app's own cost from Next.js's. Only the benchmark's own build has
// it, at /bench-floor/{name} (scripts/lib/dist-dir.mjs); it serves the files
// of the folder CALENDAR_BENCH_FLOOR_DIR names.
import fs from 'node:fs';
import path from 'node:path';

const answers = new Map<string, Buffer>();
const headerLists = new Map<string, [string, string][]>();

/** The route's headers (`<name>.headers`, written by bench/run.mjs). */
function headersNamed(folder: string, name: string): [string, string][] {
  let headers = headerLists.get(name);
  if (!headers) {
    const file = path.join(folder, `${name}.headers`);
    headers = fs.existsSync(file)
      ? (JSON.parse(fs.readFileSync(file, 'utf8')) as [string, string][])
      : [['content-type', 'application/json; charset=UTF-8']];
    headerLists.set(name, headers);
  }
  return headers;
}

function answerNamed(name: string): Buffer | undefined {
  const folder = process.env.CALENDAR_BENCH_FLOOR_DIR;
  if (!folder || !/^[a-z0-9-]+$/.test(name)) return undefined;
  let bytes = answers.get(name);
  if (!bytes) {
    try {
      bytes = fs.readFileSync(path.join(folder, name));
    } catch {
      return undefined;
    }
    answers.set(name, bytes);
  }
  return bytes;
}

export async function GET(_request: Request, context: { params: Promise<{ name: string }> }) {
  const { name } = await context.params;
  const bytes = answerNamed(name);
  if (!bytes) return new Response(null, { status: 404 });
  const headers = headersNamed(process.env.CALENDAR_BENCH_FLOOR_DIR!, name);
  // An empty file stands for a revalidation: 304 and no body.
  if (bytes.length === 0) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(bytes), { headers });
}
