import type { ActivityBody } from '../../../domain/contract/activity.ts';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';

/** Every question's (pair's, item's) right answer and feedback line, as the file gives them. */
export default function AnswerKey({
  body,
  language,
  t,
}: {
  body: ActivityBody;
  language: Locale;
  t: Translate;
}) {
  const rows: { what: string; right: string; feedback: string }[] = [];
  switch (body.kind) {
    case 'mcq':
      for (const q of body.questions)
        rows.push({ what: q.prompt, right: q.options[q.answer] ?? '', feedback: q.feedback });
      break;
    case 'fill':
      for (const q of body.questions)
        rows.push({ what: q.prompt, right: q.answers.join(' / '), feedback: q.feedback });
      break;
    case 'match':
      for (const p of body.pairs) rows.push({ what: p.left, right: p.right, feedback: p.feedback });
      break;
    case 'classify':
      for (const item of body.items)
        rows.push({ what: item.text, right: body.categories[item.category] ?? '', feedback: item.feedback });
      break;
    case 'video':
      break;
  }
  return (
    <section className="answer-key">
      <h4>{t('preview.answers')}</h4>
      <ol>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the file's, in its order
          <li key={i}>
            <p lang={language}>{row.what}</p>
            <p>
              {t('preview.rightAnswer')} <strong lang={language}>{row.right}</strong>
            </p>
            <p>
              {t('preview.feedback')} <span lang={language}>{row.feedback}</span>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
