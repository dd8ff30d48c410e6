export function isHost(text: string): boolean;
export function isForwardedProto(text: string): boolean;
export function firstValue(header: string | null | undefined): string;
