import type { Locale } from '../../../domain/contract/locale.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { localizePath } from '../../i18n/paths.ts';
import { ActionIcon } from '../ui/ActionIcon.tsx';

/** The reading corner (issue 30), one tap from home: stories read aloud, then read by the child. */
export default function StoriesTile({ locale, t }: { locale: Locale; t: Translate }) {
  return (
    <section className="continue continue--stories" aria-labelledby="stories-tile-title">
      <h2 id="stories-tile-title" className="continue__title">
        {t('stories.open')}
      </h2>
      <a className="continue__tile" href={localizePath(locale, '/stories')} data-testid="stories-tile">
        <img src="/images/icons/stories.svg" alt="" width="96" height="72" />
        <span className="tile__text">
          <span className="learn__name">{t('stories.tile')}</span>
        </span>
        <span className="continue__go" aria-hidden="true">
          <ActionIcon name="next" />
          {t('stories.title')}
        </span>
      </a>
    </section>
  );
}
