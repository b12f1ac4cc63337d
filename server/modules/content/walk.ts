import type { CurriculumFile } from '../curriculum/index.ts';
import { type CurriculumActivity, passageOf } from '../curriculum/index.ts';

/** One activity of a file, with its place (`units.0.chapters.1.topics.2.activities.3`) and topic. */
export interface PlacedActivity {
  file: CurriculumFile;
  path: string;
  topic: { key: string; name: { en: string; kn: string } };
  /** The chapter the topic sits in: its name heads the topic list, so it is heard too. */
  chapter: { name: { en: string; kn: string } };
  activity: CurriculumActivity;
}

export function activitiesOf(files: CurriculumFile[]): PlacedActivity[] {
  const out: PlacedActivity[] = [];
  for (const file of files)
    for (const [u, unit] of file.subject.units.entries())
      for (const [c, chapter] of unit.chapters.entries())
        for (const [t, topic] of chapter.topics.entries())
          for (const [a, activity] of topic.activities.entries())
            out.push({
              file,
              topic,
              chapter,
              activity,
              path: `units.${u}.chapters.${c}.topics.${t}.activities.${a}`,
            });
  return out;
}

/** A name a child hears before any activity: the subject's, a unit's, a chapter's or a topic's. */
export interface PlacedName {
  file: CurriculumFile;
  path: string;
  language: 'en' | 'kn';
  text: string;
}

/**
 * Every name of the files, in both languages: the topic list says them aloud in the language the
 * app speaks, whatever the medium (a chapter's name heads its topics), so they are heard too.
 */
export function namesOf(files: CurriculumFile[]): PlacedName[] {
  const out: PlacedName[] = [];
  const add = (file: CurriculumFile, path: string, name: { en: string; kn: string }) => {
    for (const language of ['en', 'kn'] as const)
      out.push({ file, path: `${path}.${language}`, language, text: name[language] });
  };
  for (const file of files) {
    add(file, 'name', file.subject.name);
    for (const [u, unit] of file.subject.units.entries()) {
      add(file, `units.${u}.name`, unit.name);
      for (const [c, chapter] of unit.chapters.entries()) {
        add(file, `units.${u}.chapters.${c}.name`, chapter.name);
        for (const [t, topic] of chapter.topics.entries())
          add(file, `units.${u}.chapters.${c}.topics.${t}.name`, topic.name);
      }
    }
  }
  return out;
}

/** Every text a child reads in an activity, by its place in the activity (`questions.0.prompt`). */
export function textsOf(activity: CurriculumActivity): { path: string; text: string }[] {
  const texts = [{ path: 'heading.title', text: activity.heading.title }];
  const add = (path: string, text: string | undefined) => {
    if (text) texts.push({ path, text });
  };
  add('instruction', activity.instruction);
  add('passage.title', passageOf(activity)?.title);
  add('passage.text', passageOf(activity)?.text);
  switch (activity.kind) {
    case 'mcq':
      activity.questions.forEach((q, i) => {
        add(`questions.${i}.prompt`, q.prompt);
        for (const [j, o] of q.options.entries()) add(`questions.${i}.options.${j}`, o);
        add(`questions.${i}.feedback`, q.feedback);
      });
      break;
    case 'fill':
      activity.questions.forEach((q, i) => {
        add(`questions.${i}.prompt`, q.prompt);
        for (const [j, o] of q.answers.entries()) add(`questions.${i}.answers.${j}`, o);
        add(`questions.${i}.feedback`, q.feedback);
      });
      break;
    case 'match':
      activity.pairs.forEach((p, i) => {
        add(`pairs.${i}.left`, p.left);
        add(`pairs.${i}.right`, p.right);
        add(`pairs.${i}.feedback`, p.feedback);
      });
      break;
    case 'classify':
      for (const [i, c] of activity.categories.entries()) add(`categories.${i}`, c);
      activity.items.forEach((item, i) => {
        add(`items.${i}.text`, item.text);
        add(`items.${i}.feedback`, item.feedback);
      });
      break;
    case 'video':
      add('video.title', activity.video.title);
      add('video.about', activity.video.about);
      break;
  }
  return texts;
}

/** Every text of the files with its place: each activity's texts and every name, both languages. */
export function allTextsOf(files: CurriculumFile[]): { file: CurriculumFile; path: string; text: string }[] {
  return [
    ...activitiesOf(files).flatMap(({ file, path, activity }) =>
      textsOf(activity).map(({ path: place, text }) => ({ file, path: `${path}.${place}`, text })),
    ),
    ...namesOf(files),
  ];
}

/** The words of a text: letters and combining marks (Kannada vowel signs, virama) kept together. */
export const wordsOf = (text: string): string[] =>
  text
    .normalize('NFC')
    .toLowerCase()
    .match(/[\p{L}\p{M}]+/gu) ?? [];
