import { describe, expect, it } from 'vitest';
import { fixtureFile, mcqActivity } from '../fixture.ts';
import { passageInPrompts } from './passageInPrompts.ts';

const story = 'Ravi has a red kite. He goes to the park with his sister Asha. The wind is strong.';
const check = (...activities: Parameters<typeof fixtureFile>[0]) =>
  passageInPrompts([fixtureFile(activities, { set: 'english-medium' })]).map(
    (p) => `${p.path.replace(/^.*activities\.0\./, '')}: ${p.message}`,
  );

describe('stories in prompts', () => {
  it('flags a story pasted into every prompt, or into the instruction and a prompt', () => {
    expect(check(mcqActivity([`${story} What colour is the kite?`, `${story} Where does Ravi go?`]))).toEqual(
      ['questions.1.prompt: repeats "Ravi has a red kite. He goes to the park…": put the story in `passage`'],
    );
    expect(
      check(mcqActivity([`${story} Who goes with Ravi?`], { instruction: `Read. ${story}` })),
    ).toHaveLength(1);
  });

  it('flags a prompt or instruction of more than 220 characters', () => {
    const long = `${'Anu helps her grandfather in the garden. '.repeat(6)}What does Anu do?`;
    expect(long.length).toBeGreaterThan(220);
    expect(check(mcqActivity([long]))).toEqual([
      `questions.0.prompt: ${long.length} characters: put the story in \`passage\``,
    ]);
    expect(check(mcqActivity(['Who?'], { instruction: long }))).toHaveLength(1);
  });

  it('passes a story given once in `passage`, short shared sentences, and a long-ish prompt', () => {
    const passage = { title: 'Ravi and his kite', text: story };
    expect(check(mcqActivity(['What colour is the kite?', 'Where does Ravi go?'], { passage }))).toEqual([]);
    expect(
      check(mcqActivity(['Look at the picture. Which is red?', 'Look at the picture. Which is blue?'])),
    ).toEqual([]);
    expect(check(mcqActivity([`${story} What colour is the kite?`]))).toEqual([]);
  });
});
