/**
 * Whether a question's picture options show their words: not when every option is a picture and
 * the prompt names one of them ("Which one is an ear?", "ಚಪಾತಿ ಯಾವುದು?"). The words under the
 * pictures would then let a child who reads find the answer by matching letters, not by knowing
 * the thing (the review sweep of 3 December, Kannada-medium class 1). The player draws by this
 * rule, and content:check's shared-word rule reads the words only where the child sees them.
 */
export function showsWords(prompt: string, options: string[], pictures: Record<string, string> | undefined) {
  if (!options.every((option) => pictures?.[option])) return true;
  const said = prompt.toLocaleLowerCase();
  return !options.some((option) => option.trim() !== '' && said.includes(option.toLocaleLowerCase()));
}
