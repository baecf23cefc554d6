ALTER TABLE "certificates" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The demo seed's sample certificates already in a database are flagged too.
UPDATE "certificates" SET "is_demo" = true WHERE "pdf_url" IN ('/docs/certificates/epa-608-compliance-demo.pdf', '/docs/certificates/iso-9001-demo.pdf', '/docs/certificates/dot-hazmat-training-demo.pdf');
