import { PARENT_PROOF_HEADER } from '../../domain/contract/parentGate.ts';
import type { Db } from '../db/database.ts';
import type { StudentTable } from '../db/schema.ts';
import { currentPolicyVersion } from '../modules/auth/index.ts';
import type {
  ContentSet,
  CurriculumActivity,
  CurriculumFile,
  ReviewState,
  SubjectFile,
} from '../modules/curriculum/index.ts';
import { importCurriculum } from '../modules/curriculum/index.ts';
import { createChild, newPhone, PASSWORD, signUp } from './auth.ts';
import type { TestApp } from './testApp.ts';

/**
 * What a test of a signed-in child needs: a small curriculum to learn from, and a student with
 * the header its requests send. Everything goes through `t.app.inject` or the test's database,
 * so it serves the cluster project too.
 */

type Unit = SubjectFile['units'][number];
type Topic = Unit['chapters'][number]['topics'][number];
type Bilingual = { en: string; kn: string };

/**
 * Changes a child's row directly (class, board, medium, name…), as a test does to put a child
 * where it needs them, and has the app forget the sessions it remembers (the guard hands routes
 * the child as it was read).
 */
export async function changeChildRow(t: TestApp, id: string, changes: Partial<StudentTable>) {
  await t.db.db.updateTable('students').set(changes).where('id', '=', id).execute();
  await t.forgetSessions();
}

/** The header of a request by the holder of `accessToken`. */
export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/**
 * The headers of a parent past the gate (issue 32): the bearer token and the parent proof the
 * gate's check gives for the password (`PASSWORD`), for the endpoints of the parent area.
 */
export async function asParent(t: TestApp, accessToken: string) {
  const checked = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/parent/gate/check',
    headers: bearer(accessToken),
    payload: { password: PASSWORD },
  });
  if (checked.statusCode !== 200) throw new Error(`the gate's check answered ${checked.statusCode}`);
  return { ...bearer(accessToken), [PARENT_PROOF_HEADER]: checked.json().data.proof as string };
}

/**
 * `student` with the headers of its requests: `headers` as the parent past the gate (most tests
 * are of what the parent does), `childHeaders` with the access token alone (the child playing).
 */
const withHeaders = async <S extends { tokenData: { accessToken: string } }>(t: TestApp, child: S) => ({
  ...child,
  headers: await asParent(t, child.tokenData.accessToken),
  childHeaders: bearer(child.tokenData.accessToken),
});

/** A student made in the database and logged in (`createStudent`: class 4, CBSE, English), with its header. */
export const signedInChild = async (t: TestApp) => withHeaders(t, await createChild(t));

/**
 * A child signed up as a parent would (`signUp`: OTP, consent to the policy of the day; class 3),
 * with its header.
 */
export const signedUpChild = async (t: TestApp) =>
  withHeaders(t, await signUp(t, newPhone(), currentPolicyVersion()));

const MCQ_QUESTIONS = [
  { prompt: '1 + 1', options: ['1', '2'], answer: 1, feedback: 'f' },
  { prompt: '2 + 2', options: ['4', '3'], answer: 0, feedback: 'f' },
  { prompt: '3 + 3', options: ['5', '6'], answer: 1, feedback: 'f' },
];

/**
 * A multiple-choice activity "Add" of 60 s with the first `questions` (1 to 3) of: 1 + 1 (answer
 * 1), 2 + 2 (answer 0), 3 + 3 (answer 1). All right is `[1, 0, 1].slice(0, questions)`.
 */
export const mcqActivity = (key: string, questions = 1): CurriculumActivity => ({
  key,
  kind: 'mcq',
  heading: { title: 'Add' },
  timerSeconds: 60,
  // Copies: a test that edits its activity (makeClips.test.ts) must not change the next test's.
  questions: MCQ_QUESTIONS.slice(0, questions).map((question) => ({
    ...question,
    options: [...question.options],
  })),
});

/** A topic; named "Topic" unless told. */
export const testTopic = (
  key: string,
  activities: CurriculumActivity[],
  name: Bilingual = { en: 'Topic', kn: 'ವಿಷಯ' },
): Topic => ({ key, name, activities });

/** Unit `number` (key `u<number>`, "Unit <number>"): one chapter `c` of `topics`; only unit 1 is free. */
export const testUnit = (
  number: number,
  topics: Topic[],
  chapterName: Bilingual = { en: 'Chapter', kn: 'ಅಧ್ಯಾಯ' },
): Unit => ({
  key: `u${number}`,
  number,
  name: { en: `Unit ${number}`, kn: `ಘಟಕ ${number}` },
  free: number === 1,
  chapters: [{ key: 'c', name: chapterName, topics }],
});

export interface TestSubject {
  units: Unit[];
  grade: string;
  set?: ContentSet;
  /** The subject: Maths (`maths`, blue) unless told; the icon and file are named after the key. */
  key?: string;
  name?: Bilingual;
  colour?: string;
  /** Its review state: approved (as live content is) unless told. */
  review?: ReviewState;
  /** Recorded read-aloud clips, by place in the file (`units.0.…questions.0.prompt` → `en/add.opus`). */
  recorded?: Record<string, string>;
}

/** The curriculum file of one subject. */
export const subjectFile = ({
  units,
  grade,
  set = 'english-medium',
  key = 'maths',
  name = { en: 'Maths', kn: 'ಗಣಿತ' },
  colour = '#2f80ed',
  review = 'approved',
  recorded,
}: TestSubject): CurriculumFile => ({
  file: `${key}.yaml`,
  set,
  grade,
  subject: { key, name, icon: key, colour, review, units },
  ...(recorded ? { recorded } : {}),
});

/** Imports one subject into the test's database (of a TestApp or a TestDatabase). */
export const importSubject = (db: Db, subject: TestSubject) =>
  importCurriculum(db.db, db.kind, [subjectFile(subject)], 'written');
