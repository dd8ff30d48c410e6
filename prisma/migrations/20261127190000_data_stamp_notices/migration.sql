-- Nothing to do on SQLite: a node reads its stamp from the file in
-- microseconds, and CALENDAR_STAMP_CHECK=notify is for PostgreSQL only. The
-- PostgreSQL history adds the notification under the same name.
SELECT 1;
