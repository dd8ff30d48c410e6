export const CALENDAR_CONTENT_VERSION: number;
