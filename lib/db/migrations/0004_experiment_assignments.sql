CREATE TABLE "experiment_assignments" (
	"experiment" text NOT NULL,
	"variant" text NOT NULL,
	"day" date NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "experiment_assignments_experiment_variant_day_pk" PRIMARY KEY("experiment","variant","day")
);
