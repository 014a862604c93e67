-- A variant may show its own photo (a colour of the product), one of its product's images.
ALTER TABLE "product_variants" ADD COLUMN "image" text;