/**
 * Brings the carousels of a page to life with Swiper's core, each when it first comes into view
 * (ARCHITECTURE.md: "carousels use Swiper's core (lazy, on visibility)").
 * Controls: previous/next wrap around at the ends (rewind). A carousel marked
 * `data-autoplay-small` moves by itself every 1000 ms at widths of 600 px or less (spec §9),
 * with a pause button (WCAG 2.2.2), and not at all when the user asks for reduced motion.
 */
const SMALL = '(max-width: 600px)';
const AUTOPLAY_MS = 1000;

async function enhance(root: HTMLElement) {
  const { Swiper, Autoplay } = await import('./swiperSetup.ts');
  const container = root.querySelector<HTMLElement>('.swiper');
  const prev = root.querySelector<HTMLButtonElement>('[data-carousel-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-carousel-next]');
  const pause = root.querySelector<HTMLButtonElement>('[data-carousel-pause]');
  if (!container || !prev || !next) return;

  // Slides are sized by CSS (see Carousel.astro); Swiper only moves them.
  const swiper = new Swiper(container, {
    modules: [Autoplay],
    slidesPerView: 'auto',
    watchOverflow: false,
    rewind: true,
    speed: 600,
    autoplay: root.dataset.autoplaySmall
      ? { delay: AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
      : false,
  });
  prev.disabled = false;
  next.disabled = false;
  // When every slide fits (e.g. four statistics on a desktop), there is nothing to move: the
  // controls go, judged from the laid-out widths so that late layout changes count too.
  const controls = root.querySelector<HTMLElement>('.carousel__controls');
  const syncFit = () => {
    const total = swiper.slides.reduce((sum, slide) => sum + slide.offsetWidth, 0);
    const fits = total <= container.clientWidth + 1;
    if (controls) controls.hidden = fits;
    swiper.allowTouchMove = !fits;
  };
  new ResizeObserver(() => {
    swiper.update();
    syncFit();
  }).observe(container);
  syncFit();
  prev.addEventListener('click', () => swiper.slidePrev());
  next.addEventListener('click', () => swiper.slideNext());
  root.dataset.ready = 'true';

  // Slides that are out of view are hidden from keyboard and screen readers.
  const syncVisibility = () => {
    const width = container.clientWidth;
    for (const slide of swiper.slides) {
      const left = slide.offsetLeft + swiper.translate;
      const visible = left > -2 && left + slide.offsetWidth <= width + 2;
      slide.toggleAttribute('inert', !visible);
    }
  };
  swiper.on('slideChangeTransitionEnd', syncVisibility);
  swiper.on('resize', syncVisibility);
  swiper.on('update', syncVisibility);
  syncVisibility();

  if (!root.dataset.autoplaySmall || !pause) return;
  const small = window.matchMedia(SMALL);
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
  let pausedByUser = false;
  const update = () => {
    const play = small.matches && !reduced.matches && !pausedByUser;
    pause.hidden = !small.matches || reduced.matches;
    if (play) swiper.autoplay.start();
    else swiper.autoplay.stop();
    pause.toggleAttribute('data-paused', pausedByUser);
    pause.setAttribute(
      'aria-label',
      (pausedByUser ? pause.dataset.labelPlay : pause.dataset.labelPause) ?? '',
    );
  };
  pause.addEventListener('click', () => {
    pausedByUser = !pausedByUser;
    update();
  });
  // Keyboard users get a still carousel while they are inside it.
  root.addEventListener('focusin', () => swiper.autoplay.stop());
  root.addEventListener('focusout', update);
  small.addEventListener('change', update);
  reduced.addEventListener('change', update);
  update();
}

export function enhanceCarousels() {
  const roots = document.querySelectorAll<HTMLElement>('[data-carousel]:not([data-watched])');
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void enhance(entry.target as HTMLElement);
      }
    },
    { rootMargin: '200px 0px' },
  );
  for (const root of roots) {
    root.dataset.watched = 'true';
    observer.observe(root);
  }
}
