/** A kept answer as the store measures it (replays.mjs replayOf has the rest). */
export interface KeptReplay {
  body: Buffer;
  encoded: Map<string, Buffer | Promise<Buffer>>;
  size: number;
}

export const REPLAY_ENCODINGS: readonly string[];

export class ReplayStore {
  constructor(maxBytes: number);
  enabled: boolean;
  find(signature: string): KeptReplay | undefined;
  keep(signature: string, replay: KeptReplay | null): void;
  forget(signature: string, replay: KeptReplay): void;
  encodedBody(signature: string, replay: KeptReplay, encoding: string): Buffer | Promise<Buffer>;
}
