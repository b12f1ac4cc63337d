import { describe, expect, it } from 'vitest';
import { columnSumHtml, pictureSizes, plantSvg, rectangleSvg } from './lessonScreen.ts';

// What the lesson screens draw that the picture set cannot (media-lessons.ts, ADR 027).
describe('a lesson screen', () => {
  it('draws counted groups side by side at one size, so 2 never looks bigger than 6', () => {
    const [two, six, one] = pictureSizes([
      { name: 'balloon', count: 2 },
      { name: 'balloon', count: 6 },
      { name: 'sun' },
    ]);
    expect(two).toBe(six);
    expect(one).toBeGreaterThan(six ?? 0);
  });

  it('writes a sum in place-value columns, the carried ten above, an opened ten struck out', () => {
    const carried = columnSumHtml(
      {
        heads: ['T', 'O'],
        carry: ['1', ''],
        top: ['4', '7'],
        bottom: ['3', '8'],
        sign: '+',
        answer: ['8', '5'],
      },
      'en',
    );
    expect(carried).toContain('<tr class="carry"><td></td><td class="">1</td><td class=""></td></tr>');
    expect(carried).toContain('<tr><td>+</td><td class="">3</td><td class="">8</td></tr>');
    const opened = columnSumHtml(
      { heads: ['T', 'O'], carry: ['4', '12'], opened: true, top: ['5', '2'], bottom: ['2', '7'], sign: '−' },
      'en',
    );
    expect(opened).toContain('<td class="struck">5</td><td class="struck">2</td>');
  });

  it('draws a rectangle to scale with its sides named, covered in unit squares', () => {
    const svg = rectangleSvg(
      { across: 4, down: 3, squares: true, acrossLabel: { en: '4 m', kn: '4 ಮೀ' } },
      'kn',
      40,
    );
    expect(svg.match(/<rect [^>]*width="40" height="40"/g)).toHaveLength(12);
    expect(svg.match(/>4 ಮೀ</g)).toHaveLength(2);
  });

  it('draws a plant with its root out of the soil, an arrow at the part marked', () => {
    expect(plantSvg({ mark: 'root' }, 'en')).toContain('fill="#e0413a"');
    expect(plantSvg({ labels: { stem: { en: 'stem', kn: 'ಕಾಂಡ' } } }, 'kn')).toContain('>ಕಾಂಡ<');
  });
});
