/** UI timings and sizes of spec §9, shared by the islands and `/v2/config`. */
export const UI = {
  /** Toasts appear bottom-centre and close after 5000 ms. */
  toastMs: 5000,
  confettiPulseMs: 2000,
  timerTickMs: 1000,
  breakpoints: { small: 600, medium: 768, large: 960 },
  newsAutoplayMs: 1000,
  video: { seekStepSeconds: 10, defaultVolume: 0.5, defaultPlaybackRate: 1 },
  /** Score popup: celebrate when the score is at least half of the total. */
  scoreThreshold: 0.5,
} as const;
