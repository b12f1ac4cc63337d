import { describe, expect, it } from 'vitest';
import type { CurriculumActivity } from '../../curriculum/index.ts';
import { fixtureFile } from '../fixture.ts';
import { relationLines } from './relationLines.ts';

const match = (lines: string[]): CurriculumActivity => ({
  key: 'pairs',
  kind: 'match',
  heading: { title: 'Match' },
  instruction: 'Match each word to its opposite.',
  pairs: lines.map((feedback, n) => ({ left: `word ${n}`, right: `other ${n}`, feedback })),
});
const leadsOf = (activity: CurriculumActivity) =>
  relationLines([fixtureFile([activity], { set: 'english-medium', subject: 'english' })]).map(
    (lead) => lead.at,
  );

describe('feedback lines that only name a relation (content:leads -- relation)', () => {
  it('lists a line that names the opposite, a place, a case or a fame, and leaves one that says how a child tells it', () => {
    expect(
      leadsOf(
        match([
          'Awake is the opposite of asleep.',
          'Awake means your eyes are open; asleep means they are shut.',
          'Mysuru is famous for silk.',
          'Mysuru silk is woven from thread that silkworms spin.',
          '35ರಲ್ಲಿ 3 ಹತ್ತರ ಸ್ಥಾನದಲ್ಲಿದೆ.',
          'ಶಾಲೆ ದೇವಸ್ಥಾನದ ಉತ್ತರಕ್ಕಿದೆ.',
        ]),
      ),
    ).toEqual(['t/pairs pairs.0', 't/pairs pairs.2', 't/pairs pairs.4']);
  });
});
