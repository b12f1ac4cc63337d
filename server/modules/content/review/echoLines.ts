import type { CurriculumFile } from '../../curriculum/index.ts';
import { contentWords, shared } from '../rules/giveAwayKeys.ts';
import type { Lead } from './leads.ts';
import { answeredLines, leadOf, REASON, SHORT_WORDS } from './shortLines.ts';

/**
 * Feedback lines longer than `short`'s that may still give no reason: at least three content
 * words, at most one in four of them new (not in the question, its key or the card's group) and
 * no reason word. Blind sample 21 found two such lines longer than six words that only said the
 * pair again; the sweep of classes 3–5 read only the short ones. A line that states the item's
 * rule in the item's own words is often right: a reader judges each.
 */
const MIN_WORDS = 3;
const NEW_SHARE = 0.25;

export function echoLines(files: CurriculumFile[]): Lead[] {
  return answeredLines(files).flatMap((answered) => {
    const { line, question } = answered;
    if (line.text.trim().split(/\s+/).length <= SHORT_WORDS || REASON.test(line.text)) return [];
    const said = contentWords(line.text);
    const source = contentWords(`${question.prompt} ${question.keys.join(' ')}`);
    const fresh = said.filter((word) => shared([word], source) === undefined);
    if (said.length < MIN_WORDS || fresh.length > Math.floor(said.length * NEW_SHARE)) return [];
    const why = `a line in the question's own words (${fresh.length} of ${said.length} words new) and no reason word`;
    return [leadOf(answered, why)];
  });
}
