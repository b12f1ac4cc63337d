import { showsWords } from '../../../../domain/rules/pictureWords.ts';
import { type CurriculumFile, type CurriculumProblem, passageOf } from '../../curriculum/index.ts';
import { activitiesOf, type PlacedActivity, wordsOf } from '../walk.ts';

/**
 * Keys that give themselves away (issue 28): in the fourth blind sample, 9 of the 19 findings
 * were items a child could answer by matching words instead of knowing: the only option that
 * repeats a word of the prompt or the title ("How do we save rain in the ground?" → "dig an
 * ಇಂಗುಗುಂಡಿ"), or a match pair whose two sides share a word (ಜೇನುತುಪ್ಪ – ಜೇನುನೊಣ). Flagged:
 *
 * - a multiple-choice question whose right option alone shares a word with its prompt or with
 *   what is heard before it: the topic's name (said on the topic list, in either language), the
 *   activity's title and instruction, and its passage's title (a story called "The cap-seller"
 *   answers "What does the man sell?"); when every option or none shares one, nothing is given;
 * - a match pair whose two sides share a word, and a sorting card that shares a word with its
 *   own group's name.
 *
 * Words are compared loosely, so that endings do not hide them (`alike`).
 * Question words and instructions (tap, which, ಯಾವುದು, ಒತ್ತು) do not count. Some shared words are
 * right (a question that asks for the word itself, a card of "Things with wheels" named "wheel
 * chair" on purpose): a reviewer who read the item and kept it lists it in
 * `curriculum/giveaway-allow.yaml` (file, topic/activity, the place: `questions.2`) with the reason.
 * A question whose picture options show no words (the prompt names one: `showsWords`) is not
 * flagged: the child matches the picture to the word heard. Otherwise the words show, and count.
 */
export function giveAwayKeys(allowed: Set<string>) {
  return (files: CurriculumFile[]): CurriculumProblem[] =>
    activitiesOf(files).flatMap((placed) => {
      const { file, path, topic, activity } = placed;
      const item = `${topic.key}/${activity.key}`;
      const place = (at: string) => ({ file: file.file, path: `${path}.${at} (${item} ${at})` });
      const kept = (at: string) => allowed.has(`${file.file}|${item}|${at}`);
      const around = heardBefore(placed);
      const problems: CurriculumProblem[] = [];
      if (activity.kind === 'mcq')
        activity.questions.forEach((q, i) => {
          // Picture options whose words the player hides (the prompt names one): the child
          // matches nothing but the picture to the word heard.
          if (!showsWords(q.prompt, q.options, activity.pictures)) return;
          const context = contentWords(`${around} ${q.prompt}`);
          const sharing = q.options.map((option) => shared(contentWords(option), context));
          const key = sharing[q.answer];
          if (!key || sharing.some((s, j) => j !== q.answer && s) || kept(`questions.${i}`)) return;
          problems.push({
            ...place(`questions.${i}`),
            message: `only the key "${q.options[q.answer]}" repeats "${key}" of what is heard before it (the prompt, the titles, the chapter or the topic name): a child can match the word instead of knowing`,
          });
        });
      if (activity.kind === 'match')
        activity.pairs.forEach((pair, i) => {
          const word = shared(contentWords(pair.left), contentWords(pair.right));
          // A word every pair's sides share (metres in "1 km" to "1000 m" beside "½ m" to
          // "50 cm") tells no pair from another: the child still has to know the sum.
          const elsewhere = activity.pairs.flatMap((other, j) =>
            j === i ? [] : contentWords(`${other.left} ${other.right}`),
          );
          const echo = shared(contentWords(pair.right), contentWords(pair.left));
          if (!word || shared([word, echo ?? word], elsewhere) || kept(`pairs.${i}`)) return;
          problems.push({
            ...place(`pairs.${i}`),
            message: `"${pair.left}" and "${pair.right}" share "${word}": the pair is found by the word`,
          });
        });
      if (activity.kind === 'classify')
        activity.items.forEach((item, i) => {
          const group = activity.categories[item.category] ?? '';
          const word = shared(contentWords(item.text), contentWords(group));
          if (!word || kept(`items.${i}`)) return;
          problems.push({
            ...place(`items.${i}`),
            message: `the card "${item.text}" shares "${word}" with its group "${group}": sorted by the word`,
          });
        });
      return problems;
    });
}

/**
 * What the child hears before the questions: the chapter's and the topic's names (on the topic
 * list, in either language; a reader found "cycle" to fill under "The water cycle", re-check of
 * 4 Dec), the activity's title and instruction, and its passage's title.
 */
export const heardBefore = ({ chapter, topic, activity }: PlacedActivity) =>
  [
    chapter.name.en,
    chapter.name.kn,
    topic.name.en,
    topic.name.kn,
    activity.heading.title,
    activity.instruction ?? '',
    passageOf(activity)?.title ?? '',
  ].join(' ');

/**
 * Fill-in answers heard before the blank (blind sample 5: "compost" in a class 5 fill under the
 * topic "Nanjamma's compost"): a blank whose answer the topic's name or a title says is copied,
 * not known. A name that offers several of the activity's answers ("Although, until, unless") is
 * a choice, as options are, so only a name holding one answer of the activity is flagged. Kept
 * places are listed in `curriculum/giveaway-allow.yaml`, as for the keys above.
 */
export function giveAwayFills(allowed: Set<string>) {
  return (files: CurriculumFile[]): CurriculumProblem[] =>
    activitiesOf(files).flatMap((placed) => {
      const { file, path, topic, activity } = placed;
      if (activity.kind !== 'fill') return [];
      const item = `${topic.key}/${activity.key}`;
      const around = contentWords(heardBefore(placed));
      const heard = activity.questions.map((q) =>
        q.answers.map((a) => shared(contentWords(a), around)).find(Boolean),
      );
      if (new Set(heard.filter(Boolean).map((w) => stem(w as string))).size !== 1) return [];
      return activity.questions.flatMap((q, i) => {
        const word = heard[i];
        if (!word || allowed.has(`${file.file}|${item}|questions.${i}`)) return [];
        return [
          {
            file: file.file,
            path: `${path}.questions.${i} (${item} questions.${i})`,
            message: `the answer "${q.answers[0]}" repeats "${word}" of what is heard before it (the titles, the chapter or the topic name), which names no other answer: a child can copy it instead of knowing`,
          },
        ];
      });
    });
}

/** Words that ask or instruct, in both languages: a key sharing one of them gives nothing away. */
const QUESTION_WORDS = new Set(
  [
    'the a an and or of to in on at by for with from is are was were be been it its this that these those',
    'what which who whom whose where when why how many much do does did can could will would should',
    'we our us you your i my me he his she her they them their there here not no yes all some any',
    'tap choose pick find mark tick show shows select answer answers right correct wrong true false',
    'word words picture pictures sentence sentences option options question questions one two three',
    'has have had make makes made get gets use used say says said tell each other more most less',
    'ಯಾವುದು ಯಾವ ಯಾರು ಏನು ಎಷ್ಟು ಹೇಗೆ ಏಕೆ ಎಲ್ಲಿ ಯಾವಾಗ ಇದು ಅದು ಈ ಆ ಮತ್ತು ಅಥವಾ ಒತ್ತು ಆರಿಸು ಗುರುತಿಸು',
    'ಸರಿಯಾದ ಸರಿ ತಪ್ಪು ಉತ್ತರ ಪದ ಪದವನ್ನು ಚಿತ್ರ ಚಿತ್ರವನ್ನು ವಾಕ್ಯ ಇದೆ ಇವೆ ಇಲ್ಲ ಒಂದು ಎರಡು ಮೂರು ನಮ್ಮ ನಾವು ನೀನು ನಿನ್ನ',
  ]
    .join(' ')
    .split(' '),
);

export const contentWords = (text: string) => wordsOf(text).filter((w) => !QUESTION_WORDS.has(w));

export const isKannada = (word: string) => /[\u0C80-\u0CFF]/u.test(word);

/** An English word without its usual endings (flies and flying → fly, saving → sav, trees → tre). */
const stem = (word: string) =>
  word
    .replace(/ies$/, 'y')
    .replace(/(?:ing|ed)$/, '')
    .replace(/s$/, '')
    .replace(/e$/, '');

/**
 * English words of one family that no ending shows (blind sample 24: a weaver bird's nest
 * "woven from grass"): the doer and the made thing, to the plain verb. Past forms are left out:
 * matching "write" with "wrote" is the point of a verb-forms item, not a give-away.
 */
const FAMILIES: Record<string, string> = {
  weaver: 'weave',
  woven: 'weave',
  builder: 'build',
  baker: 'bake',
  farmer: 'farm',
  hunter: 'hunt',
  painter: 'paint',
  potter: 'pot',
  teacher: 'teach',
  singer: 'sing',
  swimmer: 'swim',
  digger: 'dig',
  driver: 'drive',
  rider: 'ride',
  writer: 'write',
  seller: 'sell',
  buyer: 'buy',
  fisher: 'fish',
  fisherman: 'fish',
  washerman: 'wash',
  gardener: 'garden',
};
const family = (word: string) => FAMILIES[word] ?? word;

/** Code points of a Kannada word inside another (ವಾಸನೆ in ಸುವಾಸನೆ): shorter ones are parts of many words. */
const KANNADA_INSIDE = 5;

/**
 * The same word loosely: in English the same stem, or one stem the start of the other (at least 4
 * letters: wheel in wheelchair), or one family (weaver, woven, weave); in Kannada, whose endings
 * join the word, the same first 3 letters and signs (ಇಂಗ of ಇಂಗಲು and ಇಂಗುಗುಂಡಿ, ಕಾಡ of ಕಾಡು and
 * ಕಾಡಿನ), or a word of at least 5 letters and signs inside the other (ವಾಸನೆ in ಸುವಾಸನೆ, blind
 * sample 24: a prefix joins the front of a Kannada word as endings join its back).
 */
function alike(a: string, b: string) {
  if (isKannada(a) || isKannada(b)) {
    const [x, y] = [[...a], [...b]];
    if (x.length >= 3 && y.length >= 3 && x.slice(0, 3).join('') === y.slice(0, 3).join('')) return true;
    const [short, long] = x.length <= y.length ? [a, b] : [b, a];
    return [...short].length >= KANNADA_INSIDE && long.includes(short);
  }
  if (a === b) return a.length >= 3;
  // A family's word met as itself (teacher, teachers) still falls to the stems below.
  if ((FAMILIES[a] || FAMILIES[b]) && stem(family(a)) === stem(family(b))) return true;
  const [short, long] = [stem(a), stem(b)].sort((p, q) => p.length - q.length) as [string, string];
  return short === long ? short.length >= 3 : short.length >= 4 && long.startsWith(short);
}

/** A word of `words` that stands (loosely) among `others`, or undefined. */
export function shared(words: string[], others: string[]) {
  return words.find((w) => others.some((o) => alike(w, o)));
}
