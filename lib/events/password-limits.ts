// How long an event's password may be (docs/api.md §1.10), apart from the
// endpoint's code so the admin's field can say it without importing the database.

/** WordPress keeps a post's password in 255 characters; so do we. */
export const EVENT_PASSWORD_MAX_LENGTH = 255;
