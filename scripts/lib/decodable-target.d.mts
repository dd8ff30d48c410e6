export function decodableTarget(target: string): string;
