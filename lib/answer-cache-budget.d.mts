export declare const ANSWER_CACHE_VARIABLE: 'CALENDAR_ANSWER_CACHE_MB';
export declare function parseAnswerCacheMegabytes(
  text: string | undefined,
): { megabytes: number; error?: undefined } | { error: string; megabytes?: undefined };
