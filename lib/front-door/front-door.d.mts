import type { IncomingMessage, ServerResponse } from 'node:http';

export const FRONT_DOOR_MODES: readonly string[];

export interface FrontDoor {
  (request: IncomingMessage, response: ServerResponse, handOn: () => unknown): unknown;
  counts: { replayed: number; verified: number; differed: number };
}

export function createFrontDoor(options: {
  mode: string;
  maxBytes: number;
  onMismatch?: (request: IncomingMessage, differences: string[]) => void;
}): FrontDoor;
export function replaySignature(request: IncomingMessage): string | null;
export function replayEncoding(
  request: Pick<IncomingMessage, 'headers'>,
  withBrotli: boolean,
): string | null;
