-- Custom SQL migration file, put your code below! --
-- ticket_stock's recount (migration 0006) counts tickets, not orders: an order holding tickets
-- holds its quantity (a gift or group order for a limited event holds one per code), and a gift or
-- group order refunded or cancelled still holds one per code somebody activated (a used code keeps
-- its ticket; modules/tickets CONTEXT.md). Event orders make no codes, so their second term is 0.
CREATE OR REPLACE FUNCTION ticket_stock_follow_event() RETURNS trigger AS $$
BEGIN
  IF NEW.available_tickets IS NULL THEN
    DELETE FROM ticket_stock WHERE event_id = NEW.id;
  ELSE
    INSERT INTO ticket_stock (event_id, ticket_limit, held)
    VALUES (NEW.id, NEW.available_tickets, (
      SELECT coalesce(sum(CASE WHEN o.holds_ticket THEN o.quantity
                               ELSE (SELECT count(*) FROM codes c WHERE c.order_id = o.id AND c.uses > 0) END), 0)
      FROM orders o WHERE o.event_id = NEW.id))
    ON CONFLICT (event_id) DO UPDATE SET ticket_limit = EXCLUDED.ticket_limit, held = EXCLUDED.held, updated_at = now();
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;
