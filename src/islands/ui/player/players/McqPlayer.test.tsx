import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityBody } from '../../../../../domain/contract/activity.ts';
import type { ActivityAudio } from '../../../../../domain/contract/audio.ts';
import { en } from '../../../../../domain/i18n/en.ts';
import { createTranslate } from '../../../../../domain/i18n/translate.ts';

// What a tap says: the player's own reading of an option, in place of the page's audio element.
vi.mock('../ReadAloud.tsx', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../ReadAloud.tsx')>()),
  sayNow: vi.fn(),
}));
const { ReadAloudContext, sayNow, Speaker } = await import('../ReadAloud.tsx');
const { default: McqPlayer } = await import('./McqPlayer.tsx');
type ReadAloudValue = import('../ReadAloud.tsx').ReadAloudValue;

/**
 * A text its author left silent (`{ text: 'e', audio: none }`; the answer's `{ silent: true }`):
 * hearing it would give the answer away (E and e are both "ee"). In class 1, where a first tap
 * on an option reads it, the silent option shows no speaker, is not read on a tap (not even by
 * the phone's own voice), and the first tap chooses it; the spoken options read as before.
 */
const t = createTranslate(en);
const body = {
  kind: 'mcq',
  questions: [
    { prompt: 'Which is small e?', options: ['a', 'e', 'o'], answer: 1, feedback: 'e is small E.' },
  ],
} as Extract<ActivityBody, { kind: 'mcq' }>;
const clip = (id: string) => ({ url: `/v1/audio/${id.padEnd(32, '0')}.opus`, synthetic: true });
const audio: ActivityAudio = {
  title: clip('a1'),
  instruction: null,
  questions: [
    { prompt: clip('b1'), options: [clip('c1'), { silent: true }, clip('c3')], feedback: clip('d1') },
  ],
};
/** Class 1: sounds on, read by itself, listen first. */
const read: ReadAloudValue = {
  language: 'en',
  locale: 'en',
  ui: null,
  autoRead: true,
  voice: 'clips',
  t,
  on: true,
  unmute: () => {},
  audio,
  instruction: null,
};
const props = (onAnswer = vi.fn()) => ({ body, answers: [null], onAnswer, t, seed: 'seed' });

/** Every element of a tree, depth first. */
function* elements(node: ReactNode): Generator<ReactElement<Record<string, unknown>>> {
  if (Array.isArray(node)) for (const child of node) yield* elements(child);
  else if (isValidElement<Record<string, unknown>>(node)) {
    yield node;
    yield* elements(node.props.children as ReactNode);
  }
}

/** What Probe drew last: McqPlayer's first question, and the answers it gives. */
let drawn: ReactNode = null;
let answerTo = vi.fn();
/**
 * McqPlayer called inside a component rendered in the read-aloud context, so its hooks work:
 * QuestionSteps' question is its render function's answer for question 0.
 */
function Probe() {
  const steps = McqPlayer(props(answerTo)) as ReactElement<{ children: (i: number) => ReactNode }>;
  drawn = steps.props.children(0);
  return null;
}

/**
 * The first question as McqPlayer draws it, as elements (no DOM here). Each option: its text,
 * its button and its speaker.
 */
function firstQuestion(onAnswer = vi.fn()) {
  answerTo = onAnswer;
  renderToStaticMarkup(
    <ReadAloudContext.Provider value={read}>
      <Probe />
    </ReadAloudContext.Provider>,
  );
  return [...elements(drawn)]
    .filter((row) => row.props.className === 'choice-row')
    .map((row) => {
      const [button, speaker] = [...elements(row.props.children as ReactNode)].filter(
        (el) => el.type === 'button' || el.type === Speaker,
      ) as ReactElement<{ children: ReactElement<{ text: string }>; onClick: () => void; item: unknown }>[];
      // The button holds the option's text with its picture, if it has one (issue 29).
      return { text: button?.props.children.props.text, button, speaker };
    });
}

describe('McqPlayer and a silent option (audio: none)', () => {
  beforeEach(() => vi.mocked(sayNow).mockClear());

  it('draws no speaker for the silent option, and one for each other option and the prompt', () => {
    const html = renderToStaticMarkup(
      <ReadAloudContext.Provider value={read}>
        <McqPlayer {...props()} />
      </ReadAloudContext.Provider>,
    );
    const speakers = [...html.matchAll(/aria-label="([^"]*)"[^>]*data-clip="([^"]*)"/g)].map((m) => m[1]);
    expect(speakers.sort()).toEqual(['Listen: Which is small e?', 'Listen: a', 'Listen: o']);
    // Nor is the silent option told "tap once to hear it": one tap chooses it.
    const buttons = [...html.matchAll(/<button[^>]*class="choice"[^>]*>([^<]*)<\/button>/g)];
    expect(buttons.map((b) => [b[1], /aria-describedby="listen-first"/.test(b[0])]).sort()).toEqual([
      ['a', true],
      ['e', false],
      ['o', true],
    ]);
  });

  it('a tap on the silent option plays nothing and chooses it; a tap on another reads it first', () => {
    const onAnswer = vi.fn();
    const options = firstQuestion(onAnswer);
    expect(options.map((o) => [o.text, o.speaker?.props.item === null]).sort()).toEqual([
      ['a', false],
      ['e', true],
      ['o', false],
    ]);
    const silent = options.find((o) => o.text === 'e');
    silent?.button?.props.onClick();
    expect(sayNow).not.toHaveBeenCalled();
    expect(onAnswer).toHaveBeenCalledWith(0, 1);

    const spoken = firstQuestion(onAnswer).find((o) => o.text === 'a');
    spoken?.button?.props.onClick();
    expect(sayNow).toHaveBeenCalledTimes(1);
    expect(vi.mocked(sayNow).mock.calls[0]?.[1]).toMatchObject({ text: 'a', url: clip('c1').url });
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });
});

describe('McqPlayer with pictures (issue 29)', () => {
  const pictured = {
    kind: 'mcq',
    pictures: { mango: 'mango', dog: 'dog', cat: 'cat' },
    questions: [
      {
        prompt: 'How many mangoes?',
        show: { picture: 'mango', count: 4 },
        options: ['3', '4', '5'],
        answer: 1,
        feedback: 'Four mangoes.',
      },
      { prompt: 'Which one do we eat?', options: ['mango', 'dog', 'cat'], answer: 0, feedback: 'A mango.' },
      { prompt: 'Tap the mango.', options: ['mango', 'dog', 'cat'], answer: 0, feedback: 'A mango.' },
    ],
  } as Extract<ActivityBody, { kind: 'mcq' }>;
  /** The player showing `question` of the pictured body as its first. */
  const draw = (question: number) =>
    renderToStaticMarkup(
      <ReadAloudContext.Provider value={read}>
        <McqPlayer
          body={{ ...pictured, questions: pictured.questions.slice(question) }}
          answers={[null, null, null]}
          onAnswer={vi.fn()}
          t={t}
          seed="seed"
        />
      </ReadAloudContext.Provider>,
    );

  it('shows the picture to count as many times as asked, and options without pictures as words', () => {
    const html = draw(0);
    const show = html.match(/<div class="mcq__show"[^>]*>(.*?)<\/div>/)?.[1] ?? '';
    expect([...show.matchAll(/src="\/pictures\/mango\.svg"/g)]).toHaveLength(4);
    expect(html).not.toContain('data-pictures="all"');
  });

  it('puts each picture in its option, beside its word, as big tiles when every option has one', () => {
    const html = draw(1);
    expect(html).toContain('data-pictures="all"');
    const options = [...html.matchAll(/<button[^>]*class="choice"[^>]*>(.*?)<\/button>/g)].map((m) => m[1]);
    expect(options.sort()).toEqual(
      ['cat', 'dog', 'mango'].map(
        (name) =>
          `<img class="picture" src="/pictures/${name}.svg" alt="" width="48" height="48" decoding="async" draggable="false"/><span class="picture__word">${name}</span>`,
      ),
    );
  });

  it('hides the words under the pictures when the prompt names an option (a reader would match letters)', () => {
    const html = draw(2);
    const options = [...html.matchAll(/<button[^>]*class="choice"[^>]*>(.*?)<\/button>/g)].map((m) => m[1]);
    // The word stays for a screen reader (and is heard on a tap); none shows under its picture.
    expect(options.sort()).toEqual(
      ['cat', 'dog', 'mango'].map(
        (name) =>
          `<img class="picture" src="/pictures/${name}.svg" alt="" width="48" height="48" decoding="async" draggable="false"/><span class="sr-only">${name}</span>`,
      ),
    );
  });
});
