export declare const SESSION_COOKIE: 'calendar_session';
