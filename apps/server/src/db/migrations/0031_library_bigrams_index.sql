-- Every character of a text and every pair of adjacent characters: what a term too short for a
-- trigram ("р-р", two letters) is looked up by (decision 056).
CREATE FUNCTION slovo_bigrams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  select array(
    select substr(t, i, 1) from generate_series(1, length(t)) i
    union
    select substr(t, i, 2) from generate_series(1, length(t) - 1) i)
$$;--> statement-breakpoint
CREATE INDEX "exercises_library_bigrams_idx" ON "exercises" USING gin (slovo_bigrams("search_text")) WITH (fastupdate=false) WHERE "exercises"."source_id" is null;