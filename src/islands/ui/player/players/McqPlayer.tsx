import { useState } from 'react';
import { showsWords } from '../../../../../domain/rules/pictureWords.ts';
import { optionOrder } from '../../../../../domain/rules/shuffle.ts';
import { contentItem, listensFirst, Speaker, sayNow, useReadAloud } from '../ReadAloud.tsx';
import Feedback from './Feedback.tsx';
import { Picture, Pictured } from './Picture.tsx';
import QuestionSteps from './QuestionSteps.tsx';
import type { PlayerProps } from './types.ts';

/**
 * Multiple choice: tap an option; the answer stays and the feedback shows at once. Each prompt
 * and option has its speaker beside it (issue 16). A child who listens first (classes 1–2)
 * hears an option on the first tap, which marks it heard, and chooses it with a second tap.
 * The options come in the attempt's own order (ADR 020); `o` below is always the option's index
 * in the content, which the answer, the right/wrong state and the option's clip go by. An option
 * its author left silent (`audio: none`: hearing it would give the answer away) has no speaker
 * and is chosen by the first tap.
 */
export default function McqPlayer({ body, answers, onAnswer, t, seed }: PlayerProps<'mcq'>) {
  const read = useReadAloud();
  const clips = read?.audio?.questions;
  const [heard, setHeard] = useState<{ question: number; option: number } | null>(null);
  const prompt = (i: number) => contentItem(read, body.questions[i]?.prompt, clips?.[i]?.prompt);
  return (
    <QuestionSteps count={body.questions.length} answered={(i) => answers[i] != null} prompt={prompt} t={t}>
      {(index) => {
        const question = body.questions[index];
        if (!question) return null;
        const chosen = answers[index] as number | null;
        const answered = chosen != null;
        const listenFirst = listensFirst(read) && !answered;
        const wordHidden = !showsWords(question.prompt, question.options, body.pictures);
        return (
          <fieldset key={index} className="mcq">
            <legend className="question__prompt">{question.prompt}</legend>
            <Speaker item={prompt(index)} className="speaker--prompt" />
            {question.image && <img className="question__image" src={question.image} alt="" />}
            {question.show && (
              // "Count the pictures": the same picture, `count` times, to count with a finger.
              <div className="mcq__show" data-count={question.show.count ?? 1}>
                {Array.from({ length: question.show.count ?? 1 }, (_, n) => `${n + 1}`).map((nth) => (
                  <Picture key={nth} name={question.show?.picture} className="picture--large" />
                ))}
              </div>
            )}
            <div
              className="mcq__options"
              data-pictures={question.options.every((o) => body.pictures?.[o]) ? 'all' : undefined}
            >
              {optionOrder(question.options, `${seed}|${index}`).map((o) => {
                const option = question.options[o] ?? '';
                const said = contentItem(read, option, clips?.[index]?.options?.[o]);
                const isHeard = heard?.question === index && heard.option === o;
                return (
                  <div key={o} className="choice-row">
                    <button
                      type="button"
                      className="choice"
                      aria-pressed={chosen === o}
                      aria-describedby={listenFirst && said ? 'listen-first' : undefined}
                      data-heard={listenFirst && isHeard ? 'true' : undefined}
                      data-state={
                        answered ? (o === question.answer ? 'right' : chosen === o ? 'wrong' : '') : ''
                      }
                      disabled={answered}
                      onClick={() => {
                        // Listen first: the first tap reads the option, a second one chooses it.
                        // One left silent (`audio: none`, said is null) is chosen by the first tap.
                        if (listenFirst && read && said && !isHeard) {
                          setHeard({ question: index, option: o });
                          sayNow(read, said);
                          return;
                        }
                        onAnswer(index, o);
                      }}
                    >
                      <Pictured pictures={body.pictures} text={option} wordHidden={wordHidden} />
                    </button>
                    <Speaker item={said} />
                  </div>
                );
              })}
            </div>
            {answered && <Feedback ok={chosen === question.answer} text={question.feedback} t={t} />}
          </fieldset>
        );
      }}
    </QuestionSteps>
  );
}
