-- Cart ids and order access tokens are capabilities: like session tokens, only their SHA-256 is kept.
ALTER TABLE "carts" RENAME COLUMN "token" TO "token_hash";--> statement-breakpoint
ALTER TABLE "carts" RENAME CONSTRAINT "carts_token_unique" TO "carts_token_hash_unique";--> statement-breakpoint
UPDATE "carts" SET "token_hash" = encode(sha256(convert_to("token_hash", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "access_token" TO "access_token_hash";--> statement-breakpoint
UPDATE "orders" SET "access_token_hash" = encode(sha256(convert_to("access_token_hash", 'UTF8')), 'hex');
