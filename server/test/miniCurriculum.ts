import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A small curriculum in a folder of its own, as an editor's files: one subject (English medium,
 * class 4, maths) with every kind of activity and a practice round, and a media folder with its
 * video. For tests that edit files (the preview, the dev watcher) without touching curriculum/.
 */
export const MINI_SUBJECT = `
key: maths
name: { en: "Maths", kn: "ಗಣಿತ" }
icon: maths
colour: "#2f80ed"
units:
  - key: numbers
    number: 1
    name: { en: "Numbers", kn: "ಸಂಖ್ಯೆಗಳು" }
    free: true
    chapters:
      - key: adding
        name: { en: "Adding", kn: "ಕೂಡುವುದು" }
        topics:
          - key: sums
            name: { en: "Sums", kn: "ಮೊತ್ತಗಳು" }
            activities:
              - key: pick-the-sum
                kind: mcq
                heading: { title: "Pick the sum" }
                questions:
                  - { prompt: "2 + 3 = ?", options: ["4", "5", "6"], answer: 1, feedback: "2 and 3 make 5." }
              - key: fill-the-sum
                kind: fill
                heading: { title: "Fill the sum" }
                questions:
                  - { prompt: "4 + 4 = ___", answers: ["8", "eight"], feedback: "4 and 4 make 8." }
              - key: match-the-sums
                kind: match
                heading: { title: "Match the sums" }
                pairs:
                  - { left: "1 + 1", right: "2", feedback: "One and one make two." }
                  - { left: "2 + 2", right: "4", feedback: "Two and two make four." }
                  - { left: "3 + 3", right: "6", feedback: "Three and three make six." }
              - key: odd-or-even
                kind: classify
                heading: { title: "Odd or even" }
                categories: ["Odd", "Even"]
                items:
                  - { text: "3", category: 0, feedback: "3 is odd." }
                  - { text: "4", category: 1, feedback: "4 is even." }
                  - { text: "7", category: 0, feedback: "7 is odd." }
                  - { text: "10", category: 1, feedback: "10 is even." }
              - key: adding-video
                kind: video
                heading: { title: "Adding, the video" }
                video: { src: lessons/adding.mp4, title: "How we add", durationSeconds: 95 }
          - key: practice-sums
            name: { en: "Practice: sums", kn: "ಅಭ್ಯಾಸ: ಮೊತ್ತಗಳು" }
            activities:
              - key: practise-adding
                kind: practice
                heading: { title: "Add and carry" }
                practice: { skill: add.carry, level: 1, count: 4 }
`;

export interface MiniCurriculum {
  dir: string;
  mediaDir: string;
  /** The subject file, to edit. */
  file: string;
  remove(): void;
}

export function writeMiniCurriculum(): MiniCurriculum {
  const dir = mkdtempSync(join(tmpdir(), 'kalike-curriculum-'));
  const grade = join(dir, 'english-medium', 'grade-4');
  mkdirSync(grade, { recursive: true });
  const file = join(grade, 'maths.yaml');
  writeFileSync(file, MINI_SUBJECT);
  const mediaDir = join(dir, 'media');
  mkdirSync(join(mediaDir, 'lessons'), { recursive: true });
  writeFileSync(join(mediaDir, 'lessons', 'adding.mp4'), '');
  return { dir, mediaDir, file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
