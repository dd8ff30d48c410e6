export function apiTarget(target: string): string;
