import { lazy, type ReactNode, Suspense } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { Messages } from '../../../domain/i18n/en.ts';
import { createTranslate } from '../../../domain/i18n/translate.ts';
import { $family, type FamilyChild } from '../../stores/family.ts';
import { useClientStore } from '../ui/useClientStore.ts';
import { Coins } from './Coins.tsx';
import { CompletedActivities } from './CompletedActivities.tsx';
import { Progress } from './Progress.tsx';
import { Subscriptions } from './Subscriptions.tsx';
import { useAccountUser } from './useAccountUser.ts';
import './account.css';

// The parent's own cards come in one chunk of their own after the island wakes (issue 27's
// budget); they sit in the parent area, hidden until the gate, and appear as soon as it arrives.
const cards = () => import('./parentCards.ts');
const Payments = lazy(() => cards().then((module) => ({ default: module.Payments })));
const PlaySettings = lazy(() => cards().then((module) => ({ default: module.PlaySettings })));
const ParentLockSettings = lazy(() => cards().then((module) => ({ default: module.ParentLockSettings })));
const YourData = lazy(() => cards().then((module) => ({ default: module.YourData })));

/**
 * /user-profile, My Account (spec §2), after its profile and password (AccountProfile.tsx): plans,
 * payments, coins, finished activities, the parent's progress chart, play settings, the parent lock, the parent's data rights, and logout. The parent area: hidden until the parent gate (ParentGate.tsx, beside
 * it on the page) is passed.
 */
export default function MyAccount({
  locale,
  messages,
  family,
  children,
}: {
  locale: Locale;
  messages: Partial<Messages>;
  /** The page's family island (the children and their reports, issue 18), first among the cards. */
  family?: ReactNode;
  /** The page's other island in the parent area (lessons without internet), among the cards. */
  children?: ReactNode;
}) {
  const t = createTranslate(messages);
  const { user, open } = useAccountUser();
  const siblings = useClientStore($family, [] as FamilyChild[]);
  // AccountProfile says "Loading…" until the session is read.
  if (!user) return null;
  return (
    <div className="account" data-parent-area hidden={!open}>
      {family}
      {siblings.length > 1 && (
        // With brothers and sisters, say whose plans, coins and settings the cards below are.
        <h2 className="account__for" data-testid="cards-for">
          {t('children.cardsFor', { name: user.studentName })}
        </h2>
      )}
      <Subscriptions t={t} locale={locale} user={user} />
      <Suspense fallback={null}>
        <Payments t={t} locale={locale} user={user} />
      </Suspense>
      <Coins t={t} locale={locale} user={user} />
      <CompletedActivities t={t} locale={locale} />
      <Progress t={t} locale={locale} />
      <Suspense fallback={null}>
        <PlaySettings t={t} />
        <ParentLockSettings t={t} locale={locale} user={user} />
      </Suspense>
      {children}
      <Suspense fallback={null}>
        <YourData t={t} locale={locale} />
      </Suspense>
      <div className="account__logout">
        {/* Opens the navbar's logout modal (NavbarUser.astro), which ends the session. */}
        <button type="button" className="button button--light" data-modal-open="logout-modal">
          {t('nav.logout')}
        </button>
      </div>
    </div>
  );
}
