/**
 * A picture of the illustration set (issue 29, ADR 026) beside the word it shows: an option, a
 * card, a category. Decorative for a screen reader (the word beside it is the name). Offline it
 * comes from the unit's download or the worker's copy kept when its topic opened (ADR 026).
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

/**
 * A text with its picture, when the activity names one for it; else the text alone, as before.
 * `wordHidden`: the picture stands alone and its word is for screen readers only (it is still
 * heard on a tap), where showing it would let a reader match the prompt's letters to it.
 */
export function Pictured({
  pictures,
  text,
  wordHidden = false,
}: {
  pictures: Record<string, string> | undefined;
  text: string;
  wordHidden?: boolean;
}) {
  if (!pictures?.[text]) return text;
  return (
    <>
      <Picture name={pictures?.[text]} />
      <span className={wordHidden ? 'sr-only' : 'picture__word'}>{text}</span>
    </>
  );
}
