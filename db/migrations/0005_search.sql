CREATE TABLE "search_queries" (
	"day" date NOT NULL,
	"query" varchar(80) NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"empty" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_queries_day_query_pk" PRIMARY KEY("day","query"),
	CONSTRAINT "search_queries_counts" CHECK ("search_queries"."searches" >= 0 and "search_queries"."empty" >= 0 and "search_queries"."clicks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" varchar(60) NOT NULL,
	"also_search" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_term_unique" UNIQUE("term")
);
--> statement-breakpoint
-- Synonyms change what searches find: every server hears of a change as of a catalogue write
-- (the function is migration 0004's). The search log is not catalogue data and has no trigger.
CREATE TRIGGER search_synonyms_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_changed();
