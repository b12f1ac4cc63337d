import Feedback from './Feedback.tsx';
import QuestionSteps from './QuestionSteps.tsx';
import type { PlayerProps } from './types.ts';

/** Multiple choice: tap an option; the answer stays and the feedback shows at once. */
export default function McqPlayer({ body, answers, onAnswer, t }: PlayerProps<'mcq'>) {
  return (
    <QuestionSteps count={body.questions.length} answered={(i) => answers[i] != null} t={t}>
      {(index) => {
        const question = body.questions[index];
        if (!question) return null;
        const chosen = answers[index] as number | null;
        const answered = chosen != null;
        return (
          <fieldset key={index} className="mcq">
            <legend className="question__prompt">{question.prompt}</legend>
            {question.image && <img className="question__image" src={question.image} alt="" />}
            <div className="mcq__options">
              {question.options.map((option, o) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: options are fixed for the question
                  key={o}
                  type="button"
                  className="choice"
                  aria-pressed={chosen === o}
                  data-state={answered ? (o === question.answer ? 'right' : chosen === o ? 'wrong' : '') : ''}
                  disabled={answered}
                  onClick={() => onAnswer(index, o)}
                >
                  {option}
                </button>
              ))}
            </div>
            {answered && <Feedback ok={chosen === question.answer} text={question.feedback} t={t} />}
          </fieldset>
        );
      }}
    </QuestionSteps>
  );
}
