export function apiTarget(target: string): string;
export function normalisedApiTarget(path: string, query: string): string;
