/**
 * The picture on a button a child must find without reading (issue 29, point 3): an arrow for
 * Next and Continue, a tick for Check and OK, a flag for Finish, an open lock for Unlock, a back
 * arrow for Cancel, an arrow into a tray for keeping a story on the phone. The line said when the button appears names the same picture ("Tap the
 * arrow…"). Drawn in the button's own colour; the button's words name it for screen readers.
 */
const PATHS = {
  next: <path d="M5 12h13M13 6l6 6-6 6" />,
  back: <path d="M19 12H6M11 6l-6 6 6 6" />,
  check: <path d="M4.5 12.5l5 5 10-11" />,
  download: <path d="M12 3.5v11M7 10l5 5 5-5M5 20h14" />,
  finish: (
    <>
      <path d="M6 21V4" />
      <path d="M6 4h11l-2.5 4L17 12H6" fill="currentColor" />
    </>
  ),
  unlock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" fill="currentColor" />
      <path d="M8.5 11V7.5a3.5 3.5 0 0 1 6.8-1.2" />
    </>
  ),
} as const;

export type ActionIconName = keyof typeof PATHS;

export function ActionIcon({ name }: { name: ActionIconName }) {
  return (
    <svg
      className="action-icon"
      data-icon={name}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[name]}
    </svg>
  );
}
