CREATE TABLE "ambassador_notification_reads" (
	"ambassador_id" uuid PRIMARY KEY NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ambassador_notification_reads" ADD CONSTRAINT "ambassador_notification_reads_ambassador_id_ambassadors_user_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."ambassadors"("user_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Ambassadors of before have read everything so far: the count starts at zero on every device.
INSERT INTO "ambassador_notification_reads" ("ambassador_id", "read_at")
SELECT "user_id", now() FROM "ambassadors";
