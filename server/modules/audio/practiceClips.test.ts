import { describe, expect, it } from 'vitest';
import { bankSeeds } from '../../../domain/practice/bank.ts';
import { levelCount, MEDIUM_OF_LANGUAGE, SKILL_IDS } from '../../../domain/practice/index.ts';
import { spokenText } from '../../../domain/rules/spokenText.ts';
import { languageOf, readCurriculum } from '../curriculum/index.ts';
import { missingClips } from './audioCheck.ts';
import { readManifest } from './manifest.ts';
import { curriculumNeeds } from './needs.ts';
import { bankTexts } from './practiceTexts.ts';
import { defaultAudioDir } from './topicBudget.ts';

/**
 * ADR 032: a child who cannot read hears every text of generated practice. Every item a round,
 * the preview or "practise what I missed" can serve is an item of its level's bank, and every
 * text of every bank item (prompt, options, feedback, tiles), of every skill, level and medium,
 * in the classes the curriculum uses it, has its clip in the manifest and on the disk.
 */
const { files } = readCurriculum('curriculum');
const audioDir = defaultAudioDir('curriculum');
const manifest = readManifest(audioDir);
const practiceNeeds = curriculumNeeds(files).filter((need) => need.practice);

/** Each practice activity's level, medium and class, as the curriculum has them. */
const levels = files.flatMap((file) =>
  file.subject.units.flatMap((unit) =>
    unit.chapters.flatMap((chapter) =>
      chapter.topics.flatMap((topic) =>
        topic.activities.flatMap((activity) =>
          activity.kind === 'practice'
            ? [{ ...activity.practice, medium: MEDIUM_OF_LANGUAGE[languageOf(file)], grade: file.grade }]
            : [],
        ),
      ),
    ),
  ),
);

describe('the clips of generated practice (ADR 032)', () => {
  it('are asked for every item of the bank of every skill, level and medium', () => {
    const asked = new Set(levels.map(({ skill, level, medium }) => `${skill}@${level}|${medium}`));
    const every = SKILL_IDS.flatMap((skill) =>
      Array.from({ length: levelCount(skill) }, (_, i) =>
        (['english', 'kannada'] as const).map((medium) => `${skill}@${i + 1}|${medium}`),
      ),
    ).flat();
    expect(every.filter((level) => !asked.has(level))).toEqual([]);
    // Each bank item's texts, for each activity: none left out.
    const needed = new Set(practiceNeeds.map((need) => `${need.practice?.seed}\n${need.text}`));
    for (const { skill, level, medium, grade } of levels)
      for (const { seed, texts } of bankTexts(skill, level, medium, grade)) {
        expect(bankSeeds(skill as never, level, medium)).toContain(seed);
        for (const text of texts)
          if (spokenText(text.text, medium === 'english' ? 'en' : 'kn'))
            expect(needed.has(`${seed}\n${text.text}`)).toBe(true);
      }
  });

  it('are every one in the manifest and on the disk', () => {
    expect(practiceNeeds.length).toBeGreaterThan(10_000);
    const missing = missingClips(practiceNeeds, manifest, audioDir);
    expect(missing.slice(0, 10)).toEqual([]);
    expect(missing.length).toBe(0);
  });

  it('fail where one clip is missing from the manifest', () => {
    const need = practiceNeeds.find(
      (n) => n.language === 'kn' && n.path.endsWith('.feedback') && manifest.generated.kn[n.words],
    );
    if (!need) throw new Error('no Kannada practice feedback');
    const planted = {
      ...manifest,
      generated: { ...manifest.generated, kn: { ...manifest.generated.kn } },
    };
    delete planted.generated.kn[need.words];
    const place = (problem: { file: string; path: string }) => `${problem.file}\n${problem.path}`;
    const before = new Set(missingClips(practiceNeeds, manifest, audioDir).map(place));
    const added = missingClips(practiceNeeds, planted, audioDir).filter((p) => !before.has(place(p)));
    expect(added.length).toBeGreaterThan(0);
    for (const problem of added)
      expect(problem.message).toBe(`"${need.text}" has no clip: run \`npm run content:audio\``);
    expect(added).toContainEqual(expect.objectContaining({ file: need.file, path: need.path }));
  });
});
