CREATE TABLE "cinemas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_pinyin" text DEFAULT '' NOT NULL,
	"name_initials" text DEFAULT '' NOT NULL,
	"area_code" text NOT NULL,
	"address" text NOT NULL,
	"address_en" text NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"halls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_name" text NOT NULL,
	"source_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movie_cinemas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"movie_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"title_pinyin" text DEFAULT '' NOT NULL,
	"title_initials" text DEFAULT '' NOT NULL,
	"year" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"genres_zh" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"genres_en" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"director_zh" text NOT NULL,
	"director_en" text NOT NULL,
	"cast_zh" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cast_en" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rating_zh" text NOT NULL,
	"rating_en" text NOT NULL,
	"synopsis_zh" text NOT NULL,
	"synopsis_en" text NOT NULL,
	"source_name" text NOT NULL,
	"source_url" text NOT NULL,
	"sample" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movies_duration_ck" CHECK ("movies"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "shows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"product_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"hall_code" text NOT NULL,
	"category" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_pinyin" text DEFAULT '' NOT NULL,
	"name_initials" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"age_limit_zh" text NOT NULL,
	"age_limit_en" text NOT NULL,
	"description_zh" text NOT NULL,
	"description_en" text NOT NULL,
	"real_name" text NOT NULL,
	"max_per_order" integer NOT NULL,
	"sessions" jsonb NOT NULL,
	"run_from" date NOT NULL,
	"run_to" date NOT NULL,
	"source_name" text NOT NULL,
	"source_url" text NOT NULL,
	"sample" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shows_real_name_ck" CHECK ("shows"."real_name" IN ('none', 'per_order', 'per_ticket')),
	CONSTRAINT "shows_max_per_order_ck" CHECK ("shows"."max_per_order" BETWEEN 1 AND 10),
	CONSTRAINT "shows_run_ck" CHECK ("shows"."run_to" >= "shows"."run_from")
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"area_code" text NOT NULL,
	"address" text NOT NULL,
	"address_en" text NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"halls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_name" text NOT NULL,
	"source_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "movie_cinemas" ADD CONSTRAINT "movie_cinemas_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_cinemas" ADD CONSTRAINT "movie_cinemas_cinema_id_cinemas_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."cinemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_cinemas" ADD CONSTRAINT "movie_cinemas_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shows" ADD CONSTRAINT "shows_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shows" ADD CONSTRAINT "shows_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cinemas_slug_uq" ON "cinemas" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "cinemas_area_idx" ON "cinemas" USING btree ("area_code");--> statement-breakpoint
CREATE UNIQUE INDEX "movie_cinemas_pair_uq" ON "movie_cinemas" USING btree ("movie_id","cinema_id");--> statement-breakpoint
CREATE UNIQUE INDEX "movie_cinemas_product_uq" ON "movie_cinemas" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "movie_cinemas_cinema_idx" ON "movie_cinemas" USING btree ("cinema_id");--> statement-breakpoint
CREATE UNIQUE INDEX "movies_slug_uq" ON "movies" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "shows_slug_uq" ON "shows" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "shows_product_uq" ON "shows" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "shows_venue_idx" ON "shows" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "shows_run_idx" ON "shows" USING btree ("run_to");--> statement-breakpoint
CREATE UNIQUE INDEX "venues_slug_uq" ON "venues" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "venues_area_idx" ON "venues" USING btree ("area_code");