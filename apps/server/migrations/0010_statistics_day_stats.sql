-- Statistics per Warsaw day (modules/statistics CONTEXT.md): without statistics on the day
-- expression the planner guesses one group per row, and a year's income per day runs as one
-- serial hash aggregate (≈ 4× a sequential scan of orders at a million rows) instead of a
-- parallel partial aggregate (≈ 1.7×). Statistics only: nothing to maintain on writes.
CREATE STATISTICS IF NOT EXISTS "orders_warsaw_day_stats" ON ((created_at AT TIME ZONE 'Europe/Warsaw')::date) FROM "orders";
