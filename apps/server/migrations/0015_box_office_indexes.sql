DROP INDEX "orders_type_created_idx";--> statement-breakpoint
CREATE INDEX "order_refunds_finalized_idx" ON "order_refunds" USING btree ("updated_at") WHERE "order_refunds"."status" = 'FINALIZED';--> statement-breakpoint
CREATE INDEX "orders_type_created_idx" ON "orders" USING btree ("product_type","created_at","id","status","amount","updated_at");