// The benchmark's framework floor (bench/run.mjs): the same bytes an API route
// answered, served by a route handler that does nothing else, so the bench can
// tell the app's own cost from Next.js's. Only the benchmark's own build has
// it, at /bench-floor/{name} (scripts/lib/dist-dir.mjs); it serves the files
// of the folder CALENDAR_BENCH_FLOOR_DIR names.
import fs from 'node:fs';
import path from 'node:path';

const answers = new Map<string, Buffer>();

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
  const bytes = answerNamed((await context.params).name);
  if (!bytes) return new Response(null, { status: 404 });
  // An empty file stands for a revalidation: 304 and no body.
  if (bytes.length === 0) return new Response(null, { status: 304 });
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': 'application/json; charset=UTF-8' },
  });
}
