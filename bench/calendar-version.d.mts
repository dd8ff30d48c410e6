export const CALENDAR_CONTENT_VERSION: number;
export const RARE_TITLE: string;
