-- Written by hand: Prisma does not model triggers (see model DataStamp).
-- Every committed change of a stamp is told on channel calendar_data_stamps
-- as "schema/name", so that a node may remember the stamps instead of
-- reading them for each request (CALENDAR_STAMP_CHECK=notify,
-- lib/stamps-by-notification.ts). PostgreSQL sends a transaction's
-- notifications when it commits, none if it rolls back, and one for several
-- identical ones: a write sends one per stamp it moves.
CREATE FUNCTION "notify_data_stamp"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM pg_notify('calendar_data_stamps', TG_TABLE_SCHEMA || '/' || NEW."name");
  RETURN NULL;
END;
$$;

-- Only the stamps the answer cache reads: a transaction that notifies takes
-- a lock shared by the whole server as it commits, which the bookkeeping rows
-- (the webhooks' cursor, the change log's purge mark) need not pay for.
CREATE TRIGGER "data_stamps_notify" AFTER UPDATE ON "data_stamps"
  FOR EACH ROW WHEN (NEW."name" IN ('content', 'terms'))
  EXECUTE FUNCTION "notify_data_stamp"();
