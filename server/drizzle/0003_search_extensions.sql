-- Trigram indexes make "contains" searches of large lists cheap; btree_gin lets one such index
-- start with company_id, so a search reads only its own company's entries. Both are trusted
-- extensions: the database owner may create them without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
