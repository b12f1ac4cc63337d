/**
 * The data of `npm run bench:scale`: on top of the imported curriculum, a catalogue and a
 * population the size of QUALITY.md's "Scale" row (25,000 topics, 200,000 activities, 100,000
 * students, 50 completions each: 5,000,000 activity_attempts, each with its coin_ledger row).
 *
 * The catalogue is spread like a real one: 8 content sets × classes 1-7 × up to 9 subjects of
 * 4 units × 3 chapters × about 4 topics of about 8 activities, whose kinds and bodies are copies
 * of imported activities. Students are in the three board/medium pairs that have content, and
 * each completed 50 activities in a row of their own class's catalogue (one point: one attempt,
 * one ledger row, as the API writes them). The two bench children are among them: the reader
 * (class 3, CBSE English, whose 50 completions start with class 3 maths, the subject measured)
 * and the writer (completions and check-ins go to this one, so that the reader's data stays
 * realistic while writes pile up).
 *
 * Completions are written in time order, every child's k-th before anyone's (k + 1)-th, so a
 * child's rows lie spread over the tables as in a live database (written child by child, they
 * would sit on a few pages and hide the cost of reading them).
 *
 * Fast: SQLite rows are written through prepared statements in large transactions by this
 * process before the API starts; PostgreSQL is filled with set-based SQL (generate_series),
 * then vacuumed and analysed as autovacuum would. Ids are UUID-shaped and increasing in
 * insertion order, so primary keys are appended to. The curriculum version mark is set at the
 * end, so an API already running reloads its in-memory catalogue.
 */
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { openDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import type { ActivityTable } from '../server/db/schema.ts';
import { loadSampleData } from '../server/db/seed.ts';
import { hashPassword } from '../server/modules/auth/index.ts';
import { markCurriculumChanged } from '../server/modules/curriculum/index.ts';
import type { FreshDatabase } from './lib/apiUnderTest.ts';

export interface ScalePlan {
  /** Totals, the imported curriculum included; below the imported counts nothing is added. */
  topics: number;
  activities: number;
  students: number;
  completionsPerStudent: number;
}

export const FULL_SCALE: ScalePlan = {
  topics: 25_000,
  activities: 200_000,
  students: 100_000,
  completionsPerStudent: 50,
};

/** The small data set: the imported curriculum and the two bench children with their completions. */
export const SMALL_SCALE: ScalePlan = { topics: 0, activities: 0, students: 2, completionsPerStudent: 50 };

export const BENCH_PASSWORD = 'Bench-Mango-42';
export const READER_PHONE = '9123400001';
export const WRITER_PHONE = '9123400002';

const SETS = [
  'english-medium',
  'kannada-medium',
  'hindi-medium',
  'urdu-medium',
  'marathi-medium',
  'tamil-medium',
  'telugu-medium',
  'malayalam-medium',
];
const GRADES = 7;
const CLASSES = SETS.length * GRADES;
/** Keys of the added subjects: none is a key of the imported ones. */
const KEYS = ['science', 'social', 'hindi', 'sanskrit', 'computers', 'art', 'music', 'gk', 'values'];
const UNITS_PER_SUBJECT = 4;
const CHAPTERS_PER_UNIT = 3;
const TOPICS_PER_SUBJECT = UNITS_PER_SUBJECT * CHAPTERS_PER_UNIT * 4;
/** The board/medium pairs with content (learning/access.service.ts `contentSetFor`). */
const PAIRS = [
  ['CBSE', 'English', 'english-medium'],
  ['Karnataka', 'English', 'english-medium'],
  ['Karnataka', 'Kannada', 'kannada-medium'],
] as const;

/** Id prefixes (8 hex digits) per table; the counter is the last 12 hex digits. */
const TAG = {
  subject: 'b5000000',
  unit: 'b5100000',
  chapter: 'b5200000',
  topic: 'b5300000',
  activity: 'b5400000',
  child: 'b5500000',
  attempt: 'b5600000',
  ledger: 'b5700000',
  token: 'b5800000',
  family: 'b5900000',
  parent: 'b5a00000',
};
const makeId = (tag: string, n: number) => `${tag}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const sqlId = (tag: string, n: string) => `format('${tag}-0000-4000-8000-%s', lpad(to_hex(${n}), 12, '0'))`;

/** When the completions happened: spread over the 200 days before the load. */
const EPOCH = Date.now() - 200 * 86_400_000;

interface Shape {
  subjects: number;
  units: number;
  chapters: number;
  topics: number;
  activities: number;
  students: number;
  readerIndex: number;
  writerIndex: number;
}

function shapeOf(plan: ScalePlan, imported: { topics: number; activities: number }): Shape {
  const wanted = Math.max(0, plan.topics - imported.topics);
  // Whole subjects of about TOPICS_PER_SUBJECT topics each (at least one topic per chapter).
  const subjects = Math.min(CLASSES * KEYS.length, Math.floor(wanted / TOPICS_PER_SUBJECT));
  const topics = subjects ? wanted : 0;
  const activities = topics ? Math.max(topics, plan.activities - imported.activities) : 0;
  const units = subjects * UNITS_PER_SUBJECT;
  const chapters = units * CHAPTERS_PER_UNIT;
  const readerIndex = Math.floor(plan.students / 3);
  return {
    subjects,
    units,
    chapters,
    topics,
    activities,
    students: plan.students,
    readerIndex,
    writerIndex: readerIndex + 1,
  };
}

/** Subject s belongs to class s mod CLASSES, so that every class gets subjects before any gets two. */
const subjectClass = (s: number) => ({
  set: SETS[Math.floor((s % CLASSES) / GRADES)] ?? '',
  grade: String(((s % CLASSES) % GRADES) + 1),
  key: KEYS[Math.floor(s / CLASSES)] ?? '',
});
/** Items i of `total` spread evenly over `parents`: parent floor(i·parents/total). */
const parentOf = (i: number, total: number, parents: number) => Math.floor((i * parents) / total);
const firstChildOf = (parent: number, total: number, parents: number) =>
  Math.ceil((parent * total) / parents);

export interface LoadReport {
  /** Wall time of the whole load, and of its parts: migrate and import, bulk rows, statistics. */
  seconds: number;
  phases: { importSeconds: number; rowsSeconds: number };
  counts: Record<string, number>;
}

const TABLES = [
  'subjects',
  'units',
  'chapters',
  'topics',
  'activities',
  'parents',
  'students',
  'refresh_tokens',
  'activity_attempts',
  'coin_ledger',
];

/** `plan` scaled by `fraction` (a quick run); at least the two bench children. */
export function scaledPlan(plan: ScalePlan, fraction: number): ScalePlan {
  return {
    topics: Math.round(plan.topics * fraction),
    activities: Math.round(plan.activities * fraction),
    students: Math.max(2, Math.round(plan.students * fraction)),
    completionsPerStudent: plan.completionsPerStudent,
  };
}

/**
 * Migrates `database`, imports the curriculum, then adds `plan`'s rows and marks the curriculum
 * changed (an API already running reloads its in-memory catalogue; one started later reads it
 * all anyway). Returns the time taken and the row counts.
 */
export async function loadScaleData(database: FreshDatabase, plan: ScalePlan): Promise<LoadReport> {
  const started = performance.now();
  const db = openDatabase(database.url, { schema: database.schema });
  try {
    await migrateToLatest(db);
    await loadSampleData(db);
  } finally {
    await db.close();
  }
  const imported = performance.now();
  // One hash for everyone: argon2 is slow on purpose, and only the bench children log in.
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const counts =
    database.kind === 'sqlite'
      ? loadSqlite(database.url, plan, passwordHash)
      : await loadPostgres(database.url, plan, passwordHash);
  const after = openDatabase(database.url, { schema: database.schema });
  try {
    await markCurriculumChanged(after.db);
  } finally {
    await after.close();
  }
  const done = performance.now();
  return {
    seconds: (done - started) / 1000,
    phases: { importSeconds: (imported - started) / 1000, rowsSeconds: (done - imported) / 1000 },
    counts,
  };
}

/** Student i: phone, class, board and medium (the bench children: class 3, CBSE English). */
function studentFields(i: number, shape: Shape) {
  const bench = i === shape.readerIndex ? READER_PHONE : i === shape.writerIndex ? WRITER_PHONE : null;
  const [board, medium, set] = bench ? PAIRS[0] : (PAIRS[i % PAIRS.length] ?? PAIRS[0]);
  return {
    phone: bench ?? `8${String(i).padStart(9, '0')}`,
    name: bench ? (i === shape.readerIndex ? 'Bench reader' : 'Bench writer') : `Child ${i}`,
    grade: bench ? '3' : String((i % GRADES) + 1),
    board,
    medium,
    set,
  };
}

/** An imported activity whose content the added ones copy. */
type Template = Omit<ActivityTable, 'id' | 'topic_id' | 'key' | 'position' | 'retired_at'>;

function loadSqlite(file: string, plan: ScalePlan, passwordHash: string): Record<string, number> {
  const sqlite = new SQLite(file);
  // WAL as the API runs it; nothing to keep safe until the load is done.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('foreign_keys = OFF');
  sqlite.pragma('cache_size = -1000000');
  sqlite.pragma('temp_store = MEMORY');
  const count = (table: string) =>
    (sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  const shape = shapeOf(plan, { topics: count('topics'), activities: count('activities') });
  const templates = sqlite
    .prepare(
      `select kind, heading_title, heading_image, instruction, timer_seconds, body, max_score
       from activities order by id`,
    )
    .all() as Template[];
  const looks = sqlite.prepare('select icon, colour from subjects order by position').all() as {
    icon: string;
    colour: string;
  }[];
  const basePosition = count('subjects');

  sqlite.transaction(() => {
    const subject = sqlite.prepare(
      `insert into subjects (id, content_set, grade, key, name_en, name_kn, icon, colour, position, retired_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, null)`,
    );
    for (let s = 0; s < shape.subjects; s++) {
      const { set, grade, key } = subjectClass(s);
      const look = looks[s % looks.length] ?? { icon: 'maths', colour: '#2f80ed' };
      const names = [`Subject ${key}`, `ವಿಷಯ ${key}`];
      subject.run(
        makeId(TAG.subject, s),
        set,
        grade,
        key,
        ...names,
        look.icon,
        look.colour,
        basePosition + s,
      );
    }
    const unit = sqlite.prepare(
      `insert into units (id, subject_id, key, number, name_en, name_kn, free, coin_cost, position, retired_at)
       values (?, ?, ?, ?, ?, ?, ?, null, ?, null)`,
    );
    for (let u = 0; u < shape.units; u++) {
      const n = u % UNITS_PER_SUBJECT;
      const subjectId = makeId(TAG.subject, Math.floor(u / UNITS_PER_SUBJECT));
      unit.run(
        makeId(TAG.unit, u),
        subjectId,
        `unit-${n + 1}`,
        n + 1,
        `Unit ${n + 1}`,
        `ಘಟಕ ${n + 1}`,
        n ? 0 : 1,
        n,
      );
    }
    const chapter = sqlite.prepare(
      `insert into chapters (id, unit_id, key, name_en, name_kn, position, retired_at)
       values (?, ?, ?, ?, ?, ?, null)`,
    );
    for (let c = 0; c < shape.chapters; c++) {
      const n = c % CHAPTERS_PER_UNIT;
      const unitId = makeId(TAG.unit, Math.floor(c / CHAPTERS_PER_UNIT));
      chapter.run(
        makeId(TAG.chapter, c),
        unitId,
        `chapter-${n + 1}`,
        `Chapter ${n + 1}`,
        `ಅಧ್ಯಾಯ ${n + 1}`,
        n,
      );
    }
    const topic = sqlite.prepare(
      `insert into topics (id, chapter_id, key, name_en, name_kn, position, retired_at)
       values (?, ?, ?, ?, ?, ?, null)`,
    );
    for (let t = 0; t < shape.topics; t++) {
      const c = parentOf(t, shape.topics, shape.chapters);
      const n = t - firstChildOf(c, shape.topics, shape.chapters);
      topic.run(
        makeId(TAG.topic, t),
        makeId(TAG.chapter, c),
        `topic-${n + 1}`,
        `Topic ${t}`,
        `ವಿಷಯಾಂಶ ${t}`,
        n,
      );
    }
    const activity = sqlite.prepare(
      `insert into activities (id, topic_id, key, kind, heading_title, heading_image, instruction,
         timer_seconds, body, max_score, position, retired_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, null)`,
    );
    for (let a = 0; a < shape.activities; a++) {
      const t = parentOf(a, shape.activities, shape.topics);
      const n = a - firstChildOf(t, shape.activities, shape.topics);
      const copy = templates[a % templates.length];
      if (!copy) throw new Error('no imported activity to copy');
      activity.run(
        makeId(TAG.activity, a),
        makeId(TAG.topic, t),
        `activity-${n + 1}`,
        copy.kind,
        copy.heading_title,
        copy.heading_image,
        copy.instruction,
        copy.timer_seconds,
        copy.body,
        copy.max_score,
        n,
      );
    }
  })();

  // Each class's activities in catalogue order: a child's completions are a run of them.
  const pools = new Map<string, { id: string; max_score: number; key: string }[]>();
  const ordered = sqlite
    .prepare(
      `select s.content_set, s.grade, s.key, a.id, a.max_score from activities a
       join topics t on t.id = a.topic_id join chapters c on c.id = t.chapter_id
       join units u on u.id = c.unit_id join subjects s on s.id = u.subject_id
       where s.content_set in ('english-medium', 'kannada-medium')
       order by s.content_set, s.grade, s.position, u.position, c.position, t.position, a.position`,
    )
    .all() as { content_set: string; grade: string; key: string; id: string; max_score: number }[];
  for (const row of ordered) {
    const pool = pools.get(`${row.content_set}/${row.grade}`) ?? [];
    pool.push({ id: row.id, max_score: row.max_score, key: row.key });
    pools.set(`${row.content_set}/${row.grade}`, pool);
  }
  const mathsStart = Math.max(
    0,
    (pools.get('english-medium/3') ?? []).findIndex((a) => a.key === 'maths'),
  );

  // Each child under a parent of their own (ADR 018): the phone and password are the parent's.
  const parent = sqlite.prepare(
    `insert into parents (id, phone, password_hash, email, gate_pin_hash, report_opt_in, report_language,
       created_at, updated_at) values (?, ?, ?, null, null, 0, null, ?, ?)`,
  );
  const child = sqlite.prepare(
    `insert into students (id, parent_id, student_name, gender, grade, board, medium,
       school_name, state, district, taluk, photo, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, null, 'Karnataka', 'Mandya', 'Maddur', null, ?, ?)`,
  );
  const token = sqlite.prepare(
    `insert into refresh_tokens (id, token_hash, family_id, rotated_from_id, student_id, parent_id,
       active_student_id, device_id, created_at, expires_at, rotated_at, revoked_at)
     values (?, ?, ?, null, ?, ?, ?, 'phone', ?, ?, null, null)`,
  );
  const attempt = sqlite.prepare(
    `insert into activity_attempts (id, student_id, activity_id, idempotency_key, score, total, coins,
       answers, created_at) values (?, ?, ?, ?, 1, ?, 1, '[0]', ?)`,
  );
  const ledger = sqlite.prepare(
    `insert into coin_ledger (id, student_id, amount, reason, reference, created_at)
     values (?, ?, 1, 'activity', ?, ?)`,
  );
  const joined = new Date(EPOCH).toISOString();
  const expires = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const students = sqlite.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const fields = studentFields(i, shape);
      const id = makeId(TAG.child, i);
      const parentId = makeId(TAG.parent, i);
      const gender = i % 2 ? 'Female' : 'Male';
      parent.run(parentId, fields.phone, passwordHash, joined, joined);
      child.run(id, parentId, fields.name, gender, fields.grade, fields.board, fields.medium, joined, joined);
      token.run(makeId(TAG.token, i), `bench-${i}`, makeId(TAG.family, i), id, parentId, id, joined, expires);
    }
  });
  const STEP = 5000;
  for (let from = 0; from < shape.students; from += STEP)
    students(from, Math.min(shape.students, from + STEP));

  // Completions in the order a live database receives them: completion k of every child, then
  // k + 1 (k's days come before k + 1's), so a child's rows lie far apart, as in production,
  // not side by side on the same pages.
  const poolOf = Array.from({ length: shape.students }, (_, i) => {
    const fields = studentFields(i, shape);
    return pools.get(`${fields.set}/${fields.grade}`) ?? [];
  });
  const completions = sqlite.transaction((k: number, from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const pool = poolOf[i] ?? [];
      if (k >= Math.min(plan.completionsPerStudent, pool.length)) continue;
      const start = i === shape.readerIndex ? mathsStart : (i * 7919) % pool.length;
      const activity = pool[(start + k) % pool.length];
      if (!activity) continue;
      const n = k * shape.students + i;
      const at = new Date(EPOCH + (k * 4 + (i % 4)) * 86_400_000 + (i % 36_000) * 1000).toISOString();
      attempt.run(
        makeId(TAG.attempt, n),
        makeId(TAG.child, i),
        activity.id,
        makeId(TAG.attempt, n),
        activity.max_score,
        at,
      );
      ledger.run(makeId(TAG.ledger, n), makeId(TAG.child, i), `${activity.id}#1`, at);
    }
  });
  const CHUNK = 50_000;
  for (let k = 0; k < plan.completionsPerStudent; k++)
    for (let from = 0; from < shape.students; from += CHUNK)
      completions(k, from, Math.min(shape.students, from + CHUNK));
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  const counts = Object.fromEntries(TABLES.map((table) => [table, count(table)]));
  sqlite.close();
  return counts;
}

/** The same rows as loadSqlite, by set-based SQL (one statement per table). */
async function loadPostgres(url: string, plan: ScalePlan, passwordHash: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // Each statement's time on stderr: the big ones take minutes at full scale.
  const run = async (text: string, values: unknown[] = []) => {
    const started = performance.now();
    const result = await client.query(text, values);
    const seconds = (performance.now() - started) / 1000;
    if (seconds >= 1) console.error(`  ${seconds.toFixed(1)} s: ${text.replace(/\s+/g, ' ').slice(0, 60)}`);
    return result;
  };
  const count = async (table: string) =>
    Number((await run(`select count(*) as n from ${table}`)).rows[0]?.n ?? 0);
  const shape = shapeOf(plan, { topics: await count('topics'), activities: await count('activities') });
  const templates = await count('activities');
  const basePosition = await count('subjects');
  const looks = (await run('select icon, colour from subjects order by position')).rows as {
    icon: string;
    colour: string;
  }[];
  // Foreign keys are not checked row by row here: the rows are consistent by construction.
  await run('set session_replication_role = replica');
  await run(`set work_mem = '256MB'`);
  await run('begin');

  await run(
    `insert into subjects (id, content_set, grade, key, name_en, name_kn, icon, colour, position, retired_at)
     select ${sqlId(TAG.subject, 's')}, x.set, x.grade, x.key, 'Subject ' || x.key, 'ವಿಷಯ ' || x.key,
       ($5::text[])[s % $7 + 1], ($6::text[])[s % $7 + 1], $8 + s, null
     from generate_series(0, $1 - 1) s,
       lateral (select ($2::text[])[(s % $4) / ${GRADES} + 1] as set, ((s % $4) % ${GRADES} + 1)::text as grade,
         ($3::text[])[s / $4 + 1] as key) x`,
    [
      shape.subjects,
      SETS,
      KEYS,
      CLASSES,
      looks.map((l) => l.icon),
      looks.map((l) => l.colour),
      looks.length,
      basePosition,
    ],
  );
  await run(
    `insert into units (id, subject_id, key, number, name_en, name_kn, free, coin_cost, position, retired_at)
     select ${sqlId(TAG.unit, 'u')}, ${sqlId(TAG.subject, `u / ${UNITS_PER_SUBJECT}`)},
       'unit-' || (n + 1), n + 1, 'Unit ' || (n + 1), 'ಘಟಕ ' || (n + 1), n = 0, null, n, null
     from generate_series(0, $1 - 1) u, lateral (select u % ${UNITS_PER_SUBJECT} as n) x`,
    [shape.units],
  );
  await run(
    `insert into chapters (id, unit_id, key, name_en, name_kn, position, retired_at)
     select ${sqlId(TAG.chapter, 'c')}, ${sqlId(TAG.unit, `c / ${CHAPTERS_PER_UNIT}`)},
       'chapter-' || (n + 1), 'Chapter ' || (n + 1), 'ಅಧ್ಯಾಯ ' || (n + 1), n, null
     from generate_series(0, $1 - 1) c, lateral (select c % ${CHAPTERS_PER_UNIT} as n) x`,
    [shape.chapters],
  );
  // Item i of `total` under parent floor(i·parents/total), at position i − ceil(parent·total/parents).
  await run(
    `insert into topics (id, chapter_id, key, name_en, name_kn, position, retired_at)
     select ${sqlId(TAG.topic, 't')}, ${sqlId(TAG.chapter, 'p')}, 'topic-' || (n + 1), 'Topic ' || t,
       'ವಿಷಯಾಂಶ ' || t, n, null
     from generate_series(0::bigint, $1 - 1) t,
       lateral (select t * $2 / $1 as p) x,
       lateral (select t - (x.p * $1 + $2 - 1) / $2 as n) y`,
    [shape.topics, shape.chapters],
  );
  await run(
    `with copies as (
       select row_number() over (order by id) - 1 as i, kind, heading_title, heading_image, instruction,
         timer_seconds, body, max_score from activities)
     insert into activities (id, topic_id, key, kind, heading_title, heading_image, instruction,
       timer_seconds, body, max_score, position, retired_at)
     select ${sqlId(TAG.activity, 'a')}, ${sqlId(TAG.topic, 'p')}, 'activity-' || (n + 1), c.kind,
       c.heading_title, c.heading_image, c.instruction, c.timer_seconds, c.body, c.max_score, n, null
     from generate_series(0::bigint, $1 - 1) a,
       lateral (select a * $2 / $1 as p) x,
       lateral (select a - (x.p * $1 + $2 - 1) / $2 as n) y,
       copies c where c.i = a % $3`,
    [shape.activities, shape.topics, templates],
  );

  await run(
    `create temp table pool on commit drop as
     select s.content_set, s.grade, s.key, a.id, a.max_score,
       (row_number() over (partition by s.content_set, s.grade
          order by s.position, u.position, c.position, t.position, a.position) - 1)::int as idx
     from activities a join topics t on t.id = a.topic_id join chapters c on c.id = t.chapter_id
       join units u on u.id = c.unit_id join subjects s on s.id = u.subject_id
     where s.content_set in ('english-medium', 'kannada-medium')`,
  );
  await run('create index on pool (content_set, grade, idx)');
  await run('analyze pool');
  // Each class's pool size and where its maths starts, counted once (not once per student).
  await run(
    `create temp table sizes on commit drop as
     select content_set, grade, count(*)::int as n, min(idx) filter (where key = 'maths') as maths
     from pool group by content_set, grade`,
  );
  // Student i, as studentFields() describes it.
  await run(
    `create temp table people on commit drop as
     select i, x.phone, x.name, x.grade, x.board, x.medium, x.set,
       case when i = $1 then coalesce(z.maths, 0) else ((i * 7919) % nullif(z.n, 0))::int end as start, z.n as size
     from generate_series(0::bigint, $3 - 1) i,
       lateral (select i in ($1, $2) as bench) b,
       lateral (select
         case when i = $1 then '${READER_PHONE}' when i = $2 then '${WRITER_PHONE}'
           else '8' || lpad(i::text, 9, '0') end as phone,
         case when i = $1 then 'Bench reader' when i = $2 then 'Bench writer' else 'Child ' || i end as name,
         case when b.bench then '3' else ((i % ${GRADES}) + 1)::text end as grade,
         ($4::text[])[case when b.bench then 1 else i % 3 + 1 end] as board,
         ($5::text[])[case when b.bench then 1 else i % 3 + 1 end] as medium,
         ($6::text[])[case when b.bench then 1 else i % 3 + 1 end] as set) x
       left join sizes z on z.content_set = x.set and z.grade = x.grade`,
    [
      shape.readerIndex,
      shape.writerIndex,
      shape.students,
      PAIRS.map((p) => p[0]),
      PAIRS.map((p) => p[1]),
      PAIRS.map((p) => p[2]),
    ],
  );
  // Without statistics the planner joins every student with their whole class's pool.
  await run('analyze people');
  const joined = new Date(EPOCH).toISOString();
  await run(
    `insert into parents (id, phone, password_hash, email, gate_pin_hash, report_opt_in, report_language,
       created_at, updated_at)
     select ${sqlId(TAG.parent, 'i')}, phone, $1, null, null, false, null, $2, $2 from people order by i`,
    [passwordHash, joined],
  );
  await run(
    `insert into students (id, parent_id, student_name, gender, grade, board, medium,
       school_name, state, district, taluk, photo, created_at, updated_at)
     select ${sqlId(TAG.child, 'i')}, ${sqlId(TAG.parent, 'i')}, name,
       case when i % 2 = 1 then 'Female' else 'Male' end,
       grade, board, medium, null, 'Karnataka', 'Mandya', 'Maddur', null, $1, $1
     from people order by i`,
    [joined],
  );
  await run(
    `insert into refresh_tokens (id, token_hash, family_id, rotated_from_id, student_id, parent_id,
       active_student_id, device_id, created_at, expires_at, rotated_at, revoked_at)
     select ${sqlId(TAG.token, 'i')}, 'bench-' || i, ${sqlId(TAG.family, 'i')}, null, ${sqlId(TAG.child, 'i')},
       ${sqlId(TAG.parent, 'i')}, ${sqlId(TAG.child, 'i')}, 'phone', $1, now() + interval '30 days', null, null
     from people order by i`,
    [joined],
  );
  await run(
    `insert into activity_attempts (id, student_id, activity_id, idempotency_key, score, total, coins,
       answers, created_at)
     select ${sqlId(TAG.attempt, 'n')}, ${sqlId(TAG.child, 'h.i')}, p.id, ${sqlId(TAG.attempt, 'n')}, 1,
       p.max_score, 1, '[0]',
       $2::timestamptz + (k * 4 + h.i % 4) * interval '1 day' + (h.i % 36000) * interval '1 second'
     from people h
       cross join lateral generate_series(0, least($1, h.size) - 1) k
       join pool p on p.content_set = h.set and p.grade = h.grade and p.idx = (h.start + k) % h.size,
       lateral (select k * $3 + h.i as n) x
     order by k, h.i`,
    [plan.completionsPerStudent, joined, shape.students],
  );
  await run(
    `insert into coin_ledger (id, student_id, amount, reason, reference, created_at)
     select '${TAG.ledger}' || substr(id, 9), student_id, 1, 'activity', activity_id || '#1', created_at
     from activity_attempts where id like '${TAG.attempt}-%' order by id`,
  );
  await run('commit');
  await run('set session_replication_role = default');
  // The state a live database settles in (autovacuum would do it, in the middle of the bench).
  await run(`vacuum (analyze) ${TABLES.join(', ')}`);
  // The load's gigabytes written out now, not by the checkpointer during the first rounds.
  await run('checkpoint');
  const counts: Record<string, number> = {};
  for (const table of TABLES) counts[table] = await count(table);
  await client.end();
  return counts;
}
