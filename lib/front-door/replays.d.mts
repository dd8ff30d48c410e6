import type { OutgoingHttpHeader } from 'node:http';

/** An answer as the front door sends it (lib/front-door/front-door.mjs send): headers as `writeHead` takes them. */
export interface SentAnswer {
  status: number;
  rawHeaders: OutgoingHttpHeader[];
  body: Buffer | null;
}

/** A kept answer as the store measures and encodes it (replays.mjs replayOf has the rest). */
export interface KeptReplay {
  status: number;
  rawHeaders: OutgoingHttpHeader[];
  body: Buffer;
  encoded: Map<string, SentAnswer | Promise<SentAnswer>>;
  size: number;
}

export const REPLAY_ENCODINGS: readonly string[];

export class ReplayStore {
  constructor(maxBytes: number);
  enabled: boolean;
  find(signature: string): KeptReplay | undefined;
  keep(signature: string, replay: KeptReplay | null): void;
  forget(signature: string, replay: KeptReplay): void;
  encodedAnswer(
    signature: string,
    replay: KeptReplay,
    encoding: string,
  ): SentAnswer | Promise<SentAnswer>;
}
