import type { Locale } from '../../../domain/contract/locale.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { $family, type FamilyChild } from '../../stores/family.ts';
import { useClientStore } from '../ui/useClientStore.ts';
import { ReportSettings } from './ReportSettings.tsx';
import { WeeklyReport } from './WeeklyReport.tsx';

/**
 * Every child's weekly report, side by side on a wide screen and one after another on a phone
 * (issue 18), then the choice of having them by SMS. The children are the family card's list
 * (Family.tsx loads it).
 */
export function FamilyReports({ t, locale }: { t: Translate; locale: Locale }) {
  const family = useClientStore($family, [] as FamilyChild[]);
  return (
    <>
      <div className="family-reports" data-testid="family-reports">
        {family.map((child) => (
          <WeeklyReport
            key={child.id}
            t={t}
            locale={locale}
            child={{ id: child.id, name: child.studentName }}
          />
        ))}
      </div>
      <ReportSettings t={t} />
    </>
  );
}
