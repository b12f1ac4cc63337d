import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_PARTS,
  smsParts,
  topicsVariable,
  VARIABLE,
  VARIABLE_MAX_LENGTH,
  WEEKLY_REPORT_TEMPLATES,
  weeklyReportSms,
} from './smsTemplates.ts';

/** A template as a pattern: its fixed text exactly, each `{#var#}` one to 30 characters (DLT). */
const pattern = (text: string) =>
  new RegExp(
    `^${text
      .split(VARIABLE)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join(`(.{1,${VARIABLE_MAX_LENGTH}})`)}$`,
    'u',
  );

describe('the weekly report SMS templates (DLT)', () => {
  it('have the same six variables in both languages, and distinct ids', () => {
    for (const template of Object.values(WEEKLY_REPORT_TEMPLATES))
      expect(template.text.split(VARIABLE)).toHaveLength(7);
    expect(WEEKLY_REPORT_TEMPLATES.en.id).not.toBe(WEEKLY_REPORT_TEMPLATES.kn.id);
  });

  it('fill to the registered text, in one part in English and three in Kannada for a usual week', () => {
    const week = {
      childName: 'Anu Gowda',
      activities: 12,
      minutes: 45,
      coins: 30,
      unitsFinished: 1,
    };
    const en = weeklyReportSms('en', { ...week, topics: ['Shapes', 'Adding to 20', 'Plants around us'] });
    expect(en.body).toBe(
      'Kalike weekly report for Anu Gowda: activities 12, minutes 45, coins 30, units finished 1. Practise again: Shapes, Adding to 20 +1. - Kalike',
    );
    expect(en.body).toMatch(pattern(WEEKLY_REPORT_TEMPLATES.en.text));
    expect(smsParts(en.body)).toEqual({ encoding: 'GSM-7', length: 140, parts: 1 });

    const kn = weeklyReportSms('kn', {
      ...week,
      childName: 'ಅನು ಗೌಡ',
      topics: ['ಆಕಾರಗಳು', 'ಕೂಡುವುದು', 'ಸಸ್ಯಗಳು'],
    });
    expect(kn.templateId).toBe(WEEKLY_REPORT_TEMPLATES.kn.id);
    expect(kn.variables).toEqual(['ಅನು ಗೌಡ', '12', '45', '30', '1', 'ಆಕಾರಗಳು, ಕೂಡುವುದು, ಸಸ್ಯಗಳು']);
    expect(kn.body).toMatch(pattern(WEEKLY_REPORT_TEMPLATES.kn.text));
    // Kannada is UCS-2: 70 characters in one SMS, 67 in each part of a longer one.
    expect(smsParts(kn.body)).toEqual({ encoding: 'UCS-2', length: 140, parts: 3 });
  });

  it('say so when there is nothing to practise, and invite to play after a week without any', () => {
    expect(topicsVariable([], 'en')).toBe('nothing, well done');
    expect(topicsVariable([], 'kn')).toBe('ಏನೂ ಇಲ್ಲ, ಶಭಾಷ್');
    const idle = { childName: 'Anu', activities: 0, minutes: 0, coins: 10, unitsFinished: 0, topics: [] };
    expect(weeklyReportSms('en', idle).variables.at(-1)).toBe('nothing yet, try one today');
    const kn = weeklyReportSms('kn', idle);
    expect(kn.variables.at(-1)).toBe('ಇಂದೇ ಒಂದು ಚಟುವಟಿಕೆ ಮಾಡಲಿ');
    expect(kn.body).toMatch(pattern(WEEKLY_REPORT_TEMPLATES.kn.text));
  });

  it('keep every variable within 30 characters, counting the topics left out', () => {
    // Kannada letters with their vowel signs are several characters each: 31 here, so one goes.
    expect(topicsVariable(['ಆಕಾರಗಳು', 'ಇಪ್ಪತ್ತರವರೆಗೆ ಕೂಡುವುದು'], 'kn')).toBe('ಆಕಾರಗಳು +1');
    expect(topicsVariable(['Shapes', 'Adding to 20', 'Plants around us'], 'en')).toBe(
      'Shapes, Adding to 20 +1',
    );
    expect(topicsVariable(['Measuring length with a ruler and a tape'], 'en')).toBe(
      'Measuring length with a ruler',
    );
    expect(topicsVariable(['Measuring length with a ruler and a tape', 'Shapes'], 'en')).toBe(
      'Measuring length with a rul +1',
    );
  });

  it('always match their template and fit in three parts, whatever the names and numbers', () => {
    const name = fc.string({
      unit: fc.constantFrom('a', 'Z', ' ', 'ಕ', 'ಲಿ', '’', '€'),
      minLength: 1,
      maxLength: 80,
    });
    fc.assert(
      fc.property(
        fc.constantFrom('en' as const, 'kn' as const),
        name.filter((value) => value.trim().length > 0),
        fc.array(fc.nat({ max: 100_000 }), { minLength: 4, maxLength: 4 }),
        fc.array(
          name.filter((value) => value.trim().length > 0),
          { maxLength: 12 },
        ),
        (language, childName, [activities = 0, minutes = 0, coins = 0, unitsFinished = 0], topics) => {
          const { body, variables } = weeklyReportSms(language, {
            childName,
            activities,
            minutes,
            coins,
            unitsFinished,
            topics,
          });
          expect(body).toMatch(pattern(WEEKLY_REPORT_TEMPLATES[language].text));
          for (const value of variables) expect([...value].length).toBeLessThanOrEqual(VARIABLE_MAX_LENGTH);
          expect(smsParts(body).parts).toBeLessThanOrEqual(MAX_PARTS);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('count parts as phones do: GSM-7 160/153, its extension characters as two; UCS-2 70/67', () => {
    expect(smsParts('a'.repeat(160))).toEqual({ encoding: 'GSM-7', length: 160, parts: 1 });
    expect(smsParts('a'.repeat(161)).parts).toBe(2);
    expect(smsParts(`${'a'.repeat(159)}€`)).toEqual({ encoding: 'GSM-7', length: 161, parts: 2 });
    expect(smsParts('ಕ'.repeat(70))).toEqual({ encoding: 'UCS-2', length: 70, parts: 1 });
    expect(smsParts('ಕ'.repeat(134)).parts).toBe(2);
    expect(smsParts('ಕ'.repeat(135)).parts).toBe(3);
    expect(smsParts('Anu’s week').encoding).toBe('UCS-2');
  });
});
