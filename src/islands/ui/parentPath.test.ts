import { describe, expect, it } from 'vitest';
import {
  activityParent,
  chaptersPath,
  parentPath,
  placeFromSearch,
  topicsPath,
  unitsPath,
} from './parentPath.ts';

describe('the back control of each learning screen goes to its parent (issue 15)', () => {
  it('units → dashboard, chapters → units, topics → chapters, activity → topics', () => {
    expect(parentPath({ screen: 'units', subject: 'maths' })).toEqual({
      path: '/dashboard',
      label: 'learn.back.dashboard',
    });
    expect(parentPath({ screen: 'chapters', subject: 'maths', unitId: 'u1' })).toEqual({
      path: '/maths/units',
      label: 'learn.back.units',
    });
    expect(parentPath({ screen: 'topics', subject: 'maths', unitId: 'u1', chapterId: 'c1' })).toEqual({
      path: '/chapters?subject=maths&unit=u1',
      label: 'learn.back.chapters',
    });
    expect(activityParent({ subjectKey: 'evs', chapterId: 'c-2' })).toEqual({
      path: '/topics?subject=evs&chapter=c-2',
      label: 'learn.back.topics',
    });
  });

  it('the addresses carry what the screen needs, and read it back', () => {
    expect(unitsPath('maths')).toBe('/maths/units');
    expect(placeFromSearch(chaptersPath('maths', 'u1').split('?')[1] ?? '')).toEqual({
      subject: 'maths',
      unitId: 'u1',
      chapterId: null,
    });
    expect(placeFromSearch(`?${topicsPath('evs', 'c9').split('?')[1]}`)).toMatchObject({
      subject: 'evs',
      chapterId: 'c9',
    });
    // Anything but an id is ignored (the screen then falls back to the stored place).
    expect(placeFromSearch('?subject=<script>&chapter=')).toEqual({
      subject: null,
      unitId: null,
      chapterId: null,
    });
  });
});
