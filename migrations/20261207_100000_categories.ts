import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written (the statements `payload migrate:create` generates, plus the data): the blog's
// categories become a list editors keep (collections/Categories.ts) instead of free text. Every
// name articles and their versions used becomes a category (spaces trimmed, one row per name
// whatever its case), and each article points to its own.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE UNIQUE INDEX "categories_name_idx" ON "categories" USING btree ("name");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");

  INSERT INTO "categories" ("name")
  SELECT DISTINCT ON (lower(name)) name FROM (
    SELECT btrim("category") AS name FROM "blog_posts"
    UNION ALL SELECT btrim("version_category") FROM "_blog_posts_v"
  ) AS used
  WHERE name <> ''
  ORDER BY lower(name), name;

  ALTER TABLE "blog_posts" ADD COLUMN "category_id" integer;
  ALTER TABLE "_blog_posts_v" ADD COLUMN "version_category_id" integer;
  UPDATE "blog_posts" b SET "category_id" = c."id"
    FROM "categories" c WHERE lower(c."name") = lower(btrim(b."category"));
  UPDATE "_blog_posts_v" v SET "version_category_id" = c."id"
    FROM "categories" c WHERE lower(c."name") = lower(btrim(v."version_category"));

  DROP INDEX IF EXISTS "blog_posts_category_idx";
  DROP INDEX IF EXISTS "_blog_posts_v_version_version_category_idx";
  ALTER TABLE "blog_posts" DROP COLUMN "category";
  ALTER TABLE "_blog_posts_v" DROP COLUMN "version_category";
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "blog_posts_category_idx" ON "blog_posts" USING btree ("category_id");
  CREATE INDEX "_blog_posts_v_version_version_category_idx" ON "_blog_posts_v" USING btree ("version_category_id");

  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "blog_posts" ADD COLUMN "category" varchar;
  ALTER TABLE "_blog_posts_v" ADD COLUMN "version_category" varchar;
  UPDATE "blog_posts" b SET "category" = c."name" FROM "categories" c WHERE c."id" = b."category_id";
  UPDATE "_blog_posts_v" v SET "version_category" = c."name"
    FROM "categories" c WHERE c."id" = v."version_category_id";
  DROP INDEX IF EXISTS "blog_posts_category_idx";
  DROP INDEX IF EXISTS "_blog_posts_v_version_version_category_idx";
  ALTER TABLE "blog_posts" DROP COLUMN "category_id";
  ALTER TABLE "_blog_posts_v" DROP COLUMN "version_category_id";
  CREATE INDEX "blog_posts_category_idx" ON "blog_posts" USING btree ("category");
  CREATE INDEX "_blog_posts_v_version_version_category_idx" ON "_blog_posts_v" USING btree ("version_category");
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "categories_id";
  DROP TABLE "categories";
  `)
}
