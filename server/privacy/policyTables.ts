import { BASES, BROWSER, isPersonal, KEPT, SERVICES, TABLES, type Text } from './inventory.ts';

/**
 * The privacy policy's tables of §27, made from the data inventory in each language. The policy
 * file keeps its prose; only what lies between the markers is written (`npm run policy:inventory`).
 */
export const START =
  '<!-- inventory:start: made by `npm run policy:inventory` from server/privacy/inventory.ts -->';
export const END = '<!-- inventory:end -->';

type Locale = 'en' | 'kn';
const HEADINGS: Record<'tables' | 'browser' | 'services', Text[]> = {
  tables: [
    { en: 'What we keep', kn: 'ನಾವು ಇಡುವುದು' },
    { en: 'Why', kn: 'ಏಕೆ' },
    { en: 'On what ground', kn: 'ಯಾವ ಆಧಾರದಲ್ಲಿ' },
    { en: 'For how long', kn: 'ಎಷ್ಟು ಕಾಲ' },
  ],
  browser: [
    { en: 'Kept on your device under', kn: 'ನಿಮ್ಮ ಸಾಧನದಲ್ಲಿ ಈ ಹೆಸರಿನಲ್ಲಿ' },
    { en: 'What', kn: 'ಏನು' },
    { en: 'For how long', kn: 'ಎಷ್ಟು ಕಾಲ' },
  ],
  services: [
    { en: 'Outside service', kn: 'ಹೊರಗಿನ ಸೇವೆ' },
    { en: 'What it receives', kn: 'ಅದು ಪಡೆಯುವುದು' },
    { en: 'Why', kn: 'ಏಕೆ' },
    { en: 'For how long it keeps it', kn: 'ಎಷ್ಟು ಕಾಲ ಇಡುತ್ತದೆ' },
  ],
};

const cell = (text: string) => text.replaceAll('|', '\\|');
function table(locale: Locale, headings: Text[], rows: string[][]) {
  return [
    `| ${headings.map((h) => h[locale]).join(' | ')} |`,
    `| ${headings.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

export function inventoryTables(locale: Locale): string {
  const personal = Object.values(TABLES).filter(isPersonal);
  const browser = Object.entries(BROWSER).flatMap(([name, entry]) =>
    entry.what && entry.kept ? [[`\`${name}\``, entry.what[locale], KEPT[entry.kept][locale]]] : [],
  );
  return [
    START,
    '',
    table(
      locale,
      HEADINGS.tables,
      personal.map((entry) => [
        entry.what[locale],
        entry.purpose[locale],
        BASES[entry.basis][locale],
        KEPT[entry.kept][locale],
      ]),
    ),
    '',
    table(locale, HEADINGS.browser, browser),
    '',
    table(
      locale,
      HEADINGS.services,
      SERVICES.map((service) => [
        service.name,
        service.what[locale],
        service.purpose[locale],
        KEPT[service.kept][locale],
      ]),
    ),
    '',
    END,
  ].join('\n');
}

/** The policy file with its tables made anew; throws when the markers are missing. */
export function withInventory(markdown: string, locale: Locale): string {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start < 0 || end < start) throw new Error(`the ${locale} policy has no ${START} … ${END} markers`);
  return markdown.slice(0, start) + inventoryTables(locale) + markdown.slice(end + END.length);
}
