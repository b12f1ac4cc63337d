/**
 * `npm run notify`: publishes a broadcast notification (the navbar bell of every child it
 * reaches). Both languages are required; an audience left out reaches everyone.
 *
 *   npm run notify -- --title-en "New videos" --title-kn "ಹೊಸ ವಿಡಿಯೋಗಳು" \
 *     --content-en "Class 3 EVS has new videos." --content-kn "3ನೇ ತರಗತಿ ಪರಿಸರ ಅಧ್ಯಯನಕ್ಕೆ ಹೊಸ ವಿಡಿಯೋಗಳು." \
 *     [--grade 3] [--board Karnataka] [--medium Kannada] [--image /images/icons/videos.svg]
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { publishBroadcast } from '../modules/notifications/index.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const text = { type: 'string' } as const;
const { values } = parseArgs({
  options: {
    'title-en': text,
    'title-kn': text,
    'content-en': text,
    'content-kn': text,
    grade: text,
    board: text,
    medium: text,
    image: text,
  },
});
const missing = ['title-en', 'title-kn', 'content-en', 'content-kn'].filter(
  (name) => !values[name as keyof typeof values]?.trim(),
);
if (missing.length) {
  console.error(`Missing ${missing.map((name) => `--${name}`).join(', ')} (both languages are needed).`);
  process.exit(1);
}
if (values.grade && !/^[1-7]$/.test(values.grade)) {
  console.error('--grade is a class from 1 to 7.');
  process.exit(1);
}
try {
  const db = openDatabase(loadConfig().databaseUrl);
  await migrateToLatest(db);
  const id = await publishBroadcast(db.db, {
    title: { en: values['title-en'] ?? '', kn: values['title-kn'] ?? '' },
    content: { en: values['content-en'] ?? '', kn: values['content-kn'] ?? '' },
    grade: values.grade,
    board: values.board,
    medium: values.medium,
    imageUrl: values.image,
  });
  await db.close();
  const audience = [values.grade && `class ${values.grade}`, values.board, values.medium].filter(Boolean);
  console.log(`Published notification ${id} to ${audience.length ? audience.join(', ') : 'everyone'}.`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
