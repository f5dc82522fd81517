-- Assembly service ordered with goods (SPEC §9 "assembly-service price"): its price per unit is kept on
-- the order line (NULL: not ordered), its sum on the order, so the order's total stays goods + services + delivery.
ALTER TABLE order_products ADD COLUMN assembly_price numeric(12, 2) CHECK (assembly_price > 0);
ALTER TABLE orders ADD COLUMN services_total numeric(12, 2) NOT NULL DEFAULT 0 CHECK (services_total >= 0);
