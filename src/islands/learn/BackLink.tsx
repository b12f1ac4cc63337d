import type { Locale } from '../../../domain/contract/locale.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { localizePath } from '../../i18n/paths.ts';
import type { ParentLink } from '../ui/parentPath.ts';

/**
 * The back control of a learning screen (issue 15): a link to the screen above, so it works on a
 * deep link, in a new tab and in the installed app, where there is no browser Back.
 */
export default function BackLink({
  parent,
  locale,
  t,
}: {
  parent: ParentLink;
  locale: Locale;
  t: Translate;
}) {
  return (
    <a className="learn__back" href={localizePath(locale, parent.path)}>
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24">
        <path
          d="M15 5l-7 7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{t(parent.label)}</span>
    </a>
  );
}
