export const CALENDAR_CONTENT_VERSION: number;
export const RARE_TITLE: string;
export const RARE_TITLE_EVENTS: number;
