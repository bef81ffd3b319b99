-- Order numbers are the UTC second and this counter's last six digits: unique by construction across instances
-- (a random suffix collided about once a minute at 150 orders a second, and the shopper got a 500).
CREATE SEQUENCE "order_no_seq";
