-- Custom (issue 23): the demo certificates told visitors of /certifications "Sample entry of the demo shop: replace it…",
-- an instruction meant for the owner (the admin already marks them "Demo data"). Untouched demo entries get the
-- public description the seed now writes; an entry the owner edited is not demo any more and keeps its text.
UPDATE "certificates" SET "description" = 'How the shop restricts sales of refrigerants to EPA Section 608 certified technicians and resellers.'
WHERE "is_demo" AND "description" = 'Sample entry of the demo shop: replace it with the company’s EPA Section 608 sales-restriction compliance statement.';--> statement-breakpoint
UPDATE "certificates" SET "description" = 'Certificate of the quality management system that covers ordering, storage and shipping.'
WHERE "is_demo" AND "description" = 'Sample entry of the demo shop: replace it with the quality management system certificate.';--> statement-breakpoint
UPDATE "certificates" SET "description" = 'Hazardous materials training of the staff who pack and ship cylinders (49 CFR 172 Subpart H).'
WHERE "is_demo" AND "description" = 'Sample entry of the demo shop: replace it with the 49 CFR 172 Subpart H hazmat training records.';
