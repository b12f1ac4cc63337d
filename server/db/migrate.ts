import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Db } from './database.ts';
import type { DbKind } from './dialect.ts';
import { contactMigration } from './migrations/0001_contact.ts';
import { accountsMigration } from './migrations/0002_accounts.ts';
import { curriculumMigration } from './migrations/0003_curriculum.ts';
import { progressMigration } from './migrations/0004_progress.ts';
import { notificationsMigration } from './migrations/0005_notifications.ts';
import { paymentsMigration } from './migrations/0006_payments.ts';
import { subscriptionContentMigration } from './migrations/0008_subscription_content.ts';
import { studentSettingsMigration } from './migrations/0011_student_settings.ts';
import { readAloudMigration } from './migrations/0012_read_aloud.ts';
import { attemptsByTimeMigration } from './migrations/0013_attempts_by_time.ts';
import { familiesMigration } from './migrations/0014_families.ts';
import { childrenProfilesMigration } from './migrations/0015_children_profiles.ts';
import { reportSendsMigration } from './migrations/0016_report_sends.ts';
import { parentGateMigration } from './migrations/0017_parent_gate.ts';
import { subjectLanguageMigration } from './migrations/0018_subject_language.ts';
import { skillPracticeMigration } from './migrations/0019_skill_practice.ts';
import { retentionMigration } from './migrations/0020_retention.ts';
import { contactPhoneMigration } from './migrations/0021_contact_phone.ts';
import { optionalChildDetailsMigration } from './migrations/0022_optional_child_details.ts';
import { tilePicturesMigration } from './migrations/0023_tile_pictures.ts';
import { storyReadingsMigration } from './migrations/0024_story_readings.ts';
import { storyRecordingsMigration } from './migrations/0025_story_recordings.ts';
import { completionFunctionMigration } from './migrations/0026_completion_function.ts';
import { completionTotalsMigration } from './migrations/0027_completion_totals.ts';

/**
 * Every migration, in order. Names never change once released; a new change is a new entry.
 * Migrations are functions of the dialect so that column types come from `dialect.ts`.
 */
function migrations(kind: DbKind): Record<string, Migration> {
  return {
    '0001_contact': contactMigration(kind),
    '0002_accounts': accountsMigration(kind),
    '0003_curriculum': curriculumMigration(kind),
    '0004_progress': progressMigration(kind),
    '0005_notifications': notificationsMigration(kind),
    '0006_payments': paymentsMigration(kind),
    '0008_subscription_content': subscriptionContentMigration(),
    '0011_student_settings': studentSettingsMigration(kind),
    '0012_read_aloud': readAloudMigration(kind),
    '0013_attempts_by_time': attemptsByTimeMigration(),
    '0014_families': familiesMigration(kind),
    '0015_children_profiles': childrenProfilesMigration(kind),
    '0016_report_sends': reportSendsMigration(kind),
    '0017_parent_gate': parentGateMigration(),
    '0018_subject_language': subjectLanguageMigration(),
    '0019_skill_practice': skillPracticeMigration(kind),
    '0020_retention': retentionMigration(kind),
    '0021_contact_phone': contactPhoneMigration(),
    '0022_optional_child_details': optionalChildDetailsMigration(kind),
    '0023_tile_pictures': tilePicturesMigration(),
    '0024_story_readings': storyReadingsMigration(kind),
    '0025_story_recordings': storyRecordingsMigration(kind),
    '0026_completion_function': completionFunctionMigration(kind),
    '0027_completion_totals': completionTotalsMigration(kind),
  };
}

class StaticProvider implements MigrationProvider {
  private readonly kind: DbKind;
  constructor(kind: DbKind) {
    this.kind = kind;
  }
  async getMigrations() {
    return migrations(this.kind);
  }
}

/**
 * Brings the schema up to date, or up to and including migration `upTo` (tests of a migration
 * on an older schema's data); throws with the failing migration's name.
 */
export async function migrateToLatest({ db, kind, schema }: Db, upTo?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new StaticProvider(kind),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results = [] } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
