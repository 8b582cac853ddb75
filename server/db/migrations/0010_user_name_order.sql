-- User Management sorted by name (`_sort=name`, ties by id) reads its page from an index instead of
-- sorting every user: the trigram index beside it only serves search.
CREATE INDEX "users_name_id_idx" ON "users" USING btree ("name","id");
