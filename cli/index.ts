// `npm run cli -- <command> [--flag value ...]` (docs/operations.md, "Command line").
// Each command prints its result on the last line of stdout; bad input exits non-zero.
import { parseArgs } from 'node:util';
import { ApiError } from '../lib/http/errors';
import { commands } from './commands';
import { describeRefusal } from './refusals';

class UsageError extends Error {}

async function main(argv: string[]): Promise<string> {
  const [name, ...rest] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    throw new UsageError(`usage: npm run cli -- <${Object.keys(commands).join(' | ')}> [options]`);
  }
  const { values } = parseArgs({ args: rest, options: command.options, strict: true });
  return command.run(values as Record<string, string | undefined>);
}

main(process.argv.slice(2))
  .then((result) => {
    console.log(result);
    process.exit(0);
  })
  .catch((error: unknown) => {
    if (error instanceof ApiError) console.error(`error: ${describeRefusal(error)}`);
    else console.error(error instanceof Error ? `error: ${error.message}` : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  });
