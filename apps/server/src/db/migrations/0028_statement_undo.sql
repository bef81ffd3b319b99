-- Undoes the statement that calls it, with everything its data-modifying CTEs did: a use case that is one
-- statement runs without BEGIN/COMMIT and refuses from inside SQL (decision 060). SQLSTATE SF001 names it.
CREATE FUNCTION storefront_undo(reason text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'SF001', MESSAGE = reason;
END
$$;
