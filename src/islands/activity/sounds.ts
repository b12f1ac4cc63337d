/**
 * Right and wrong sounds, made in the page with the Web Audio API: nothing to download on
 * pay-per-megabyte data. Right: a short rising two-note chime; wrong: one soft low tone.
 */
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  context ??= new AudioContext();
  // Phones start it suspended until a tap: answers are taps.
  if (context.state === 'suspended') void context.resume();
  return context;
}

function tone(
  ctx: AudioContext,
  frequency: number,
  start: number,
  length: number,
  type: OscillatorType,
  peak: number,
) {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = type;
  oscillator.frequency.value = frequency;
  const at = ctx.currentTime + start;
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(peak, at + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(at);
  oscillator.stop(at + length + 0.02);
}

/** C6 then E6, bell-like. */
export function playRight() {
  const ctx = audio();
  if (!ctx) return;
  tone(ctx, 1046.5, 0, 0.22, 'sine', 0.18);
  tone(ctx, 1318.5, 0.12, 0.35, 'sine', 0.18);
}

/** A soft, short low tone: a hint, never a buzzer. */
export function playWrong() {
  const ctx = audio();
  if (!ctx) return;
  tone(ctx, 196, 0, 0.3, 'triangle', 0.14);
}
