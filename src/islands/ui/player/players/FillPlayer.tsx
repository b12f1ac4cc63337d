import { useId, useState } from 'react';
import { isKannada, takeBack, typeOn } from '../../../../../domain/rules/kannadaPad.ts';
import { keypadFor } from '../../../../../domain/rules/keypad.ts';
import { fillMatches } from '../../../../../domain/rules/scoring.ts';
import { buildTiles, usesTiles } from '../../../../../domain/rules/tiles.ts';
import { ActionIcon } from '../../ActionIcon.tsx';
import { say } from '../../readAloud.ts';
import { contentItem, listensFirst, Speaker, uiItem, useReadAloud } from '../ReadAloud.tsx';
import { ClockFace } from './ClockFace.tsx';
import Feedback from './Feedback.tsx';
import KannadaPad from './KannadaPad.tsx';
import QuestionSteps from './QuestionSteps.tsx';
import type { PlayerProps } from './types.ts';

/**
 * Fill in the blanks, then Check; the answer stays and the feedback shows. The blank is typed
 * into with the phone's keyboard, or, in classes 1–2 and wherever every answer is a few letters,
 * built from letter tiles under the sentence (issue 29, lib/tiles.ts): a tap reads the tile and
 * puts it in the blank, the last tile takes the last letter back. No keyboard opens for tiles.
 */
export default function FillPlayer({
  body,
  answers,
  onAnswer,
  t,
  seed,
  grade,
}: PlayerProps<'fill'> & { grade?: string | null | undefined }) {
  const [drafts, setDrafts] = useState<string[]>(() => body.questions.map(() => ''));
  // The tiles tapped so far, per question (a Kannada letter is several code points: taken back whole).
  const [built, setBuilt] = useState<string[][]>(() => body.questions.map(() => []));
  // The on-screen Kannada letter pad (issue 29): offered above class 2 for a Kannada answer.
  const [pad, setPad] = useState(false);
  // Unique on the page: the content preview shows several fill activities at once.
  const player = useId();
  const read = useReadAloud();
  // Every question's answers: they decide together whether tiles come, and join each other's tiles.
  const all = body.questions.map((q) => q.answers);
  const prompt = (i: number) =>
    contentItem(read, body.questions[i]?.prompt, read?.audio?.questions?.[i]?.prompt);
  return (
    <QuestionSteps count={body.questions.length} answered={(i) => answers[i] != null} prompt={prompt} t={t}>
      {(index) => {
        const question = body.questions[index];
        if (!question) return null;
        const given = answers[index] as string | null;
        const [before, after] = question.prompt.split('___');
        const id = `${player}blank-${index}`;
        const tiled = usesTiles(question.answers, grade, all);
        const kannada = !tiled && isKannada(question.answers);
        const setDraft = (next: string) => setDrafts(drafts.map((d, i) => (i === index ? next : d)));
        const pieces = built[index] ?? [];
        const draft = tiled ? pieces.join('') : (drafts[index] ?? '');
        const state = given == null ? '' : fillMatches(question.answers, given) ? 'right' : 'wrong';
        const setPieces = (next: string[]) => setBuilt(built.map((b, i) => (i === index ? next : b)));
        const tap = (tile: string) => {
          // Read on every tap while the sounds are on (a muted child hears nothing, as elsewhere).
          const item = contentItem(read, tile, read?.audio?.tiles?.[tile]);
          // The first letter of an answer: then what to tap when it is built (issue 29), once.
          const then =
            pieces.length === 0 && listensFirst(read) ? uiItem(read, 'activity.check.spoken') : null;
          if (read?.on && item) say([item, then], read.voice === 'device');
          setPieces([...pieces, tile]);
        };
        return (
          <form
            key={index}
            className="fill"
            data-tiles={tiled || undefined}
            onSubmit={(event) => {
              event.preventDefault();
              if (given == null && draft.trim()) onAnswer(index, draft);
            }}
          >
            {question.clock && <ClockFace time={question.clock} label={t('activity.clock')} />}
            <p className="question__prompt fill__sentence">
              {before}
              <label className="sr-only" htmlFor={id}>
                {t('activity.answerLabel')}
              </label>
              {tiled ? (
                // Filled by the tiles only: no text box, so no keyboard opens.
                <output
                  id={id}
                  className="fill__blank fill__blank--tiles"
                  aria-live="polite"
                  data-state={state}
                >
                  {given ?? draft}
                </output>
              ) : (
                <input
                  id={id}
                  className="fill__blank"
                  value={given ?? drafts[index] ?? ''}
                  readOnly={given != null}
                  inputMode={pad && kannada ? 'none' : keypadFor(question.answers)}
                  autoComplete="off"
                  autoCapitalize="off"
                  spellCheck={false}
                  enterKeyHint="done"
                  data-state={state}
                  onChange={(event) =>
                    setDrafts(drafts.map((d, i) => (i === index ? event.target.value : d)))
                  }
                />
              )}
              {after}
            </p>
            <Speaker item={prompt(index)} className="speaker--prompt" />
            {kannada && given == null && (
              <KannadaPad
                open={pad}
                onOpen={setPad}
                onKey={(key) => setDraft(key === null ? takeBack(draft) : typeOn(draft, key))}
                canTakeBack={draft.length > 0}
                t={t}
              />
            )}
            {tiled && given == null && (
              <fieldset className="tiles">
                <legend className="sr-only">{t('activity.tiles')}</legend>
                {buildTiles(question.answers, `${seed}|${index}`, grade, all).tiles.map((tile) => (
                  <button
                    key={tile}
                    type="button"
                    className="tile"
                    lang={/[\u0C80-\u0CFF]/.test(tile) ? 'kn' : undefined}
                    aria-label={tile === ' ' ? t('activity.tiles.space') : undefined}
                    onClick={() => tap(tile)}
                  >
                    {tile === ' ' ? '␣' : tile}
                  </button>
                ))}
                <button
                  type="button"
                  className="tile tile--undo"
                  aria-label={t('activity.tiles.undo')}
                  disabled={pieces.length === 0}
                  onClick={() => setPieces(pieces.slice(0, -1))}
                >
                  <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                    <path
                      d="M9 5h11a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H9l-6-7z"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinejoin="round"
                    />
                    <path
                      d="M11.5 9.5l5 5M16.5 9.5l-5 5"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
              </fieldset>
            )}
            {given == null ? (
              <button type="submit" className="button" disabled={!draft.trim()}>
                <ActionIcon name="check" />
                {t('activity.check')}
              </button>
            ) : (
              <Feedback
                ok={fillMatches(question.answers, given)}
                // A wrong answer also shows the right one.
                text={
                  fillMatches(question.answers, given)
                    ? question.feedback
                    : `${question.answers[0]} · ${question.feedback}`
                }
                t={t}
              />
            )}
          </form>
        );
      }}
    </QuestionSteps>
  );
}
