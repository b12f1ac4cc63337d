import { SIGNUP_BOARD_MEDIUMS, SIGNUP_GRADES } from '../../../domain/contract/catalog.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { go } from '../../lib/navigation.ts';
import { $signupDraft, EMPTY_DRAFT, updateDraft } from '../../stores/signupDraft.ts';
import { showToast } from '../../stores/toast.ts';
import { BOARD_LABELS } from '../ui/choiceLabels.ts';
import { useStoredState } from '../ui/useClientStore.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { AuthCard } from './AuthCard.tsx';
import { useSignupStep } from './useSignupStep.ts';

interface Props {
  locale: Locale;
  messages: Partial<Messages>;
}

/** /selectclass (spec §2): classes 1 to 5 and the three sign-up boards; both are required. */
export default function SelectClass({ locale, messages }: Props) {
  const t = createTranslate(messages);
  const hydrated = useHydrated();
  const redo = useSignupStep(locale);
  const [grade, setGrade] = useStoredState(() => $signupDraft.get().grade, EMPTY_DRAFT.grade);
  const [board, setBoard] = useStoredState(() => $signupDraft.get().board, EMPTY_DRAFT.board);

  const next = () => {
    // Spec §5: grade and board both required, else 'Fill in all the fields'.
    if (!grade || !board) {
      showToast('error', t('auth.error.fillAll'));
      return;
    }
    updateDraft({ grade, board });
    go(locale, '/location');
  };

  return (
    <AuthCard title={t('auth.class.title')} subtitle={t('auth.class.subtitle')}>
      <p className="steps">{t('auth.step', { n: 3, total: 4 })}</p>
      {redo && (
        <p className="field__error" role="alert">
          {t('auth.signup.missing')}
        </p>
      )}
      <div className="auth-form">
        <fieldset className="choices" disabled={!hydrated}>
          <legend>{t('auth.class.class')}</legend>
          {SIGNUP_GRADES.map((value) => (
            <button
              key={value}
              type="button"
              className="choice"
              aria-pressed={grade === value}
              onClick={() => {
                setGrade(value);
                updateDraft({ grade: value });
              }}
            >
              {t('auth.class.option', { n: value })}
            </button>
          ))}
        </fieldset>
        <fieldset className="choices choices--boards" disabled={!hydrated}>
          <legend>{t('auth.class.board')}</legend>
          {SIGNUP_BOARD_MEDIUMS.map((value) => (
            <button
              key={value}
              type="button"
              className="choice"
              aria-pressed={board === value}
              onClick={() => {
                setBoard(value);
                updateDraft({ board: value });
              }}
            >
              {t(BOARD_LABELS[value])}
            </button>
          ))}
        </fieldset>
        <div className="auth-actions">
          <button className="button" type="button" disabled={!hydrated} onClick={next}>
            {t('auth.continue')}
          </button>
        </div>
      </div>
    </AuthCard>
  );
}
