import { useEffect, useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import { go } from '../../lib/navigation.ts';
import { $learning } from '../../stores/learning.ts';
import { placeFromSearch } from '../ui/parentPath.ts';

export interface Place {
  subject: string;
  unitId: string | null;
  chapterId: string | null;
}

/**
 * What /chapters or /topics shows, from its address (`?subject=…&unit=…` / `&chapter=…`), or
 * for an old address without them, from the learning store; with neither, the dashboard.
 */
export function usePlace(locale: Locale): Place | null {
  const [place, setPlace] = useState<Place | null>(null);
  useEffect(() => {
    const fromAddress = placeFromSearch(location.search);
    const stored = $learning.get();
    const subject = fromAddress.subject ?? stored.subject?.key ?? null;
    if (!subject) return go(locale, '/dashboard', { replace: true });
    setPlace({
      subject,
      unitId: fromAddress.unitId ?? (fromAddress.subject ? null : stored.activeUnit),
      chapterId: fromAddress.chapterId ?? (fromAddress.subject ? null : stored.activeChapter),
    });
  }, [locale]);
  return place;
}
