-- WeChat openids move from users.openid into user_identities (provider "wechat") before the column goes.
INSERT INTO "user_identities" ("user_id", "provider", "subject") SELECT "id", 'wechat', "openid" FROM "users" WHERE "openid" IS NOT NULL;--> statement-breakpoint
DROP INDEX "users_openid_uq";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "openid";