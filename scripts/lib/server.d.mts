export function freshDatabaseUrl(requested: string, label: string): string;
export function dropDatabase(url: string): Promise<void>;
export function freePort(): Promise<number>;
export function startServer(options: {
  env: NodeJS.ProcessEnv;
  logFile: string;
  timeoutMs?: number;
}): Promise<{
  baseUrl: string;
  child: import('node:child_process').ChildProcess;
  stop: () => void;
}>;
