export declare const MALLOC_ENV: { MALLOC_ARENA_MAX: string };
export function withMallocEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export function serverNodeArgs(env: NodeJS.ProcessEnv): string[];
export function serveProcess(env: NodeJS.ProcessEnv): { args: string[]; env: NodeJS.ProcessEnv };
