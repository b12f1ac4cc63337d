/**
 * How much of something is done, drawn as a ring (issue 15). Decorative: the words beside it
 * ("3 of 8 topics done") carry the meaning for screen readers.
 */
export default function ProgressRing({
  done,
  total,
  size = 56,
}: {
  done: number;
  total: number;
  size?: number;
}) {
  const r = 20;
  const length = 2 * Math.PI * r;
  const share = total > 0 ? Math.min(1, done / total) : 0;
  return (
    <svg
      className="ring"
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 48 48"
      data-done={share === 1}
    >
      <circle className="ring__track" cx="24" cy="24" r={r} fill="none" strokeWidth="6" />
      {share > 0 && (
        <circle
          className="ring__fill"
          cx="24"
          cy="24"
          r={r}
          fill="none"
          strokeWidth="6"
          strokeLinecap="round"
          strokeDasharray={`${share * length} ${length}`}
          transform="rotate(-90 24 24)"
        />
      )}
      {share === 1 ? (
        <path d="M16 24l6 6 10-12" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      ) : (
        <text x="24" y="28.5" textAnchor="middle" fontSize="13" fontWeight="800" fill="currentColor">
          {done}
        </text>
      )}
    </svg>
  );
}
