import { useEffect, useState } from 'react';
import type { Locale } from '../../contract/locale.ts';
import type { MessageKey, Messages } from '../../i18n/en.ts';
import { localizePath } from '../../i18n/paths.ts';
import { createTranslate } from '../../i18n/translate.ts';
import { $user } from '../../stores/session.ts';
import Dialog from '../ui/Dialog.tsx';
import { useClientStore } from '../ui/useClientStore.ts';
import { $parentAreaOpen, openParentArea } from './parentArea.ts';
import { ANSWER_DIGITS, check, type GateQuestion, newQuestion } from './parentGate.ts';
import './parentGate.css';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'erase', '0'] as const;

/**
 * The parent gate (one island on every parent page: My Account, plans, the data page): "Ask a
 * grown-up: what is seven times eight?", the numbers written as words, answered on a keypad.
 * The pages' own islands stay hidden until it is passed (parentArea.ts); closing it goes back to
 * learning.
 */
export default function ParentGate({ locale, messages }: { locale: Locale; messages: Partial<Messages> }) {
  const t = createTranslate(messages);
  const user = useClientStore($user, null);
  const open = useClientStore($parentAreaOpen, false);
  const [question, setQuestion] = useState<GateQuestion | null>(null);
  const [typed, setTyped] = useState('');
  const [wrong, setWrong] = useState(0);
  const gated = Boolean(user) && !open;

  // A fresh question each time the gate shows (made in the browser: the HTML holds none).
  useEffect(() => {
    if (gated) {
      setQuestion((previous) => newQuestion(previous ?? undefined));
      setTyped('');
      setWrong(0);
    }
  }, [gated]);

  const press = (key: (typeof KEYS)[number]) => {
    if (!question || !user) return;
    if (key === 'erase') return setTyped(typed.slice(0, -1));
    const next = (typed + key).slice(0, ANSWER_DIGITS);
    const verdict = check(question, next);
    if (verdict === 'incomplete') return setTyped(next);
    if (verdict === 'right') return openParentArea(user._id);
    // No score, no hint: a new question.
    setTyped('');
    setWrong((n) => n + 1);
    setQuestion(newQuestion(question));
  };

  const word = (n: number) => t(`parentGate.number.${n}` as MessageKey);
  const leave = () => location.assign(localizePath(locale, '/dashboard'));

  return (
    <>
      {gated && (
        <p className="parent-gate__behind">
          {t('parentGate.behind')} <a href={localizePath(locale, '/dashboard')}>{t('parentGate.back')}</a>
        </p>
      )}
      <Dialog
        open={gated && question !== null}
        title={t('parentGate.title')}
        closeLabel={t('parentGate.back')}
        onClose={leave}
        className="parent-gate"
      >
        {question && (
          // biome-ignore lint/a11y/noStaticElementInteractions: typing digits on a keyboard is a shortcut for the keypad's buttons
          <div
            className="parent-gate__body"
            onKeyDown={(event) => {
              if (/^[0-9]$/.test(event.key)) press(event.key as (typeof KEYS)[number]);
              if (event.key === 'Backspace') press('erase');
            }}
          >
            <p>{t('parentGate.intro')}</p>
            <p className="parent-gate__question" data-testid="parent-gate-question">
              {t('parentGate.question', { a: word(question.a), b: word(question.b) })}
            </p>
            <output className="parent-gate__answer" aria-label={t('parentGate.answer')}>
              {Array.from({ length: ANSWER_DIGITS }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed places
                <span key={i} className="parent-gate__digit">
                  {typed[i] ?? ''}
                </span>
              ))}
            </output>
            <p className="parent-gate__wrong" role="status" key={wrong} data-testid="parent-gate-wrong">
              {wrong > 0 ? t('parentGate.wrong') : ''}
            </p>
            <div className="parent-gate__keys">
              {KEYS.map((key) => (
                <button
                  key={key}
                  type="button"
                  className={`parent-gate__key${key === 'erase' ? ' parent-gate__key--erase' : ''}`}
                  aria-label={key === 'erase' ? t('parentGate.erase') : undefined}
                  onClick={() => press(key)}
                >
                  {key === 'erase' ? '⌫' : key}
                </button>
              ))}
            </div>
            <a className="button button--light parent-gate__leave" href={localizePath(locale, '/dashboard')}>
              {t('parentGate.back')}
            </a>
          </div>
        )}
      </Dialog>
    </>
  );
}
