import { type FormEvent, useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { GateAnswer } from '../../../domain/contract/parentGate.ts';
import { PIN_LENGTH } from '../../../domain/contract/pinRules.ts';
import type { MessageKey } from '../../../domain/i18n/en.ts';
import { type Translate, tPlural } from '../../../domain/i18n/translate.ts';
import { ApiError } from '../../client/http.ts';
import { checkParentGate } from '../../client/parent.ts';
import { type GatePassed, type Key, minutesToWait, pinTyped, press } from '../../stores/parentGate.ts';
import { PasswordInput } from '../ui/PasswordInput.tsx';
import { GateKeypad, TypedBoxes } from './GateKeypad.tsx';
// The password's field and the link-like button look as on the sign-in screens, on every parent page.
import '../ui/forms.css';

interface GateProps {
  t: Translate;
  locale: Locale;
  /** The gate passed: the API's parent proof. */
  onPass: (passed: GatePassed) => void;
  /** The API says no PIN is set (changed on another phone): the gate asks for the method again. */
  onStale: () => void;
}

/**
 * Sends a PIN or the password to the API (which counts wrong tries per parent and locks the gate
 * after a few), and says in a live region why it did not open: wrong, locked for some minutes,
 * or no internet. `said` changes with each answer, so the same words are announced again.
 */
function useGateCheck({ t, locale, onPass, onStale }: GateProps, wrongKey: MessageKey) {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState({ text: '', n: 0 });
  const say = (text: string) => setSaid((before) => ({ text, n: before.n + 1 }));

  const submit = async (answer: GateAnswer) => {
    setBusy(true);
    try {
      const { data } = await checkParentGate(answer);
      onPass(data);
    } catch (failure) {
      const error = failure instanceof ApiError ? failure : null;
      if (error?.code === 'PARENT_GATE_NO_PIN') onStale();
      else if (error?.code === 'PARENT_GATE_WRONG') say(t(wrongKey));
      else if (error?.status === 429)
        say(tPlural(t, locale, 'parentGate.locked', minutesToWait(error.retryAfterSeconds)));
      else if (error?.status === 0) say(t('parentGate.offline'));
      else say(t('parentGate.loadFailed'));
    } finally {
      setBusy(false);
    }
  };
  const status = (
    <p className="parent-gate__wrong" role="status" key={said.n} data-testid="parent-gate-wrong">
      {said.text}
    </p>
  );
  return { busy, submit, status };
}

/** The PIN the parent set, on the question's keypad, each digit a dot; sent once four are typed. */
export function PinGate(props: GateProps & { onForgot: () => void }) {
  const { t } = props;
  const [typed, setTyped] = useState('');
  const { busy, submit, status } = useGateCheck(props, 'parentGate.pinWrong');

  const onKey = async (key: Key) => {
    if (busy) return;
    const next = press(typed, key, PIN_LENGTH);
    setTyped(next);
    if (key === 'erase' || !pinTyped(next)) return;
    await submit({ pin: next });
    setTyped('');
  };

  return (
    // Keys pressed while the PIN is checked are ignored; the keys stay enabled, so focus stays.
    <GateKeypad t={t} onKey={(key) => void onKey(key)}>
      <p>{t('parentGate.pinIntro')}</p>
      <TypedBoxes
        label={t('parentGate.pin')}
        typed={typed}
        length={PIN_LENGTH}
        masked={t('parentGate.pinTyped', { count: typed.length, total: PIN_LENGTH })}
      />
      {status}
      <button type="button" className="link-button parent-gate__forgot" onClick={props.onForgot}>
        {t('parentGate.forgotPin')}
      </button>
    </GateKeypad>
  );
}

/** The account's password (the parent's choice, or a forgotten PIN). */
export function PasswordGate(props: GateProps) {
  const { t } = props;
  const [password, setPassword] = useState('');
  const { busy, submit, status } = useGateCheck(props, 'parentGate.passwordWrong');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || busy) return;
    await submit({ password });
    setPassword('');
  };

  return (
    <form className="parent-gate__body parent-gate__password" noValidate onSubmit={onSubmit}>
      <p>{t('parentGate.passwordIntro')}</p>
      <PasswordInput
        id="parent-gate-password"
        label={t('parentGate.password')}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        showLabel={t('parentGate.show')}
        hideLabel={t('parentGate.hide')}
      />
      {status}
      <button className="button" type="submit" disabled={busy} aria-busy={busy}>
        {t('parentGate.open')}
      </button>
    </form>
  );
}
