import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (the statements `payload migrate:create` generates for collections/Opportunities.ts
// and collections/OpportunityApplications.ts, plus what Payload does not know):
// - accounts take their opportunities and applications with them (ON DELETE cascade), and an
//   opportunity its applications;
// - applications_count is kept by the counting trigger of
//   migrations/20261123_100000_counter_triggers.ts, at commit, and guarded from plain UPDATEs;
// - one application per member and opportunity (unique index): a race of two is decided here;
// - search_terms holds what a word of the search can match (w: words of the title and city and
//   the description's words of 4 letters or more, k: kind, c: country, p: pay, x:remoto, r: roles,
//   g: genres), kept by triggers like the listings' (migrations/20261201_090000_listing_terms.ts),
//   with a GIN index; title_key, the normalised title, answers text still being typed and close
//   spellings through a trigram index;
// - the list reads open ones newest first from a partial index; a report may name an opportunity.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_opportunities_roles" AS ENUM('Artista', 'Cantante', 'Rapero', 'Compositor', 'Productor', 'DJ', 'DJ/Productor', 'Productor ejecutivo', 'Ingeniero de Sonido', 'Técnico de estudio', 'AnR', 'Manager', 'Road Manager', 'Agente de booking', 'Abogado', 'Abogado de entretenimiento', 'Publicista', 'Director Creativo', 'Diseñador Gráfico', 'Fotógrafo', 'Videógrafo', 'Modelo', 'Estilista', 'Técnico de iluminación', 'Locutor de radio');
  CREATE TYPE "public"."enum_opportunities_genres" AS ENUM('Afrobeat', 'Bachata', 'Balada', 'Blues', 'Bomba', 'Cumbia', 'Dembow', 'Drill', 'EDM', 'Electronic', 'Experimental', 'Folk', 'Gospel', 'Hip Hop', 'House', 'Indie', 'Jazz', 'Latino', 'Mariachi', 'Merengue', 'Plena', 'Pop', 'Pop Latino', 'RnB', 'RnB Latino', 'Reggae', 'Reggaeton', 'Regional Mexicano', 'Rock', 'Salsa', 'Tango', 'Techno', 'Trap', 'Trap Latino', 'Urbano', 'Vallenato');
  CREATE TYPE "public"."enum_opportunities_kind" AS ENUM('gig', 'collaboration', 'production', 'casting', 'studio', 'job', 'grant', 'other');
  CREATE TYPE "public"."enum_opportunities_country" AS ENUM('Argentina', 'Bolivia', 'Chile', 'Colombia', 'Costa Rica', 'Cuba', 'Ecuador', 'El Salvador', 'España', 'Estados Unidos', 'Guatemala', 'Guinea Ecuatorial', 'Honduras', 'México', 'Nicaragua', 'Panamá', 'Paraguay', 'Perú', 'Puerto Rico', 'República Dominicana', 'Uruguay', 'Venezuela');
  CREATE TYPE "public"."enum_opportunities_pay" AS ENUM('paid', 'negotiable', 'unpaid');
  CREATE TYPE "public"."enum_opportunities_currency" AS ENUM('USD', 'MXN', 'COP', 'DOP', 'ARS', 'CLP', 'PEN', 'EUR');
  CREATE TYPE "public"."enum_opportunities_status" AS ENUM('draft', 'open', 'closed');
  CREATE TYPE "public"."enum_opportunity_applications_status" AS ENUM('pending', 'shortlisted', 'accepted', 'declined', 'withdrawn');
  ALTER TYPE "public"."enum_reports_target_type" ADD VALUE IF NOT EXISTS 'opportunity';

  CREATE TABLE "opportunities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"kind" "enum_opportunities_kind" NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"remote" boolean DEFAULT false,
  	"country" "enum_opportunities_country",
  	"city" varchar,
  	"event_date" timestamp(3) with time zone,
  	"deadline" timestamp(3) with time zone NOT NULL,
  	"pay" "enum_opportunities_pay" DEFAULT 'negotiable' NOT NULL,
  	"pay_min" numeric,
  	"pay_max" numeric,
  	"currency" "enum_opportunities_currency",
  	"image_id" integer,
  	"status" "enum_opportunities_status" DEFAULT 'draft' NOT NULL,
  	"published_at" timestamp(3) with time zone,
  	"applications_count" numeric DEFAULT 0,
  	"featured" boolean DEFAULT false,
  	"hidden" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"search_terms" text[],
  	"title_key" text GENERATED ALWAYS AS
  	  (trim(regexp_replace(public.tarima_normalize("title"), '[^a-z0-9]+', ' ', 'g'))) STORED
  );
  CREATE TABLE "opportunities_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_opportunities_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  CREATE TABLE "opportunities_genres" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_opportunities_genres",
  	"id" serial PRIMARY KEY NOT NULL
  );
  CREATE TABLE "opportunities_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL
  );
  CREATE TABLE "opportunity_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"opportunity_id" integer NOT NULL,
  	"poster_id" integer,
  	"note" varchar,
  	"status" "enum_opportunity_applications_status" DEFAULT 'pending' NOT NULL,
  	"decided_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE TABLE "opportunity_applications_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"answer" varchar NOT NULL
  );
  CREATE TABLE "opportunity_applications_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar
  );
  ALTER TABLE "reports" ADD COLUMN "opportunity_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "opportunities_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "opportunity_applications_id" integer;

  ALTER TABLE "opportunities_roles" ADD CONSTRAINT "opportunities_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "opportunities_genres" ADD CONSTRAINT "opportunities_genres_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "opportunities_questions" ADD CONSTRAINT "opportunities_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "opportunity_applications_answers" ADD CONSTRAINT "opportunity_applications_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."opportunity_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "opportunity_applications_links" ADD CONSTRAINT "opportunity_applications_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."opportunity_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "opportunity_applications" ADD CONSTRAINT "opportunity_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "opportunity_applications" ADD CONSTRAINT "opportunity_applications_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "opportunity_applications" ADD CONSTRAINT "opportunity_applications_poster_id_users_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reports" ADD CONSTRAINT "reports_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_opportunities_fk" FOREIGN KEY ("opportunities_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_opportunity_applications_fk" FOREIGN KEY ("opportunity_applications_id") REFERENCES "public"."opportunity_applications"("id") ON DELETE cascade ON UPDATE no action;

  CREATE INDEX "opportunities_roles_order_idx" ON "opportunities_roles" USING btree ("order");
  CREATE INDEX "opportunities_roles_parent_idx" ON "opportunities_roles" USING btree ("parent_id");
  CREATE INDEX "opportunities_genres_order_idx" ON "opportunities_genres" USING btree ("order");
  CREATE INDEX "opportunities_genres_parent_idx" ON "opportunities_genres" USING btree ("parent_id");
  CREATE INDEX "opportunities_questions_order_idx" ON "opportunities_questions" USING btree ("_order");
  CREATE INDEX "opportunities_questions_parent_id_idx" ON "opportunities_questions" USING btree ("_parent_id");
  CREATE INDEX "opportunities_user_idx" ON "opportunities" USING btree ("user_id");
  CREATE INDEX "opportunities_kind_idx" ON "opportunities" USING btree ("kind");
  CREATE INDEX "opportunities_remote_idx" ON "opportunities" USING btree ("remote");
  CREATE INDEX "opportunities_country_idx" ON "opportunities" USING btree ("country");
  CREATE INDEX "opportunities_deadline_idx" ON "opportunities" USING btree ("deadline");
  CREATE INDEX "opportunities_pay_idx" ON "opportunities" USING btree ("pay");
  CREATE INDEX "opportunities_image_idx" ON "opportunities" USING btree ("image_id");
  CREATE INDEX "opportunities_status_idx" ON "opportunities" USING btree ("status");
  CREATE INDEX "opportunities_published_at_idx" ON "opportunities" USING btree ("published_at");
  CREATE INDEX "opportunities_featured_idx" ON "opportunities" USING btree ("featured");
  CREATE INDEX "opportunities_hidden_idx" ON "opportunities" USING btree ("hidden");
  CREATE INDEX "opportunities_updated_at_idx" ON "opportunities" USING btree ("updated_at");
  CREATE INDEX "opportunities_created_at_idx" ON "opportunities" USING btree ("created_at");
  CREATE INDEX "opportunity_applications_answers_order_idx" ON "opportunity_applications_answers" USING btree ("_order");
  CREATE INDEX "opportunity_applications_answers_parent_id_idx" ON "opportunity_applications_answers" USING btree ("_parent_id");
  CREATE INDEX "opportunity_applications_links_order_idx" ON "opportunity_applications_links" USING btree ("_order");
  CREATE INDEX "opportunity_applications_links_parent_id_idx" ON "opportunity_applications_links" USING btree ("_parent_id");
  CREATE INDEX "opportunity_applications_user_idx" ON "opportunity_applications" USING btree ("user_id");
  CREATE INDEX "opportunity_applications_opportunity_idx" ON "opportunity_applications" USING btree ("opportunity_id");
  CREATE INDEX "opportunity_applications_poster_idx" ON "opportunity_applications" USING btree ("poster_id");
  CREATE INDEX "opportunity_applications_status_idx" ON "opportunity_applications" USING btree ("status");
  CREATE INDEX "opportunity_applications_decided_at_idx" ON "opportunity_applications" USING btree ("decided_at");
  CREATE INDEX "opportunity_applications_updated_at_idx" ON "opportunity_applications" USING btree ("updated_at");
  CREATE INDEX "opportunity_applications_created_at_idx" ON "opportunity_applications" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_opportunity_idx" ON "opportunity_applications" USING btree ("user_id","opportunity_id");
  CREATE INDEX "reports_opportunity_idx" ON "reports" USING btree ("opportunity_id");
  CREATE INDEX "payload_locked_documents_rels_opportunities_id_idx" ON "payload_locked_documents_rels" USING btree ("opportunities_id");
  CREATE INDEX "payload_locked_documents_rels_opportunity_applications_i_idx" ON "payload_locked_documents_rels" USING btree ("opportunity_applications_id");

  -- What the pages filter and sort on: the open list newest first, a poster's day of publishing,
  -- an opportunity's applicants in order, a member's applications newest first.
  CREATE INDEX "opportunities_open_newest_idx" ON "opportunities" ("published_at" DESC, "id" DESC)
    WHERE "status" = 'open' AND "hidden" IS NOT TRUE;
  CREATE INDEX "opportunities_user_published_idx" ON "opportunities" ("user_id", "published_at");
  CREATE INDEX "opportunities_search_terms_idx" ON "opportunities" USING gin ("search_terms");
  CREATE INDEX "opportunities_title_key_trgm_idx" ON "opportunities" USING gin ("title_key" gin_trgm_ops);
  CREATE INDEX "opportunity_applications_opportunity_created_idx"
    ON "opportunity_applications" ("opportunity_id", "created_at");
  CREATE INDEX "opportunity_applications_user_created_idx"
    ON "opportunity_applications" ("user_id", "created_at" DESC);

  CREATE OR REPLACE FUNCTION tarima_words(text) RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
      SELECT ARRAY(SELECT w FROM unnest(string_to_array(
        trim(regexp_replace(public.tarima_normalize(coalesce($1, '')), '[^a-z0-9]+', ' ', 'g')), ' ')) w
        WHERE w <> '')
    $fn$;

  CREATE OR REPLACE FUNCTION tarima_opportunity_terms(title text, city text, description text,
      kind text, country text, pay text, remote boolean, roles text[], genres text[]) RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
      SELECT ARRAY(SELECT DISTINCT term FROM unnest(
          ARRAY['k:' || kind, 'c:' || country, 'p:' || pay,
                CASE WHEN remote THEN 'x:remoto' END]
          || ARRAY(SELECT 'w:' || w FROM unnest(tarima_words(title) || tarima_words(city)) w)
          || ARRAY(SELECT 'w:' || w FROM unnest(tarima_words(description)) w WHERE length(w) >= 4)
          || ARRAY(SELECT 'r:' || r FROM unnest(roles) r)
          || ARRAY(SELECT 'g:' || g FROM unnest(genres) g)) term
        WHERE term IS NOT NULL ORDER BY term)
    $fn$;

  CREATE OR REPLACE FUNCTION tarima_opportunity_terms_of(o opportunities) RETURNS text[]
    LANGUAGE sql STABLE AS $fn$
      SELECT tarima_opportunity_terms(o.title, o.city, o.description, o.kind::text,
        o.country::text, o.pay::text, o.remote,
        ARRAY(SELECT value::text FROM opportunities_roles WHERE parent_id = o.id),
        ARRAY(SELECT value::text FROM opportunities_genres WHERE parent_id = o.id))
    $fn$;

  -- The row's own fields, before it is written (a new one has no role or genre rows yet).
  CREATE OR REPLACE FUNCTION tarima_opportunity_terms_row() RETURNS trigger
    LANGUAGE plpgsql AS $fn$
    BEGIN
      NEW.search_terms := tarima_opportunity_terms_of(NEW);
      RETURN NEW;
    END
  $fn$;

  -- Payload replaces the role and genre rows on every save: one UPDATE of their opportunities.
  CREATE OR REPLACE FUNCTION tarima_opportunity_option_terms() RETURNS trigger
    LANGUAGE plpgsql AS $fn$
    BEGIN
      UPDATE opportunities o SET search_terms = tarima_opportunity_terms_of(o)
        WHERE o.id IN (SELECT parent_id FROM changed);
      RETURN NULL;
    END
  $fn$;

  CREATE TRIGGER "opportunities_terms_insert" BEFORE INSERT ON "opportunities"
    FOR EACH ROW EXECUTE FUNCTION tarima_opportunity_terms_row();
  CREATE TRIGGER "opportunities_terms_update"
    BEFORE UPDATE OF "title", "city", "description", "kind", "country", "pay", "remote"
    ON "opportunities" FOR EACH ROW EXECUTE FUNCTION tarima_opportunity_terms_row();
  `)
  for (const table of ['opportunities_roles', 'opportunities_genres']) {
    await db.execute(
      sql.raw(`
      CREATE TRIGGER "${table}_terms_insert" AFTER INSERT ON "${table}"
        REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
        EXECUTE FUNCTION tarima_opportunity_option_terms();
      CREATE TRIGGER "${table}_terms_update" AFTER UPDATE ON "${table}"
        REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
        EXECUTE FUNCTION tarima_opportunity_option_terms();
      CREATE TRIGGER "${table}_terms_delete" AFTER DELETE ON "${table}"
        REFERENCING OLD TABLE AS changed FOR EACH STATEMENT
        EXECUTE FUNCTION tarima_opportunity_option_terms();
    `),
    )
  }
  await db.execute(sql`
  CREATE CONSTRAINT TRIGGER "tarima_count_opportunity_applications_applications_count"
    AFTER INSERT OR DELETE OR UPDATE OF opportunity_id ON "opportunity_applications"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    EXECUTE FUNCTION tarima_count('opportunities', 'id', 'applications_count', 'opportunity_id', '');
  CREATE TRIGGER "tarima_keep_counters" BEFORE UPDATE ON "opportunities"
    FOR EACH ROW EXECUTE FUNCTION tarima_keep_counters('applications_count');
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "reports" WHERE "target_type" = 'opportunity';
  ALTER TABLE "reports" DROP COLUMN IF EXISTS "opportunity_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "opportunities_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "opportunity_applications_id";
  DROP TABLE "opportunity_applications_answers", "opportunity_applications_links",
    "opportunity_applications", "opportunities_roles", "opportunities_genres",
    "opportunities_questions", "opportunities" CASCADE;
  DROP FUNCTION IF EXISTS tarima_opportunity_option_terms();
  DROP FUNCTION IF EXISTS tarima_opportunity_terms_row();
  DROP FUNCTION IF EXISTS tarima_opportunity_terms(text, text, text, text, text, text, boolean, text[], text[]);
  DROP FUNCTION IF EXISTS tarima_words(text);
  DROP TYPE "public"."enum_opportunities_roles";
  DROP TYPE "public"."enum_opportunities_genres";
  DROP TYPE "public"."enum_opportunities_kind";
  DROP TYPE "public"."enum_opportunities_country";
  DROP TYPE "public"."enum_opportunities_pay";
  DROP TYPE "public"."enum_opportunities_currency";
  DROP TYPE "public"."enum_opportunities_status";
  DROP TYPE "public"."enum_opportunity_applications_status";
  `)
}
