import { sql, type Kysely } from 'kysely';
import { runAll } from '../statements';

// Labour listings with their working days and images.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, [
    sql`
      CREATE TABLE labours (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        labor_name text NOT NULL,
        work_title text NOT NULL,
        phone text NOT NULL CHECK (phone ~ '^[0-9]{10,15}$'),
        status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'In-Active')),
        description text NOT NULL DEFAULT '',
        image_url text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    sql`CREATE UNIQUE INDEX labours_user_title_phone ON labours (user_id, lower(work_title), phone)`,
    sql`CREATE INDEX labours_created ON labours (created_at DESC, id DESC)`,
    sql`CREATE INDEX labours_user_created ON labours (user_id, created_at DESC, id DESC)`,
    sql`CREATE INDEX labours_search ON labours USING gin (work_title gin_trgm_ops, labor_name gin_trgm_ops, phone gin_trgm_ops, description gin_trgm_ops)`,
    sql`
      CREATE TABLE labour_images (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        labour_id uuid NOT NULL REFERENCES labours (id) ON DELETE CASCADE,
        image_url text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    sql`CREATE INDEX labour_images_labour ON labour_images (labour_id, created_at)`,
    sql`
      CREATE TABLE labour_day_workings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        labour_id uuid NOT NULL REFERENCES labours (id) ON DELETE CASCADE,
        day_number smallint NOT NULL CHECK (day_number BETWEEN 0 AND 6),
        day_name text NOT NULL CHECK (day_name IN ('Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday')),
        start_time time NOT NULL,
        end_time time NOT NULL,
        break_minute smallint NOT NULL CHECK (break_minute IN (0, 15, 30, 45, 60, 75, 90, 105, 120)),
        working_minutes integer NOT NULL CHECK (working_minutes > 0),
        per_hour_amount integer NOT NULL CHECK (per_hour_amount >= 0),
        day_amount integer NOT NULL CHECK (day_amount >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (labour_id, day_number),
        CHECK (start_time < end_time)
      )`,
  ]);
}
