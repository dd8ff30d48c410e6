export function pagePolicy(ancestors: string): string;
export const REFERRER_POLICY: string;
