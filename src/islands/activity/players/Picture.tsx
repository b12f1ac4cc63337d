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

/**
 * Whether a question's picture options should show their words: not when every option is a
 * picture and the prompt names one of them ("Which one is an ear?", "ಚಪಾತಿ ಯಾವುದು?"). The words
 * under the pictures would then let a child who reads find the answer by matching letters, not by
 * knowing the thing (the review sweep of 3 December, Kannada-medium class 1).
 */
export function showsWords(prompt: string, options: string[], pictures: Record<string, string> | undefined) {
  if (!options.every((option) => pictures?.[option])) return true;
  const said = prompt.toLocaleLowerCase();
  return !options.some((option) => option.trim() !== '' && said.includes(option.toLocaleLowerCase()));
}
