import { describe, expect, it } from 'vitest';
import { borrowing } from './skills.ts';

describe('the words for borrowing fit the digits (issue 28)', () => {
  it('takes a ten from the tens when there are some', () => {
    expect(borrowing('english', 52, 17)).toBe('There are too few ones, so take one ten from the tens.');
    expect(borrowing('kannada', 52, 17)).toBe('ಬಿಡಿಗಳು ಸಾಲದು, ಹತ್ತರ ಸ್ಥಾನದಿಂದ ಒಂದು ಹತ್ತನ್ನು ಎರವಲು ಪಡೆ.');
  });

  it('with no tens, changes a hundred (or a thousand) into tens first', () => {
    expect(borrowing('english', 304, 128)).toMatch(
      /^There are too few ones and no tens, so take one hundred /,
    );
    expect(borrowing('english', 304, 128)).not.toContain('from the tens');
    expect(borrowing('english', 4003, 1256)).toMatch(/take one thousand and change it into tens/);
    expect(borrowing('kannada', 304, 128)).toContain('ಒಂದು ನೂರನ್ನು ತೆಗೆದುಕೊಂಡು');
  });

  it('says so when a later column borrows again', () => {
    expect(borrowing('english', 352, 178)).toMatch(/Where another column has too few, do the same\.$/);
    expect(borrowing('english', 352, 118)).not.toMatch(/another column/);
  });
});
