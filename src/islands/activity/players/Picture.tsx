/**
 * A picture of the illustration set (issue 29, ADR 026) beside the word it shows: an option, a
 * card, a category. Decorative for a screen reader (the word beside it is the name), and the
 * same file for every child, so the service worker keeps it for offline play.
 */
export function Picture({ name, className = '' }: { name: string | undefined; className?: string }) {
  if (!name) return null;
  return (
    <img
      className={`picture ${className}`.trim()}
      src={`/pictures/${name}.svg`}
      alt=""
      width={48}
      height={48}
      decoding="async"
      draggable={false}
    />
  );
}

/** A text with its picture, when the activity names one for it; else the text alone, as before. */
export function Pictured({ pictures, text }: { pictures: Record<string, string> | undefined; text: string }) {
  if (!pictures?.[text]) return text;
  return (
    <>
      <Picture name={pictures?.[text]} />
      <span className="picture__word">{text}</span>
    </>
  );
}
