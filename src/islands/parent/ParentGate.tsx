import { useEffect, useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { GateMethod } from '../../../domain/contract/parentGate.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { getParentGate } from '../../client/parent.ts';
import { localizePath } from '../../i18n/paths.ts';
import { $familyKey } from '../../stores/family.ts';
import {
  $parentAreaOpen,
  knownGateMethod,
  openParentArea,
  rememberGateMethod,
} from '../../stores/parentArea.ts';
import type { GatePassed } from '../../stores/parentGate.ts';
import { $profile } from '../../stores/session.ts';
import Dialog from '../ui/Dialog.tsx';
import { useClientStore } from '../ui/useClientStore.ts';
import { QuestionGate } from './QuestionGate.tsx';
import { PasswordGate, PinGate } from './SecretGate.tsx';
import './parentGate.css';

/**
 * The parent gate (one island on every parent page: My Account, plans, the data page), opened
 * the way the parent chose (issue 18; My Account's parent lock): a times-table question, a PIN
 * or the password. The pages' own islands stay hidden until it is passed (parentArea.ts), for
 * the whole family; closing it goes back to learning.
 *
 * The method comes from the API each time the gate shows; the one last heard for the family
 * shows at once meanwhile. Every method is checked by the API (issue 32), which answers the
 * parent proof that the parent area's requests send: without internet the gate does not open.
 */
export default function ParentGate({ locale, messages }: { locale: Locale; messages: Partial<Messages> }) {
  const t = createTranslate(messages);
  const user = useClientStore($profile, null);
  const familyKey = useClientStore($familyKey, null);
  const open = useClientStore($parentAreaOpen, false);
  const [method, setMethod] = useState<GateMethod | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [asked, setAsked] = useState(0);
  // "Forgot the PIN?": the password, until the gate shows again.
  const [forgotPin, setForgotPin] = useState(false);
  const gated = Boolean(user) && !open;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `asked` is the reason to ask again
  useEffect(() => {
    if (!gated) return;
    let live = true;
    setForgotPin(false);
    setLoadFailed(false);
    setMethod(knownGateMethod());
    getParentGate()
      .then(({ data }) => {
        if (!live) return;
        rememberGateMethod(data.method);
        setMethod(data.method);
      })
      .catch(() => {
        if (live) setLoadFailed(true);
      });
    return () => {
      live = false;
    };
  }, [gated, familyKey, asked]);

  const pass = (passed: GatePassed) => {
    if (familyKey) openParentArea(familyKey, passed);
  };
  const askAgain = () => setAsked((n) => n + 1);
  const shown: GateMethod | null = method === 'pin' && forgotPin ? 'password' : method;
  const leave = () => location.assign(localizePath(locale, '/dashboard'));
  const gateProps = { t, locale, onPass: pass, onStale: askAgain };

  return (
    <>
      {gated && (
        <p className="parent-gate__behind">
          {t('parentGate.behind')} <a href={localizePath(locale, '/dashboard')}>{t('parentGate.back')}</a>
        </p>
      )}
      <Dialog
        open={gated && (shown !== null || loadFailed)}
        title={t('parentGate.title')}
        closeLabel={t('parentGate.back')}
        onClose={leave}
        className="parent-gate"
      >
        {gated && (
          <div className="parent-gate__content">
            {shown === 'question' && <QuestionGate {...gateProps} />}
            {shown === 'pin' && <PinGate {...gateProps} onForgot={() => setForgotPin(true)} />}
            {shown === 'password' && <PasswordGate {...gateProps} />}
            {shown === null && loadFailed && (
              <div className="parent-gate__body">
                <p role="alert">{t('parentGate.loadFailed')}</p>
                <button type="button" className="button" onClick={askAgain}>
                  {t('parentGate.retry')}
                </button>
              </div>
            )}
            <a className="button button--light parent-gate__leave" href={localizePath(locale, '/dashboard')}>
              {t('parentGate.back')}
            </a>
          </div>
        )}
      </Dialog>
    </>
  );
}
