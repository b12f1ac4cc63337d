import { GENDERS } from '../../../domain/contract/auth.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { go } from '../../lib/navigation.ts';
import { $signupDraft, EMPTY_DRAFT, updateDraft } from '../../stores/signupDraft.ts';
import { GENDER_LABELS } from '../ui/choiceLabels.ts';
import { useStoredState } from '../ui/useClientStore.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { AuthCard } from './AuthCard.tsx';
import { useSignupStep } from './useSignupStep.ts';

interface Props {
  locale: Locale;
  messages: Partial<Messages>;
}

/**
 * /genderSelection (spec §2): Female and Male buttons; the choice is highlighted. The answer is
 * optional (issue 32): Skip, or Continue with none, goes on without one.
 */
export default function GenderSelection({ locale, messages }: Props) {
  const t = createTranslate(messages);
  const hydrated = useHydrated();
  const redo = useSignupStep(locale);
  const [gender, setGender] = useStoredState(() => $signupDraft.get().gender, EMPTY_DRAFT.gender);

  // Optional (issue 32): only the picture drawn from the name uses it. Continue without a choice,
  // or Skip, goes on with none (spec §5: Continue is not blocked when none is chosen).
  const next = (chosen: typeof gender) => {
    updateDraft({ gender: chosen });
    go(locale, '/selectclass');
  };

  return (
    <AuthCard title={t('auth.gender.title')} subtitle={t('auth.gender.subtitle')}>
      <p className="steps">{t('auth.step', { n: 2, total: 4 })}</p>
      {redo && (
        <p className="field__error" role="alert">
          {t('auth.signup.missing')}
        </p>
      )}
      <div className="auth-form">
        <fieldset className="choices">
          <legend className="sr-only">{t('auth.gender.title')}</legend>
          {GENDERS.map((option) => (
            <button
              key={option}
              type="button"
              className="choice choice--large"
              disabled={!hydrated}
              aria-pressed={gender === option}
              onClick={() => {
                // Kept at once: Back and a reload find the choice still made. Pressed again, undone.
                const chosen = gender === option ? '' : option;
                setGender(chosen);
                updateDraft({ gender: chosen });
              }}
            >
              {t(GENDER_LABELS[option])}
            </button>
          ))}
        </fieldset>
        <div className="auth-actions">
          <button className="button" type="button" disabled={!hydrated} onClick={() => next(gender)}>
            {t('auth.continue')}
          </button>
          <button
            className="button button--light"
            type="button"
            disabled={!hydrated}
            onClick={() => {
              setGender('');
              next('');
            }}
          >
            {t('auth.skip')}
          </button>
        </div>
      </div>
    </AuthCard>
  );
}
