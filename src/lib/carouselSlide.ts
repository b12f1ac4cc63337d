import type { Translate } from '../i18n/index.ts';

/** The attributes of slide `index` (0-based) of `total`, for screen readers (WAI-ARIA carousel pattern). */
export function slideAttributes(t: Translate, index: number, total: number) {
  return {
    class: 'swiper-slide',
    role: 'group' as const,
    'aria-roledescription': t('carousel.slide'),
    'aria-label': t('carousel.slideOf', { n: index + 1, total }),
  };
}
