-- Paid lines wait here until countSales adds them to their products' and shops' sales (decision 014).
CREATE TABLE "sales_to_count" (
	"product_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount_cents" bigint NOT NULL
);
