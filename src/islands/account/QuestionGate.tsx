import { useState } from 'react';
import type { MessageKey } from '../../i18n/en.ts';
import type { Translate } from '../../i18n/translate.ts';
import { GateKeypad, TypedBoxes } from './GateKeypad.tsx';
import { ANSWER_DIGITS, check, type GateQuestion, type Key, newQuestion, press } from './parentGate.ts';

/**
 * The gate's question (the default method): "Ask a grown-up: what is seven times eight?", the
 * numbers written as words, answered on the keypad. A wrong answer gets a new question, with no
 * score and no hint. Made in the browser, when the gate shows: the HTML holds none.
 */
export function QuestionGate({ t, onPass }: { t: Translate; onPass: () => void }) {
  const [question, setQuestion] = useState<GateQuestion>(() => newQuestion());
  const [typed, setTyped] = useState('');
  const [wrong, setWrong] = useState(0);

  const onKey = (key: Key) => {
    const next = press(typed, key, ANSWER_DIGITS);
    const verdict = check(question, next);
    if (verdict === 'incomplete') return setTyped(next);
    if (verdict === 'right') return onPass();
    setTyped('');
    setWrong((n) => n + 1);
    setQuestion(newQuestion(question));
  };

  const word = (n: number) => t(`parentGate.number.${n}` as MessageKey);
  return (
    <GateKeypad t={t} onKey={onKey}>
      <p>{t('parentGate.intro')}</p>
      <p className="parent-gate__question" data-testid="parent-gate-question">
        {t('parentGate.question', { a: word(question.a), b: word(question.b) })}
      </p>
      <TypedBoxes label={t('parentGate.answer')} typed={typed} length={ANSWER_DIGITS} />
      <p className="parent-gate__wrong" role="status" key={wrong} data-testid="parent-gate-wrong">
        {wrong > 0 ? t('parentGate.wrong') : ''}
      </p>
    </GateKeypad>
  );
}
