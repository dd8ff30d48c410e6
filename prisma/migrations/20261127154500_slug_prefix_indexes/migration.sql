-- Nothing to do on SQLite: its slug checks read a range of the unique index
-- on the column (startingWith in lib/db.ts). The PostgreSQL history adds
-- text_pattern_ops indexes under the same name.
SELECT 1;
