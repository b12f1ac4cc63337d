import type { ChildPersonalData } from '../../../domain/contract/account.ts';
import { calendarDay } from '../../../domain/rules/calendarDay.ts';
import type { CompletedActivity } from '../../client/account.ts';

/**
 * The data file (GET /v1/auth/profile/export) as a parent reads it: the same rows, with each
 * attempt named from the finished-activities list (the file keeps the database's activity ids).
 */
type Row = Record<string, unknown>;
const text = (row: Row, field: string) => (row[field] == null ? '' : String(row[field]));
const number = (row: Row, field: string) => Number(row[field] ?? 0);
/** Newest first; the file's times are ISO strings. */
const newestFirst = <T extends { at: string }>(rows: T[]) => rows.sort((a, b) => b.at.localeCompare(a.at));

/**
 * The ledger's rows as lines, newest first: an activity's coins of one day (in India; one row per
 * point) as one line named after the activity, as My Account's coin history has them (issue 27).
 */
function coinLines(rows: Row[], names: Map<string, CompletedActivity>) {
  const lines: {
    amount: number;
    reason: string;
    at: string;
    title?: string;
    topic?: { en: string; kn: string };
  }[] = [];
  const byActivityDay = new Map<string, (typeof lines)[number]>();
  const sorted = newestFirst(rows.map((row) => ({ row, at: text(row, 'created_at') })));
  for (const { row, at } of sorted) {
    const amount = number(row, 'amount');
    const reason = text(row, 'reason');
    const activityId = reason === 'activity' ? (text(row, 'reference').split('#')[0] ?? '') : '';
    const key = activityId && at ? `${activityId}@${calendarDay(new Date(at))}` : '';
    const same = key ? byActivityDay.get(key) : undefined;
    if (same) {
      same.amount += amount;
      continue;
    }
    const named = activityId ? names.get(activityId) : undefined;
    const line = { amount, reason, at, ...(named ? { title: named.title, topic: named.topicName } : {}) };
    if (key) byActivityDay.set(key, line);
    lines.push(line);
  }
  return lines;
}

export function dataReport(data: ChildPersonalData, completed: CompletedActivity[]) {
  const names = new Map(completed.map((line) => [line.activityId, line]));
  const account = data.account;
  return {
    exportedAt: data.exportedAt,
    profile: {
      name: text(account, 'student_name'),
      grade: text(account, 'grade'),
      board: text(account, 'board'),
      medium: text(account, 'medium'),
      school: text(account, 'school_name'),
      place: [text(account, 'taluk'), text(account, 'district'), text(account, 'state')]
        .filter(Boolean)
        .join(', '),
      phone: text(account, 'phone'),
      email: text(account, 'email'),
      joined: text(account, 'created_at'),
    },
    consents: data.consents.map((row) => ({
      guardian: text(row, 'guardian_name'),
      at: text(row, 'accepted_at'),
      version: text(row, 'policy_version'),
    })),
    activities: newestFirst(
      data.activityAttempts.map((row) => {
        const named = names.get(text(row, 'activity_id'));
        return {
          title: named?.title ?? text(row, 'activity_id'),
          topic: named?.topicName,
          subject: named?.subject,
          score: number(row, 'score'),
          total: number(row, 'total'),
          at: text(row, 'created_at'),
        };
      }),
    ),
    coins: coinLines(data.coinLedger, names),
    coinBalance: data.coinLedger.reduce((sum, row) => sum + number(row, 'amount'), 0),
    payments: newestFirst(
      data.payments.map((row) => ({
        receipt: text(row, 'receipt'),
        planType: text(row, 'plan_type'),
        amountPaise: number(row, 'amount_paise'),
        status: text(row, 'status'),
        at: text(row, 'paid_at') || text(row, 'created_at'),
      })),
    ),
    counts: {
      notifications: data.notifications.length,
      sessions: data.sessions.length,
      messages: data.smsMessages.length,
      unlocks: data.unitUnlocks.length,
    },
  };
}
