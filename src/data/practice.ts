import type { Locale } from '../../domain/contract/locale.ts';
import type { ActivityBody } from '../../domain/contract/activity.ts';

/**
 * Sample questions for the practice screens (/mcq, /fillintheblanks, /matchthefollowing,
 * /classification), which anyone may open without signing in (spec §2, §6). Class 2–3 level,
 * in the page's language; scored in the browser, no coins.
 */
export type PracticeKind = Exclude<ActivityBody['kind'], 'video'>;

export interface PracticeActivity {
  title: string;
  instruction: string;
  seconds: number;
  body: ActivityBody;
}

export const PRACTICE: Record<Locale, Record<PracticeKind, PracticeActivity>> = {
  en: {
    mcq: {
      title: 'Numbers and shapes',
      instruction: 'Read each question and tap the right answer.',
      seconds: 120,
      body: {
        kind: 'mcq',
        questions: [
          {
            prompt: 'What is 7 + 5?',
            options: ['11', '12', '13'],
            answer: 1,
            feedback: '7 and 5 more make 12.',
          },
          {
            prompt: 'How many sides does a triangle have?',
            options: ['3', '4', '5'],
            answer: 0,
            feedback: 'A triangle has 3 sides and 3 corners.',
          },
          {
            prompt: 'Which number comes just after 49?',
            options: ['48', '40', '50'],
            answer: 2,
            feedback: 'After 49 comes 50.',
          },
        ],
      },
    },
    fill: {
      title: 'Our world',
      instruction: 'Type the missing word, then tap Check.',
      seconds: 150,
      body: {
        kind: 'fill',
        questions: [
          {
            prompt: 'The Sun rises in the ___.',
            answers: ['east'],
            feedback: 'The Sun rises in the east and sets in the west.',
          },
          {
            prompt: 'A week has ___ days.',
            answers: ['7', 'seven'],
            feedback: 'Monday to Sunday: 7 days.',
          },
          {
            prompt: 'We get milk from the ___.',
            answers: ['cow', 'cows', 'buffalo', 'goat'],
            feedback: 'Cows, buffaloes and goats give us milk.',
          },
        ],
      },
    },
    match: {
      title: 'Animals and their homes',
      instruction: 'Match each animal with its home.',
      seconds: 120,
      body: {
        kind: 'match',
        pairs: [
          { left: 'Bird', right: 'Nest', feedback: 'A bird lives in a nest.' },
          { left: 'Lion', right: 'Den', feedback: 'A lion lives in a den.' },
          { left: 'Horse', right: 'Stable', feedback: 'A horse lives in a stable.' },
          { left: 'Bee', right: 'Hive', feedback: 'Bees live in a hive.' },
        ],
      },
    },
    classify: {
      title: 'Fruits and vegetables',
      instruction: 'Put each card in the right group.',
      seconds: 120,
      body: {
        kind: 'classify',
        categories: ['Fruits', 'Vegetables'],
        items: [
          { text: 'Mango', category: 0, feedback: 'Mango is a sweet fruit.' },
          { text: 'Carrot', category: 1, feedback: 'Carrot is a vegetable that grows under the ground.' },
          { text: 'Banana', category: 0, feedback: 'Banana is a fruit.' },
          { text: 'Brinjal', category: 1, feedback: 'Brinjal is a vegetable.' },
          { text: 'Guava', category: 0, feedback: 'Guava is a fruit.' },
          { text: 'Potato', category: 1, feedback: 'Potato is a vegetable.' },
        ],
      },
    },
  },
  kn: {
    mcq: {
      title: 'ಸಂಖ್ಯೆಗಳು ಮತ್ತು ಆಕಾರಗಳು',
      instruction: 'ಪ್ರತಿ ಪ್ರಶ್ನೆ ಓದಿ, ಸರಿಯಾದ ಉತ್ತರವನ್ನು ಮುಟ್ಟು.',
      seconds: 120,
      body: {
        kind: 'mcq',
        questions: [
          {
            prompt: '7 + 5 ಎಷ್ಟು?',
            options: ['11', '12', '13'],
            answer: 1,
            feedback: '7ಕ್ಕೆ 5 ಸೇರಿಸಿದರೆ 12.',
          },
          {
            prompt: 'ತ್ರಿಭುಜಕ್ಕೆ ಎಷ್ಟು ಬದಿಗಳಿವೆ?',
            options: ['3', '4', '5'],
            answer: 0,
            feedback: 'ತ್ರಿಭುಜಕ್ಕೆ 3 ಬದಿಗಳು ಮತ್ತು 3 ಮೂಲೆಗಳು.',
          },
          {
            prompt: '49ರ ನಂತರ ಬರುವ ಸಂಖ್ಯೆ ಯಾವುದು?',
            options: ['48', '40', '50'],
            answer: 2,
            feedback: '49ರ ನಂತರ 50 ಬರುತ್ತದೆ.',
          },
        ],
      },
    },
    fill: {
      title: 'ನಮ್ಮ ಸುತ್ತಲಿನ ಪ್ರಪಂಚ',
      instruction: 'ಬಿಟ್ಟ ಪದವನ್ನು ಬರೆದು, ಪರಿಶೀಲಿಸು ಒತ್ತು.',
      seconds: 150,
      body: {
        kind: 'fill',
        questions: [
          {
            prompt: 'ಸೂರ್ಯ ___ ದಿಕ್ಕಿನಲ್ಲಿ ಹುಟ್ಟುತ್ತಾನೆ.',
            answers: ['ಪೂರ್ವ'],
            feedback: 'ಸೂರ್ಯ ಪೂರ್ವದಲ್ಲಿ ಹುಟ್ಟಿ ಪಶ್ಚಿಮದಲ್ಲಿ ಮುಳುಗುತ್ತಾನೆ.',
          },
          {
            prompt: 'ಒಂದು ವಾರದಲ್ಲಿ ___ ದಿನಗಳು.',
            answers: ['7', 'ಏಳು', '೭'],
            feedback: 'ಸೋಮವಾರದಿಂದ ಭಾನುವಾರದವರೆಗೆ 7 ದಿನಗಳು.',
          },
          {
            prompt: 'ನಮಗೆ ಹಾಲು ___ ಇಂದ ಸಿಗುತ್ತದೆ.',
            answers: ['ಹಸು', 'ಹಸುವಿನ', 'ಎಮ್ಮೆ', 'ಮೇಕೆ'],
            feedback: 'ಹಸು, ಎಮ್ಮೆ ಮತ್ತು ಮೇಕೆ ನಮಗೆ ಹಾಲು ಕೊಡುತ್ತವೆ.',
          },
        ],
      },
    },
    match: {
      title: 'ಪ್ರಾಣಿಗಳು ಮತ್ತು ಅವುಗಳ ಮನೆಗಳು',
      instruction: 'ಪ್ರತಿ ಪ್ರಾಣಿಯನ್ನು ಅದರ ಮನೆಯೊಂದಿಗೆ ಹೊಂದಿಸು.',
      seconds: 120,
      body: {
        kind: 'match',
        pairs: [
          { left: 'ಹಕ್ಕಿ', right: 'ಗೂಡು', feedback: 'ಹಕ್ಕಿ ಗೂಡಿನಲ್ಲಿ ವಾಸಿಸುತ್ತದೆ.' },
          { left: 'ಸಿಂಹ', right: 'ಗುಹೆ', feedback: 'ಸಿಂಹ ಗುಹೆಯಲ್ಲಿ ವಾಸಿಸುತ್ತದೆ.' },
          { left: 'ಕುದುರೆ', right: 'ಲಾಯ', feedback: 'ಕುದುರೆ ಲಾಯದಲ್ಲಿ ಇರುತ್ತದೆ.' },
          { left: 'ಜೇನುನೊಣ', right: 'ಜೇನುಗೂಡು', feedback: 'ಜೇನುನೊಣಗಳು ಜೇನುಗೂಡಿನಲ್ಲಿ ವಾಸಿಸುತ್ತವೆ.' },
        ],
      },
    },
    classify: {
      title: 'ಹಣ್ಣುಗಳು ಮತ್ತು ತರಕಾರಿಗಳು',
      instruction: 'ಪ್ರತಿ ಕಾರ್ಡ್ ಅನ್ನು ಸರಿಯಾದ ಗುಂಪಿಗೆ ಸೇರಿಸು.',
      seconds: 120,
      body: {
        kind: 'classify',
        categories: ['ಹಣ್ಣುಗಳು', 'ತರಕಾರಿಗಳು'],
        items: [
          { text: 'ಮಾವು', category: 0, feedback: 'ಮಾವು ಸಿಹಿಯಾದ ಹಣ್ಣು.' },
          { text: 'ಕ್ಯಾರೆಟ್', category: 1, feedback: 'ಕ್ಯಾರೆಟ್ ನೆಲದೊಳಗೆ ಬೆಳೆಯುವ ತರಕಾರಿ.' },
          { text: 'ಬಾಳೆಹಣ್ಣು', category: 0, feedback: 'ಬಾಳೆಹಣ್ಣು ಒಂದು ಹಣ್ಣು.' },
          { text: 'ಬದನೆಕಾಯಿ', category: 1, feedback: 'ಬದನೆಕಾಯಿ ಒಂದು ತರಕಾರಿ.' },
          { text: 'ಸೀಬೆಹಣ್ಣು', category: 0, feedback: 'ಸೀಬೆ ಒಂದು ಹಣ್ಣು.' },
          { text: 'ಆಲೂಗಡ್ಡೆ', category: 1, feedback: 'ಆಲೂಗಡ್ಡೆ ಒಂದು ತರಕಾರಿ.' },
        ],
      },
    },
  },
};
