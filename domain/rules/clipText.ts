import { kannadaNumberWords, withCaseEnding } from './kannadaNumbers.ts';
import { endingAfter, LETTER, LETTER_ROW, type SpokenLanguage, spokenText } from './spokenText.ts';

// A file of its own, never imported by the app's islands: the number words (and the practice's
// numerals behind them) took the player's island to 25.3 KB gzip, over its 25 KB bar, when they
// sat beside spokenText, which the player imports (CI of 4 Dec, npm run budgets), and so did the
// edge-blank words and the years below (session 31's CI): they are the clips' alone.

// A numeral with a Kannada case ending joined to it (5ಕ್ಕಿಂತ, 78ರಲ್ಲಿ, 3ನೇ): the engine read the
// ending as a word of its own ("ಐದು ಕ್ಕಿಂತ", re-check of 4 Dec), so the number is said in words
// with the ending on its last one (ಐದಕ್ಕಿಂತ). Rupees, hours and fractions have theirs moved first.
// A bare numeral whose last two digits are 30–39 is said in words too: the engine's Kannada number
// rules say ಮೊವತ್ತು (a short o, one t) for ಮೂವತ್ತು, "m'ovat#'aIdu" for 35 (espeak-ng -x; the sweep
// of 4 Dec heard it in 825 clips), the word itself it reads right. Other bare numerals it reads
// well, and they keep their digits; a decimal (2.35) is left whole.
const NUMERAL = /(?<![\d.,/:₹])(\d{1,3}(?:,\d{3})+|\d+)(?:([\u0C80-\u0CFF]+)|(?![\d]|[.,:/]\d))/g;
// The thousands are read the same way: "34,000" came out ಮೊವತ್ತನಾಲ್ಕು ಸಾವಿರ (blind sample 8, item 97).
const inThirties = (n: number) =>
  [n, Math.floor(n / 1000)].some((part) => part % 100 >= 30 && part % 100 <= 39);

// A time past the hour (9:30, 9:30ಕ್ಕೆ, 8:47ರಿಂದ): the engine reads the two numbers apart and a
// joined ending as a word of its own ("ಒಂಬತ್ತು ಮೊವತ್ತು ಕ್ಕೆ", 42 clips in the sweep of 5 Dec), and
// the minutes 01–09 with a zero ("ಏಳು ಸೊನ್ನೆ ಮೂರು"). So it is said as a clock is read aloud, the
// hour and then the minutes in words, the ending on the minutes (ಒಂಬತ್ತು ಮೂವತ್ತಕ್ಕೆ); minutes under
// ten with ಗಂಟೆ and ನಿಮಿಷ (ಏಳು ಗಂಟೆ ಮೂರು ನಿಮಿಷಕ್ಕೆ). No longer than the digits it replaces, so a
// topic's clips keep within their 150 KB. A time on the hour is spokenText's ("9 ಗಂಟೆಗೆ"); what is
// no time (4:88, 12:70) is left as written.
const TIME = /(?<![\d.,/:₹])(\d{1,2}):(\d{2})(?![\d:])([\u0C80-\u0CFF]+)?/g;

function timeInWords(match: string, hour: string, minute: string, ending = ''): string {
  const [h, m] = [Number(hour), Number(minute)];
  const hourWords = kannadaNumberWords(h);
  const minuteWords = kannadaNumberWords(m);
  if (h > 23 || m < 1 || m > 59 || hourWords === null || minuteWords === null) return match;
  if (m >= 10) return `${hourWords} ${ending ? withCaseEnding(minuteWords, ending) : minuteWords}`;
  return `${hourWords} ಗಂಟೆ ${minuteWords} ${ending ? withCaseEnding('ನಿಮಿಷ', ending) : 'ನಿಮಿಷ'}`;
}

// An angle ("90°", "90°ಕ್ಕಿಂತ"): engines drop the sign and read a joined ending as a sound of its
// own ("ತೊಂಬತ್ತು ಕ್ಕಿಂತ", re-check s22t), so it is said "90 degrees", "90 ಡಿಗ್ರಿಗಿಂತ", the ending moved
// onto the word as onto ರೂಪಾಯಿ. Here, not in spokenText: the player's island is held to 25 KB
// (npm run budgets), so the phone's own voice, which a parent may choose, reads the sign as it can.
const DEGREES = /(\d+)\s?°([\u0C80-\u0CFF]+)?/g;
const DEGREE_WORDS: Record<SpokenLanguage, [string, string]> = {
  en: ['degree', 'degrees'],
  kn: ['ಡಿಗ್ರಿ', 'ಡಿಗ್ರಿ'],
};
const degreeWords = (language: SpokenLanguage) => (_: string, number: string, ending: string | undefined) =>
  `${number} ${DEGREE_WORDS[language][number === '1' ? 0 : 1]}${endingAfter(language, ending)}`;

// A half letter on its own (ಕ್ in "ಕ್ಷ = ಕ್ + ಷ", ಗ್ in "ಗ್ ಮತ್ತು ಉ ಸೇರಿ ಗು"): the engine says it as the
// whole letter, ಕ, so the child heard "ಕ and ಷ make ಕ್ಷ" (blind sample 8, item 21). It is said as a
// teacher names it, ಅರ್ಧ ಕ. A word that ends in one (ಬಸ್) is left to the engine.
const HALF_LETTER = /(?<![\u0C80-\u0CFF])([\u0C95-\u0CB9\u0CDE])\u0CCD(?![\u0C80-\u0CFF\u200C\u200D])/g;

/**
 * Numbers a child dials, said digit by digit as people say them ("one one two", not "one hundred
 * and twelve": blind sample 10, items 32 and 55): the emergency and helpline numbers where the
 * text is about calling (dial, call, helpline, emergency, ambulance, police), and a text that is
 * nothing but 112, 1098, 911 or 999 (an option of a question about calling; none is a count in
 * the curriculum's English texts). Kannada says service numbers as numbers (ನೂರ ಹನ್ನೆರಡು).
 */
const DIGIT_NAMES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const DIALLED =
  /\b(100|101|102|108|112|1098|911|999)\b(?!\s?(?:m|km|kg|g|l|ml|cm|mm|(?:kilo|centi|milli)?(?:metres?|grams?|litres?)|rupees?|paise|per ?cent|%)\b)/g;
const ABOUT_CALLING = /\b(dial|dialled|call|calls|ring|phone|helpline|emergency|ambulance|police)\b/i;
const ONLY_DIALLED = /^\s*(112|1098|911|999)\s*$/;
const digitByDigit = (number: string) => [...number].map((d) => DIGIT_NAMES[Number(d)]).join(' ');
function dialledNumbers(text: string): string {
  if (ONLY_DIALLED.test(text)) return text.replace(ONLY_DIALLED, (_, n: string) => digitByDigit(n));
  return ABOUT_CALLING.test(text) ? text.replace(DIALLED, digitByDigit) : text;
}

/**
 * Kannada's four-digit helplines, said digit by digit as they are dialled (blind sample 21, item
 * 20: 1098 was heard "ಒಂದು ಸಾವಿರದ ತೊಂಬತ್ತೆಂಟು", and 1912 two ways in one item): where the text is
 * nothing but the number (a card) or is about calling (ಕರೆ, ಸಹಾಯವಾಣಿ, ಫೋನ್, ತುರ್ತು, ಡಯಲ್), so
 * that the year 1912 of a history line stays a year. A joined case ending goes on the last digit
 * (1912ಕ್ಕೆ: … ಒಂದು ಎರಡಕ್ಕೆ). The three-digit ones stay numbers, as Kannada says them (ನೂರ ಹನ್ನೆರಡು).
 */
const KN_HELPLINES = '1077|1091|1098|1912|1930';
const KN_HELPLINE = new RegExp(`(?<![\\d.,/:₹])(${KN_HELPLINES})(?!\\d)([\\u0C80-\\u0CFF]+)?`, 'g');
const KN_ONLY_HELPLINE = new RegExp(`^\\s*(${KN_HELPLINES})\\s*$`);
const KN_ABOUT_CALLING = /ಕರೆ|ಸಹಾಯವಾಣಿ|ಫೋನ್|ಫೋನಿ|ತುರ್ತು|ಡಯಲ್/;
function kannadaHelplines(text: string): string {
  if (!KN_ONLY_HELPLINE.test(text) && !KN_ABOUT_CALLING.test(text)) return text;
  return text.replace(KN_HELPLINE, (_, number: string, ending: string | undefined) => {
    const digits = [...number].map((d) => kannadaNumberWords(Number(d)) as string);
    const last = digits.pop() as string;
    return [...digits, ending ? withCaseEnding(last, ending) : last].join(' ');
  });
}

/**
 * What a clip says: `spokenText`, and in Kannada each half letter on its own as ಅರ್ಧ and the letter,
 * each time past the hour, each numeral with a joined case ending, and each numeral of the thirties,
 * in words (above).
 * The clips are made and found by these words (server only). The phone's own voice, which a parent
 * may choose, says `spokenText` and reads such a numeral itself: the number words stay out of the
 * player's code, which is held to 25 KB on a phone's data (npm run budgets).
 */
/**
 * Karnataka's words in English clips, spelt as they are said here (blind sample 13, items 18, 54,
 * 65, 89, and a sweep of the capitalised words ending in e that the engine said without their last
 * vowel): Hosapete came out "HOS-a-peet", Kadalekai "KAD-ail-kai", Parishe "pa-REESH", mudde "mud",
 * Geetha "JEE-tha" (then "GHEE-tha", an English th: "GHEE-ta", sweep s34a), toor dal "tore dal".
 * And a listening pass of session 29 over every Indian word of the English texts (496 read with
 * say.mjs, 150 said wrongly: Asha "uh-SHAH", Kaveri "KAV-er-ee",
 * Udupi "YOO-dyoo-pee", Jalebi "JAIL-bye"…), each respelling heard before it went in.
 * The first of them, from re-checks and blind samples before the table: paise "pays" (s22t),
 * Agumbe "Agumb" (s24g), puja "pyoo-ja" and masala "ma-zaa-la" (s25j), namaste "namaast" (sample 9),
 * rakhi "rack-eye" (s26i), laddus "lad-uss" (s27c), coir "kwar" (sample 11), methi "meth-eye"
 * (s29g), Ganesha "GAYN-shuh" and Ugadi "yoo-GAD-ee" (s29n), Eidi "eye-dee", Kalaburagi
 * "kala-BYOOR-aagi", Byadagi "bye-a-DAA-gi" and Kolar "koh-luh" (sample 12), santhe "sahnth" (s34h)
 * and jatre "jatter".
 */
const SAID_HERE: Record<string, string> = {
  paise: 'pie-say',
  agumbe: 'aagoombay',
  puja: 'pooja',
  masala: 'massala',
  namaste: 'namastay',
  rakhi: 'raakhee',
  rakhis: 'raakhees',
  laddus: 'laddoos',
  coir: 'koyer',
  methi: 'maythee',
  eidi: 'eedee',
  ganesha: 'ganaisha',
  ugadi: 'oogaadi',
  kalaburagi: 'kalabuhragi',
  byadagi: 'bjaadagi',
  kolar: 'koh-lar',
  hosapete: 'hosapaytay',
  santhe: 'suntay',
  jatre: 'jaatray',
  geetha: 'gheeta',
  geeta: 'gheeta',
  kadalekai: 'kadalay-kai',
  parishe: 'paarishay',
  basavanagudi: 'basavanagoodi',
  mudde: 'mudday',
  holige: 'holigay',
  bombe: 'bombay',
  namasthe: 'namasthay',
  nagarahole: 'nagarahoalay',
  aihole: 'ayhoalay',
  kannike: 'kannikay',
  attige: 'attigay',
  sandige: 'sandigay',
  onake: 'onakay',
  toor: 'tour',
  tur: 'tour',
  asha: 'aasha',
  kannada: 'kunnadda',
  kaveri: 'kaavayri',
  kittur: 'kittour',
  hubballi: 'hoobballi',
  sahana: 'sahanaa',
  rajyotsava: 'raaj-yoat-sava',
  kodagu: 'kodaggu',
  hassan: 'haasan',
  kiran: 'kirrun',
  udupi: 'oodoopi',
  malnad: 'mal-naad',
  tungabhadra: 'toongabhadra',
  chandrayaan: 'chandra-yaan',
  bidar: 'beedar',
  nandini: 'nundinny',
  sunil: 'soo-neel',
  arun: 'aroon',
  hosur: 'hosoo-ru',
  pragyan: 'prag-yaan',
  dharwad: 'dhaarvaad',
  belagavi: 'bellagaavi',
  payasa: 'paayussa',
  jowar: 'jo-waar',
  dhruv: 'druv',
  karwar: 'kaarwaar',
  sakleshpur: 'saklaishpoor',
  nilgiris: 'nil-ghiris',
  vittala: 'vittalla',
  amir: 'ameer',
  chamundeshwari: 'chamoondayshvari',
  sandhi: 'sandhee',
  atte: 'uttay',
  bevu: 'bayvu',
  tunga: 'toonga',
  kambala: 'kambla',
  purnima: 'poornima',
  srirangapatna: 'shree-ranga-patna',
  sharavati: 'sharaavtee',
  karaga: 'karrugga',
  madikeri: 'madi-kayri',
  dandeli: 'daandayli',
  mullayanagiri: 'mullayya-naghiri',
  bachendri: 'buchendri',
  kudremukh: 'koodray-mook',
  tumakuru: 'toomakuuru',
  ramesh: 'ramaysh',
  visvesvaraya: 'vishvayshvarayya',
  anganwadi: 'angunvaadi',
  gopura: 'goapura',
  sharavathi: 'sharaavthee',
  onam: 'ohnum',
  mubarak: 'moobaarak',
  nagara: 'naagarra',
  panchami: 'punchummi',
  kesari: 'kaysree',
  kosambari: 'ko-sumbari',
  puliyogare: 'pooliyogaray',
  ennegai: 'ennaygaayi',
  avarekalu: 'avaray-kaalu',
  puttu: 'poottu',
  guru: 'goo-roo',
  nanak: 'naanak',
  navalgund: 'navvalgund',
  kasuti: 'kasooti',
  gandabherunda: 'gunda-bhay-roonda',
  bharata: 'bhaaratta',
  tanujate: 'tanoo-jaatay',
  raitha: 'rye-tha',
  ramanagara: 'raamanagurra',
  karavali: 'karaavalli',
  almatti: 'aalamatti',
  netravathi: 'naytraavthee',
  hemavathi: 'haymaavthee',
  bhadravathi: 'bhadraavthee',
  gorur: 'go-roo-ru',
  ranebennur: 'raanaybennoo-ru',
  lakshadweep: 'luksha-dweep',
  kanyakumari: 'kanya-koomaari',
  murudeshwar: 'mooroo-dayshwar',
  hagalakayi: 'haagalakaayi',
  happala: 'huppla',
  kalpana: 'kulpunaa',
  chawla: 'chaavla',
  sunita: 'soo-neeta',
  hoysaleswara: 'hoysalayshwara',
  halebidu: 'halaybeedu',
  durga: 'doorgaa',
  daulat: 'dowlat',
  bahmani: 'bahmunee',
  gommateshwara: 'gommatayshwara',
  pourakarmikas: 'powrakaarmikas',
  radha: 'raadha',
  savitha: 'savi-tha',
  rekha: 'raykha',
  manoj: 'muh-noje',
  shalini: 'shaa-lini',
  bagina: 'baa-ghina',
  mallige: 'malligay',
  bele: 'baylay',
  jolada: 'joh-lada',
  netravati: 'naytraavtee',
  ayudha: 'aayudha',
  modakas: 'mohdukkas',
  torana: 'toh-runa',
  sawari: 'savaari',
  jalebi: 'jilaybee',
  aryabhata: 'aaryabhutta',
  chinnaswamy: 'chinnaswaamy',
  jayanti: 'juh-yanti',
  makara: 'makkra',
  surya: 'sooriya',
  bidriware: 'bidri-ware',
  talakaveri: 'tala-kaavayri',
  rahim: 'raheem',
  hubli: 'hoobli',
  kuvempu: 'koo-vempu',
  mahotsav: 'muh-hoatsuv',
  sagara: 'saagurra',
  haveri: 'haavayri',
  kabini: 'kabinee',
  murabba: 'moorabba',
  kere: 'keray',
  keres: 'kerays',
  usha: 'oosha',
  shravanabelagola: 'shravana-bela-gola',
  hoysalas: 'hoysulluz',
  biligiri: 'bili-ghiri',
  rangana: 'rungunna',
  kodava: 'kodavva',
  vinod: 'vih-node',
  sirsi: 'sursi',
  kagunita: 'kaa-goo-nitta',
  ramakrishna: 'raama-krishna',
  muttajja: 'moottajja',
  pudina: 'poodina',
  mommaga: 'mommugga',
  mommagalu: 'mommugulu',
  srigandha: 'shreegundha',
  seegekai: 'seegaykai',
  murugalu: 'mooru-galu',
  agama: 'aa-gama',
  avare: 'avaray',
  modaka: 'mohdukka',
  // ಪೇಡ, not "ped-uh" (ಪೆದ್ದ, a fool): re-check s32r.
  peda: 'payda',
  // ಉದ್ದು, not "YOO-rad": re-check s39f.
  urad: 'oorad',
};
// Each word whole, any case; tur and toor only before dal (a "tur" is no word of its own here).
const PLACES_AND_FOODS = new RegExp(
  `\\b(?:${Object.keys(SAID_HERE)
    .filter((w) => !/^t(?:oo|u)r$/.test(w))
    .join('|')}|t(?:oo|u)r(?= dal\\b))\\b`,
  'gi',
);
/** The word said here, with its first letter's case kept (Holige, holige). */
function saidHere(word: string) {
  const said = SAID_HERE[word.toLowerCase()] ?? word;
  return word[0] === word[0]?.toUpperCase() ? said[0]?.toUpperCase() + said.slice(1) : said;
}

/**
 * The verb live, said "laiv" and "laivz" as in "a live wire" and "nine lives" ("A fish lives in
 * water.", a reviewer's note of session 29): "liv", "livz". A noun after a possessive or a number
 * ("their lives", "save lives") keeps the engine's word.
 */
const LIVES_AS_VERB =
  /(?<!\b(?:their|our|your|his|her|my|its|many|save|saves|saved|nine|whose) )\b([Ll])ive(s?)\b/gi;

// A year in an English sentence ("born in 1809", "Until 1973,") is said as people say years,
// "eighteen oh nine", not "one thousand eight hundred and nine" (blind sample 15, item 7). Only
// after a word that names a time, so a maths number (1809 + 25) stays a number.
const YEAR = /(?<=\b(?:[Ii]n|[Uu]ntil|[Ss]ince|[Yy]ear) )1([1-9])(\d)(\d)\b(?![.,]?\d)/g;
const yearWords = (_: string, hundreds: string, tens: string, ones: string) =>
  `1${hundreds} ${tens === '0' ? (ones === '0' ? 'hundred' : `oh ${ones}`) : `${tens}${ones}`}`;

// A date written as India writes it, "1 November", came out "one November" (sweep s34a): the day
// is said as an ordinal, "first November", as people say it here. Only a day of 1 to 31 straight
// before a month's name, so "12 days in March" stays a number.
const DATE =
  /\b([1-9]|[12]\d|3[01])(?= (?:January|February|March|April|May|June|July|August|September|October|November|December)\b)/g;
const ordinal = (day: string) => {
  const teen = day.length === 2 && day[0] === '1';
  return `${day}${teen ? 'th' : ({ '1': 'st', '2': 'nd', '3': 'rd' }[day.at(-1) ?? ''] ?? 'th')}`;
};

// The verb close came out as the adjective, "klohs" ("Close your eyes.", re-check s34g): before
// what is closed (the, your, it…) it is spelt as said, "cloze"; "close to the school" stays.
const CLOSE_AS_VERB =
  /\b([Cc])lose(?= (?:the|your|my|his|her|our|their|its|it|them|a|an|this|that|these|those)\b)/g;

// The ending es written without its hyphen ("add es", "takes es") came out "eez" (re-read s34z):
// said as the hyphened -es is (SUFFIX_SAID).
const BARE_ES = /\b((?:add|adds|adding|take|takes|taking) )es\b/gi;

// The ending 's named on its own ("we add 's to baby") came out "es" (re-check s34b): it is said
// by its name, "apostrophe s". An owner's 's inside a word (baby's) stays as it is.
const APOSTROPHE_S = /(^|[\s"“(])['’]s\b/g;

// A time a minute to nine past the hour, "11:05", came out "eleven zero five" (re-check s34c):
// "eleven oh five", as a teacher says it.
const OH_MINUTE = /(?<![\d.,/:₹])(\d{1,2}):0([1-9])(?![\d:])/g;

/** "none", said "non" by the engine (re-check s31u: "Has none" in a class 4 symmetry sort): "nun". */
const NONE = /\b([Nn])one\b/g;

/**
 * The letter a named in a sentence about letters ("the a", "short a", "letter a", "a says its
 * name"): no article stands there, so it is the letter.
 */
const LETTER_A = /\b(the|short|long|letter|capital|small) a\b(?![.-]\w)|\b()a(?= says? its name)/gi;

// A blank at either end of a row is not heard as a pause ("J, K, ___" and "___, J, K" both said
// "J, K", blind sample 15, item 18), so it is said as a word: the first of these that begins with
// no letter of the row nor a letter next to one in its alphabet ("blank" in "J, K, ___"; "what"
// in "a, b, ___", where "blank" would give the b).
const EDGE_WORDS: Record<SpokenLanguage, string[]> = { en: ['blank', 'what'], kn: ['ಖಾಲಿ', 'ಏನು'] };
const EDGE_BLANK = /^([\s,]*)_{3,}|_{3,}([\s,.?]*)$/g;
const LETTERS = new RegExp(LETTER, 'gu');
const letterCode = (letter: string) => letter.toLowerCase().codePointAt(0) ?? 0;
function edgeBlankWord(row: string, language: SpokenLanguage): string | undefined {
  const letters = (row.match(LETTERS) ?? []).map(letterCode);
  return EDGE_WORDS[language].find((word) =>
    letters.every((letter) => Math.abs(letter - letterCode(word)) > 1),
  );
}
const sayEdgeBlanks = (text: string, language: SpokenLanguage) => {
  if (!LETTER_ROW.test(text.trim())) return text;
  const word = edgeBlankWord(text, language);
  return word
    ? text
        .trim()
        .replace(EDGE_BLANK, (_, before: string | undefined, after: string | undefined) =>
          after === undefined ? `${before ?? ''}${word},` : `, ${word}${after}`,
        )
    : text;
};

/**
 * An ending written with its hyphen ("Add -er or -est", "Add -ly") was spelt out or misread:
 * -est as "E-S-T" (blind sample 14, item 88), -ly as "lie", -es as "eez". Said as the ending sounds,
 * or by its letters where no one sound is right (SUFFIX_SAID).
 */
const SUFFIX = /(^|[\s("'‘“])-(est|ly|ies|ves|es|er|ing|ed|ful|less)\b/gi;
/**
 * The endings the engine misreads; the others are said right once their hyphen is gone. -ies came
 * out "wise" and -ves "vess" (re-read s34s): the ending heard in "parties", and v-e-s letter by
 * letter (the engine has no "vz" of its own). -es was said "iz", right for boxes and wrong for
 * echoes, goes and thieves (re-read s34z): its letters, as a teacher names them.
 */
const SUFFIX_SAID: Record<string, string> = {
  est: 'esst',
  ly: 'lee',
  es: 'e, s',
  ies: 'eez',
  ves: 'v, e, s',
};

/** A word spelt out with hyphens between single letters: "b-a-n-a-n-a", "t-e-n". */
const SPELT = /\b[A-Za-z](?:-[A-Za-z]){2,}\b/g;

export function clipText(text: string, language: SpokenLanguage): string {
  // The letter a left after a blank in an English word ("ban___a") was said as the article, "uh"
  // (blind sample 12, item 91): it is given its name, "eh" ('eI), before the blank is spoken.
  const written = sayEdgeBlanks(language === 'kn' ? text : text.replace(/(_{3,})a\b/g, '$1 eh'), language);
  const said = spokenText(written, language).replace(DEGREES, degreeWords(language));
  // A word spelt letter by letter with hyphens ("b-a-n-a-n-a") ran the letters together and said
  // each a as "uh" (item 91): the letters are said one by one, as commas part them ('eI 'En 'eI).
  // The letter A of a range ("Letters A to Z", "A to I") came out as the article, "uh" (re-reads
  // s27c, s27m, s28), and so did the letter a of "the a say its name" (blind sample 14, item 63):
  // "eh" is said as the letter's name ('eI).
  if (language !== 'kn')
    return dialledNumbers(said)
      .replace(SPELT, (word) => word.split('-').join(', '))
      .replace(/\bA(?= to [A-Z]\b)/g, 'Eh')
      .replace(LETTER_A, (_, before = '') => `${before}${before ? ' ' : ''}eh`)
      .replace(
        SUFFIX,
        (_, before: string, suffix: string) => before + (SUFFIX_SAID[suffix.toLowerCase()] ?? suffix),
      )
      .replace(PLACES_AND_FOODS, saidHere)
      .replace(LIVES_AS_VERB, (_, l: string, s = '') => `${l}iv${s ? 'z' : ''}`)
      .replace(NONE, '$1un')
      .replace(YEAR, yearWords)
      .replace(DATE, ordinal)
      .replace(OH_MINUTE, '$1 oh $2')
      .replace(BARE_ES, (_, before: string) => before + SUFFIX_SAID.es)
      .replace(APOSTROPHE_S, '$1apostrophe s')
      .replace(CLOSE_AS_VERB, '$1loze');
  return kannadaHelplines(said)
    .replace(HALF_LETTER, 'ಅರ್ಧ $1')
    .replace(TIME, timeInWords)
    .replace(NUMERAL, (match, number: string, ending: string | undefined) => {
      const n = Number(number.replaceAll(',', ''));
      if (!ending && !inThirties(n)) return match;
      const words = kannadaNumberWords(n);
      if (words === null) return match;
      return ending ? withCaseEnding(words, ending) : words;
    });
}
