import { useEffect, useState } from 'react';
import type { MessageKey } from '../../../domain/i18n/en.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { ApiError } from '../../client/http.ts';
import { checkParentGate, getParentGateQuestion } from '../../client/parent.ts';
import {
  ANSWER_DIGITS,
  type GatePassed,
  type GateQuestion,
  type Key,
  press,
} from '../../stores/parentGate.ts';
import { GateKeypad, TypedBoxes } from './GateKeypad.tsx';

/**
 * The gate's question (for a family whose children are all in class 1 or 2): "Ask a grown-up:
 * what is seven times eight?", the numbers written as words, answered on the keypad. The API
 * makes the question and checks the answer (issue 32: the parent proof always comes from a check
 * by the API); a wrong answer gets a new question, with no score and no hint.
 */
export function QuestionGate({
  t,
  onPass,
  onStale,
}: {
  t: Translate;
  onPass: (passed: GatePassed) => void;
  /** The API says the question is not the gate any more: the gate asks for the method again. */
  onStale: () => void;
}) {
  const [question, setQuestion] = useState<GateQuestion | null>(null);
  const [asked, setAsked] = useState(0);
  const [failed, setFailed] = useState(false);
  const [typed, setTyped] = useState('');
  const [wrong, setWrong] = useState(0);
  const [busy, setBusy] = useState(false);

  const refused = (failure: unknown) => {
    if (failure instanceof ApiError && failure.code === 'PARENT_GATE_QUESTION_NOT_ALLOWED') onStale();
    else setFailed(true);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `asked` is the reason to ask again
  useEffect(() => {
    let live = true;
    setFailed(false);
    const previous = question ? question.a * question.b : null;
    // A new question after a wrong answer, never the same product (a child cannot learn one
    // answer by heart): asked again, a few times at most, when the API draws it again.
    const ask = async (tries: number): Promise<GateQuestion> => {
      const { data } = await getParentGateQuestion();
      return data.a * data.b === previous && tries > 1 ? ask(tries - 1) : data;
    };
    ask(5)
      .then((data) => {
        if (live) setQuestion(data);
      })
      .catch((failure) => {
        if (live) refused(failure);
      });
    return () => {
      live = false;
    };
  }, [asked]);

  const onKey = async (key: Key) => {
    if (!question || busy) return;
    const next = press(typed, key, ANSWER_DIGITS);
    setTyped(next);
    if (next.length < ANSWER_DIGITS || key === 'erase') return;
    setBusy(true);
    try {
      const { data } = await checkParentGate({
        question: { challenge: question.challenge, answer: Number(next) },
      });
      onPass(data);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'PARENT_GATE_WRONG') {
        setTyped('');
        setWrong((n) => n + 1);
        setAsked((n) => n + 1);
      } else refused(failure);
    } finally {
      setBusy(false);
    }
  };

  const word = (n: number) => t(`parentGate.number.${n}` as MessageKey);
  if (failed)
    return (
      <div className="parent-gate__body">
        <p role="alert">{t('parentGate.loadFailed')}</p>
        <button type="button" className="button" onClick={() => setAsked((n) => n + 1)}>
          {t('parentGate.retry')}
        </button>
      </div>
    );
  return (
    <GateKeypad t={t} onKey={onKey}>
      <p>{t('parentGate.intro')}</p>
      {question && (
        <p className="parent-gate__question" data-testid="parent-gate-question">
          {t('parentGate.question', { a: word(question.a), b: word(question.b) })}
        </p>
      )}
      <TypedBoxes label={t('parentGate.answer')} typed={typed} length={ANSWER_DIGITS} />
      <p className="parent-gate__wrong" role="status" key={wrong} data-testid="parent-gate-wrong">
        {wrong > 0 ? t('parentGate.wrong') : ''}
      </p>
    </GateKeypad>
  );
}
