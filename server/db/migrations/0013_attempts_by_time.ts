import type { Kysely } from 'kysely';

/**
 * A child's attempts in time order (issue 15's streak under load, docs/quality.md): the streak
 * reads the calendar days a child finished activities on by jumping from one day to the next
 * through this index, one look-up per day, however many activities the child finished on each.
 */
export function attemptsByTimeMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('activity_attempts_student_time')
        .on('activity_attempts')
        .columns(['student_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('activity_attempts_student_time').execute();
    },
  };
}
