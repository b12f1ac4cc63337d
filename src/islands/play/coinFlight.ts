/**
 * Coins visibly fly into the bar when earned (issue 15): a few coin pictures travel from the
 * middle of the screen to the bar's counter, which then counts up. With reduced motion asked
 * for, nothing flies and the number simply changes.
 */
const FLIGHT_MS = 700;
const STAGGER_MS = 90;
const COUNT_MS = 600;
const MAX_COINS = 8;

export const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Sends min(gained, 8) coins to `target`; resolves when the first lands. */
export function flyCoins(target: HTMLElement, gained: number): Promise<void> {
  const to = target.getBoundingClientRect();
  const endX = to.left + to.width / 2;
  const endY = to.top + to.height / 2;
  const startX = window.innerWidth / 2;
  const startY = window.innerHeight / 2;
  const count = Math.max(1, Math.min(MAX_COINS, gained));
  let firstLanded: Promise<void> = Promise.resolve();
  for (let i = 0; i < count; i++) {
    const coin = document.createElement('span');
    coin.className = 'coin-flight';
    coin.setAttribute('aria-hidden', 'true');
    document.body.append(coin);
    const spread = (i - (count - 1) / 2) * 18;
    const animation = coin.animate(
      [
        { transform: `translate(${startX + spread}px, ${startY}px) scale(1.4)`, opacity: 0 },
        {
          transform: `translate(${startX + spread}px, ${startY - 40}px) scale(1.4)`,
          opacity: 1,
          offset: 0.2,
        },
        { transform: `translate(${endX}px, ${endY}px) scale(0.7)`, opacity: 1 },
      ],
      { duration: FLIGHT_MS, delay: i * STAGGER_MS, easing: 'cubic-bezier(.5,0,.7,1)', fill: 'both' },
    );
    const landed = animation.finished.then(
      () => coin.remove(),
      () => coin.remove(),
    );
    if (i === 0) firstLanded = landed;
  }
  return firstLanded;
}

/** Counts `from` up to `to` over a short time, calling `show` with each whole number. */
export function countUp(from: number, to: number, show: (value: number) => void): () => void {
  const start = performance.now();
  let frame = 0;
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / COUNT_MS);
    show(Math.round(from + (to - from) * progress));
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
