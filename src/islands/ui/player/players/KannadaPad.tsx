import type { Translate } from '../../../../../domain/i18n/translate.ts';
import { PAD_CONSONANTS, PAD_SIGNS, PAD_VOWELS } from '../../../../../domain/rules/kannadaPad.ts';

/**
 * The on-screen Kannada letter pad (issue 29, point 2): most cheap phones' keyboards have no
 * Kannada layout, so a Kannada answer above class 2 can be typed here instead: the vowels, the
 * consonants and the vowel signs, each a thumb-sized key, and one to take back the last one.
 * Closed, it is one button; open, the phone's own keyboard stays away (the blank's inputmode).
 */
export default function KannadaPad({
  open,
  onOpen,
  onKey,
  canTakeBack,
  t,
}: {
  open: boolean;
  onOpen: (open: boolean) => void;
  /** A letter or sign typed at the end, or null to take the last one back. */
  onKey: (key: string | null) => void;
  canTakeBack: boolean;
  t: Translate;
}) {
  return (
    <div className="kannada-pad">
      <button
        type="button"
        className="button button--light kannada-pad__toggle"
        aria-expanded={open}
        onClick={() => onOpen(!open)}
      >
        {t(open ? 'activity.pad.close' : 'activity.pad.open')}
      </button>
      {open && (
        <fieldset className="kannada-pad__keys" lang="kn" data-testid="kannada-pad">
          <legend className="sr-only">{t('activity.pad')}</legend>
          {[PAD_VOWELS, PAD_CONSONANTS, PAD_SIGNS].map((row) => (
            <div key={row[0]} className="kannada-pad__row">
              {row.map((key) => (
                <button key={key} type="button" className="tile" onClick={() => onKey(key)}>
                  {/* A sign is shown on a dotted circle, as books print it alone. */}
                  {PAD_SIGNS.includes(key as (typeof PAD_SIGNS)[number]) ? `◌${key}` : key}
                </button>
              ))}
            </div>
          ))}
          <button
            type="button"
            className="tile tile--undo"
            aria-label={t('activity.pad.delete')}
            disabled={!canTakeBack}
            onClick={() => onKey(null)}
          >
            ⌫
          </button>
        </fieldset>
      )}
    </div>
  );
}
