import { useId, useState } from 'react';
import { keypadFor } from '../../../lib/keypad.ts';
import { fillMatches } from '../../../lib/scoring.ts';
import { contentItem, Speaker, useReadAloud } from '../ReadAloud.tsx';
import Feedback from './Feedback.tsx';
import QuestionSteps from './QuestionSteps.tsx';
import type { PlayerProps } from './types.ts';

/** Fill in the blanks: type into the blank, then Check; the answer stays and the feedback shows. */
export default function FillPlayer({ body, answers, onAnswer, t }: PlayerProps<'fill'>) {
  const [drafts, setDrafts] = useState<string[]>(() => body.questions.map(() => ''));
  // Unique on the page: the content preview shows several fill activities at once.
  const player = useId();
  const read = useReadAloud();
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
        return (
          <form
            key={index}
            className="fill"
            onSubmit={(event) => {
              event.preventDefault();
              if (given == null && drafts[index]?.trim()) onAnswer(index, drafts[index]);
            }}
          >
            <p className="question__prompt fill__sentence">
              {before}
              <label className="sr-only" htmlFor={id}>
                {t('activity.answerLabel')}
              </label>
              <input
                id={id}
                className="fill__blank"
                value={given ?? drafts[index] ?? ''}
                readOnly={given != null}
                inputMode={keypadFor(question.answers)}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                enterKeyHint="done"
                data-state={given == null ? '' : fillMatches(question.answers, given) ? 'right' : 'wrong'}
                onChange={(event) =>
                  setDrafts(drafts.map((draft, d) => (d === index ? event.target.value : draft)))
                }
              />
              {after}
            </p>
            <Speaker item={prompt(index)} className="speaker--prompt" />
            {given == null ? (
              <button type="submit" className="button" disabled={!drafts[index]?.trim()}>
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
