import type { Locale } from '../../../domain/contract/locale.ts';

/**
 * The weekly report's SMS, as registered with India's DLT (TRAI's Telecom Commercial
 * Communications Customer Preference Regulations, 2018): every message sent must be a
 * registered template whose fixed text is sent exactly, with `{#var#}` where a value goes; each
 * value is at most 30 characters. One template per language, with the same six variables in
 * the same order: the child's name, activities, minutes, coins, units finished, topics to
 * practise. A change of wording here is a new registration (and a new id) there.
 */
export const VARIABLE = '{#var#}';
/** DLT's limit on one variable's value. */
export const VARIABLE_MAX_LENGTH = 30;

export interface SmsTemplate {
  /** The id the template is registered under (the DLT portal's id replaces these names). */
  id: string;
  text: string;
}

export const WEEKLY_REPORT_TEMPLATES: Record<Locale, SmsTemplate> = {
  en: {
    id: 'kalike-weekly-report-en',
    text: `Kalike weekly report for ${VARIABLE}: activities ${VARIABLE}, minutes ${VARIABLE}, coins ${VARIABLE}, units finished ${VARIABLE}. Practise again: ${VARIABLE}. - Kalike`,
  },
  kn: {
    id: 'kalike-weekly-report-kn',
    text: `ಕಲಿಕೆ ವಾರದ ವರದಿ - ${VARIABLE}. ಚಟುವಟಿಕೆಗಳು ${VARIABLE}, ನಿಮಿಷಗಳು ${VARIABLE}, ನಾಣ್ಯಗಳು ${VARIABLE}, ಮುಗಿದ ಘಟಕಗಳು ${VARIABLE}. ಮತ್ತೆ ಅಭ್ಯಾಸ ಮಾಡಲಿ: ${VARIABLE}. - ಕಲಿಕೆ`,
  },
};

/** The last variable when no topic needs practice. */
const NOTHING_TO_PRACTISE: Record<Locale, string> = {
  en: 'nothing, well done',
  kn: 'ಏನೂ ಇಲ್ಲ, ಶಭಾಷ್',
};
/** The last variable of a week without activities: no praise, an invitation. */
const NO_ACTIVITY: Record<Locale, string> = {
  en: 'nothing yet, try one today',
  kn: 'ಇಂದೇ ಒಂದು ಚಟುವಟಿಕೆ ಮಾಡಲಿ',
};

/** The most SMS parts a report may take (it is cut to fit: see `weeklyReportSms`). */
export const MAX_PARTS = 3;

// GSM 03.38: the 7-bit alphabet (one septet each) and its extension table (two each).
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENSION = new Set('^{}\\[~]|€\f');

/**
 * How a text travels as SMS: GSM-7 when every character is in its alphabet (160 in one part,
 * 153 per part when split), else UCS-2, as Kannada always is (70 UTF-16 units in one part, 67
 * per part when split: the rest of each part is the header that joins them).
 */
export function smsParts(text: string): { encoding: 'GSM-7' | 'UCS-2'; length: number; parts: number } {
  const characters = [...text];
  if (characters.every((c) => GSM_BASIC.has(c) || GSM_EXTENSION.has(c))) {
    const length = characters.reduce((sum, c) => sum + (GSM_EXTENSION.has(c) ? 2 : 1), 0);
    return { encoding: 'GSM-7', length, parts: length <= 160 ? 1 : Math.ceil(length / 153) };
  }
  return {
    encoding: 'UCS-2',
    length: text.length,
    parts: text.length <= 70 ? 1 : Math.ceil(text.length / 67),
  };
}

/** A value cut to DLT's 30 characters (whole characters, no half of a surrogate pair). */
const variable = (value: string) => [...value.trim()].slice(0, VARIABLE_MAX_LENGTH).join('').trim();

/**
 * The topics as one variable: as many names as fit in 30 characters, lowest score first, and
 * "+N" for those left out; the first is cut to fit if it alone is too long.
 */
export function topicsVariable(names: string[], language: Locale, room = VARIABLE_MAX_LENGTH): string {
  if (names.length === 0) return NOTHING_TO_PRACTISE[language];
  for (let shown = names.length; shown >= 1; shown--) {
    const more = shown < names.length ? ` +${names.length - shown}` : '';
    const list = names.slice(0, shown).join(', ');
    if ([...list].length + more.length <= room) return list + more;
  }
  const more = names.length > 1 ? ` +${names.length - 1}` : '';
  return `${[...(names[0] ?? '')]
    .slice(0, room - more.length)
    .join('')
    .trim()}${more}`;
}

/** Fills a template's `{#var#}`s in order. */
export const fillTemplate = (template: SmsTemplate, values: string[]) => {
  let index = 0;
  return template.text.replaceAll(VARIABLE, () => values[index++] ?? '');
};

export interface ReportSmsValues {
  childName: string;
  activities: number;
  minutes: number;
  coins: number;
  unitsFinished: number;
  /** Topic names in the template's language, lowest score first. */
  topics: string[];
}

/**
 * The report as the SMS of `language`'s template: its id, its variables and the text they make.
 * Every variable is within DLT's 30 characters; topics are dropped (counted in "+N") until the
 * message fits in MAX_PARTS parts.
 */
export function weeklyReportSms(language: Locale, values: ReportSmsValues, storiesRead = 0) {
  const template = WEEKLY_REPORT_TEMPLATES[language];
  const figures = [values.activities, values.minutes, values.coins, values.unitsFinished].map(String);
  const build = (topics: string) => {
    const variables = [variable(values.childName), ...figures.map(variable), variable(topics)];
    return { templateId: template.id, variables, body: fillTemplate(template, variables) };
  };
  // Stories read (issue 30) are not in the template, but a week of them is not "nothing yet".
  if (values.activities === 0 && storiesRead === 0) return build(NO_ACTIVITY[language]);
  for (let room = VARIABLE_MAX_LENGTH; room > 0; room -= 5) {
    const message = build(topicsVariable(values.topics, language, room));
    if (smsParts(message.body).parts <= MAX_PARTS) return message;
  }
  return build(values.topics.length > 0 ? `+${values.topics.length}` : NOTHING_TO_PRACTISE[language]);
}
