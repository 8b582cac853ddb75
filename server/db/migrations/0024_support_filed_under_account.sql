-- A member's support request is filed under the account: requests stored before that show the account's name and email, not the form's.
UPDATE "support_messages" AS "s"
SET "name" = "u"."name", "email" = "u"."email"
FROM "users" AS "u"
WHERE "s"."user_id" = "u"."id" AND "u"."deleted_at" IS NULL AND ("s"."name" <> "u"."name" OR "s"."email" <> "u"."email");
