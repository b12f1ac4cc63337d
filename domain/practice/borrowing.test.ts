import { describe, expect, it } from 'vitest';
import { borrowing } from './skills.ts';

// Subtraction that borrows, column by column with the digits it has (issue 28: "take one ten
// from the tens" when the tens digit is 0 was wrong; review of 3 Dec: one sentence for every
// item showed no step, and 920 − 874 borrows twice).
describe('the words for borrowing fit the digits', () => {
  it('takes a ten from the tens when there are some, and says what is left', () => {
    expect(borrowing('english', 42, 4)).toBe(
      'Ones: 2 is less than 4, so take 1 ten from the tens: 12 − 4 = 8. Tens: 1 ten was lent, so 3 tens are left. So 42 − 4 = 38.',
    );
    expect(borrowing('kannada', 52, 24)).toBe(
      'ಬಿಡಿ: 2ರಿಂದ 4 ಕಳೆಯಲಾಗದು, ಆದ್ದರಿಂದ 1 ಹತ್ತನ್ನು ಎರವಲು ಪಡೆ: 12 − 4 = 8. ಹತ್ತು: 1 ಹತ್ತು ಕೊಟ್ಟಿದ್ದರಿಂದ 4 ಹತ್ತುಗಳು ಉಳಿದಿವೆ; 4 − 2 = 2. ಆದ್ದರಿಂದ 52 − 24 = 28.',
    );
  });

  it('with no tens, takes the nearest place that has one and makes the zeros 9', () => {
    expect(borrowing('english', 304, 128)).toBe(
      'Ones: 4 is less than 8 and there are no tens, so take 1 hundred: it makes 9 tens and 10 ones. 14 − 8 = 6. Tens: 9 − 2 = 7. Hundreds: 1 hundred was lent, so 2 hundreds are left; 2 − 1 = 1. So 304 − 128 = 176.',
    );
    expect(borrowing('english', 2000, 1332)).toMatch(
      /^Ones: 0 is less than 2 and there are no tens or hundreds, so take 1 thousand: it makes 9 hundreds, 9 tens and 10 ones\. 10 − 2 = 8\. Tens: 9 − 3 = 6\. Hundreds: 9 − 3 = 6\./,
    );
    expect(borrowing('kannada', 304, 128)).toContain('1 ನೂರನ್ನು ಎರವಲು ಪಡೆ: ಅದು 9 ಹತ್ತು ಮತ್ತು 10 ಬಿಡಿ ಆಗುತ್ತದೆ.');
  });

  it('shows every column that borrows, not only the ones', () => {
    expect(borrowing('english', 920, 874)).toBe(
      'Ones: 0 is less than 4, so take 1 ten from the tens: 10 − 4 = 6. Tens: 1 ten was lent, so 1 ten is left; 1 is less than 7, so take 1 hundred from the hundreds: 11 − 7 = 4. Hundreds: 1 hundred was lent, so 8 hundreds are left; 8 − 8 = 0. So 920 − 874 = 46.',
    );
  });

  it('ends with the whole subtraction, after a step for every column', () => {
    for (const [a, b] of [
      [61, 7],
      [503, 267],
      [7002, 3456],
      [9270, 8804],
    ] as const) {
      const steps = borrowing('english', a, b);
      expect(steps).toMatch(new RegExp(`So ${a} − ${b} = ${a - b}\\.$`));
      expect(steps.match(/(?:^|\. )(?:Ones|Tens|Hundreds|Thousands):/g)).toHaveLength(String(a).length);
    }
  });
});
