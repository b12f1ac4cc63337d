/**
 * Every version of the privacy policy (src/content/{en,kn}/privacy-policy.md), oldest first, kept
 * for good (issue 32, point 6): the policy page lists them, and the API asks a parent again for
 * each child whose consent is older than a material version (server/modules/consent).
 *
 * A version is **material** when it changes a category of data we keep about a family under their
 * consent, or a purpose we use it for; wording, retention periods made precise, data kept for less
 * long or not at all, and the contact form (whose data is given with the message, for it: not under
 * the account's consent) are not. A new version of the policy's front matter adds an entry here
 * (a test fails otherwise), with a summary of what changed written for parents in both languages.
 *
 * The history was read from `git log -p -- src/content/en/privacy-policy.md`. Twice the text was
 * changed after publishing under the same version; `changedAfterPublishing` marks the one where a
 * later change was material, so that a consent recorded under it, which may predate that change,
 * is asked again too. Never again: a changed text takes a new version.
 */
export interface PolicyVersion {
  /** As in the policy's front matter, and as consents record it. */
  version: string;
  /** The day it was published, YYYY-MM-DD. */
  date: string;
  /** It adds or changes a category of data or a purpose: parents are asked again. */
  material: boolean;
  /** A material change was made to the text after it was published, under this same version. */
  changedAfterPublishing?: true;
  /** What changed since the version before, for parents. */
  changes: { en: string; kn: string };
}

export const POLICY_VERSIONS: readonly PolicyVersion[] = [
  {
    version: '2026-11-21',
    date: '2026-11-21',
    material: true,
    changes: {
      en: 'The first privacy policy of Kalike.',
      kn: 'ಕಲಿಕೆಯ ಮೊದಲ ಗೌಪ್ಯತಾ ನೀತಿ.',
    },
  },
  {
    version: '2026-11-25',
    date: '2026-11-25',
    material: true,
    changedAfterPublishing: true,
    changes: {
      en:
        'Written again to say exactly what Kalike keeps. New: one account for you with a profile for each ' +
        'child; your name with each consent; a PIN for My Account and the weekly report by SMS, if you ' +
        'choose them; each child’s play settings and which notifications they have read. No longer: ' +
        'notifications to the phone, the phone’s model, regular e-mails. Later the same day, under the ' +
        'same version (which should not have happened), we added: your children’s names and classes kept ' +
        'on the phone for “Who is playing?”, how My Account opens, a note of each weekly report sent, and ' +
        'new data about your child: the result of each maths practice question, and the questions to try again.',
      kn:
        'ಕಲಿಕೆ ಏನನ್ನು ಇಟ್ಟುಕೊಳ್ಳುತ್ತದೆ ಎಂಬುದನ್ನು ಸರಿಯಾಗಿ ಹೇಳಲು ನೀತಿಯನ್ನು ಮತ್ತೆ ಬರೆದೆವು. ಹೊಸದು: ನಿಮಗೆ ಒಂದು ' +
        'ಖಾತೆ, ಅದರಲ್ಲಿ ಪ್ರತಿ ಮಗುವಿಗೂ ಒಂದು ಪ್ರೊಫೈಲ್; ಪ್ರತಿ ಒಪ್ಪಿಗೆಯೊಂದಿಗೆ ನಿಮ್ಮ ಹೆಸರು; ನೀವು ಆರಿಸಿದರೆ “ನನ್ನ ' +
        'ಖಾತೆ”ಗೆ ಪಿನ್ ಮತ್ತು ಎಸ್‌ಎಂಎಸ್ ಮೂಲಕ ವಾರದ ವರದಿ; ಪ್ರತಿ ಮಗುವಿನ ಆಟದ ಸೆಟ್ಟಿಂಗ್‌ಗಳು ಮತ್ತು ಮಗು ಯಾವ ' +
        'ನೋಟಿಫಿಕೇಶನ್‌ಗಳನ್ನು ಓದಿದೆ ಎಂಬುದು. ಇನ್ನು ಇಲ್ಲ: ಫೋನ್‌ಗೆ ಕಳುಹಿಸುವ ನೋಟಿಫಿಕೇಶನ್‌ಗಳು, ಫೋನ್ ಯಾವ ಕಂಪನಿಯದು ' +
        'ಎಂಬುದು, ಆಗಾಗ ಬರುವ ಇ-ಮೇಲ್‌ಗಳು. ಅದೇ ದಿನ ನಂತರ, ಆವೃತ್ತಿಯನ್ನು ಬದಲಿಸದೆ (ಹಾಗೆ ಮಾಡಬಾರದಿತ್ತು), ಇವುಗಳನ್ನು ' +
        'ಸೇರಿಸಿದೆವು: “ಯಾರು ಆಡುತ್ತಿದ್ದೀರಿ?” ತೋರಿಸಲು ಫೋನ್‌ನಲ್ಲೇ ಉಳಿಯುವ ನಿಮ್ಮ ಮಕ್ಕಳ ಹೆಸರು ಮತ್ತು ತರಗತಿ, “ನನ್ನ ' +
        'ಖಾತೆ” ಹೇಗೆ ತೆರೆಯಬೇಕು ಎಂಬುದು, ಕಳುಹಿಸಿದ ಪ್ರತಿ ವಾರದ ವರದಿಯ ಟಿಪ್ಪಣಿ, ಮತ್ತು ನಿಮ್ಮ ಮಗುವಿನ ಬಗ್ಗೆ ಹೊಸ ' +
        'ಮಾಹಿತಿ: ಪ್ರತಿ ಗಣಿತ ಅಭ್ಯಾಸ ಪ್ರಶ್ನೆಯ ಫಲಿತಾಂಶ, ಮತ್ತು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಬೇಕಾದ ಪ್ರಶ್ನೆಗಳು.',
    },
  },
  {
    version: '2026-12-01',
    date: '2026-12-01',
    material: false,
    changes: {
      en:
        'How long each kind of data is kept, now exact and done by the app itself: contact messages 180 ' +
        'days, codes sent by SMS one day, ended sign-ins 7 days (one record per sign-in), unpaid orders 30 ' +
        'days, payment records 8 years as the law requires, logs one year at most; tables of everything we ' +
        'keep; a note of deleted accounts that names nobody, so that a restored backup is cleaned again; ' +
        'the download holds all of a child’s data. Nothing new is kept about your child.',
      kn:
        'ಪ್ರತಿ ಬಗೆಯ ಮಾಹಿತಿಯನ್ನು ಎಷ್ಟು ದಿನ ಇಡುತ್ತೇವೆ ಎಂಬುದು ಈಗ ನಿಖರ, ಮತ್ತು ಆ್ಯಪ್ ತಾನೇ ಅಳಿಸುತ್ತದೆ: ಸಂಪರ್ಕ ' +
        'ಸಂದೇಶಗಳು 180 ದಿನ, ಎಸ್‌ಎಂಎಸ್‌ನಲ್ಲಿ ಕಳುಹಿಸಿದ ಕೋಡ್‌ಗಳು ಒಂದು ದಿನ, ಮುಗಿದ ಸೈನ್ ಇನ್‌ಗಳು 7 ದಿನ (ಪ್ರತಿ ಸೈನ್ ' +
        'ಇನ್‌ಗೆ ಒಂದೇ ದಾಖಲೆ), ಪಾವತಿಯಾಗದ ಆರ್ಡರ್‌ಗಳು 30 ದಿನ, ಪಾವತಿ ದಾಖಲೆಗಳು ಕಾನೂನಿನಂತೆ 8 ವರ್ಷ, ಲಾಗ್‌ಗಳು ಹೆಚ್ಚೆಂದರೆ ' +
        'ಒಂದು ವರ್ಷ; ನಾವು ಇಡುವ ಎಲ್ಲದರ ಪಟ್ಟಿಗಳು; ಬ್ಯಾಕಪ್‌ನಿಂದ ಮರಳಿ ತಂದಾಗ ಮತ್ತೆ ಅಳಿಸಲು, ಯಾರ ಹೆಸರೂ ಇಲ್ಲದ, ಅಳಿಸಿದ ' +
        'ಖಾತೆಗಳ ಟಿಪ್ಪಣಿ; ಡೌನ್‌ಲೋಡ್‌ನಲ್ಲಿ ಮಗುವಿನ ಎಲ್ಲ ಮಾಹಿತಿ. ನಿಮ್ಮ ಮಗುವಿನ ಬಗ್ಗೆ ಹೊಸದೇನನ್ನೂ ಇಡುವುದಿಲ್ಲ.',
    },
  },
  {
    version: '2026-12-02',
    date: '2026-12-02',
    material: false,
    changes: {
      en:
        'Whoever writes to us through the contact form may give a phone number instead of an e-mail ' +
        'address, for our reply. Later the same day, under the same version: only the contact and ' +
        'complaint details we really have are shown, instead of examples, and section 35 says that our ' +
        'servers check that a request comes from you. Nothing new is kept about your child.',
      kn:
        'ಸಂಪರ್ಕ ಫಾರ್ಮ್ ಮೂಲಕ ನಮಗೆ ಬರೆಯುವವರು, ನಮ್ಮ ಉತ್ತರಕ್ಕಾಗಿ ಇ-ಮೇಲ್ ಬದಲು ಫೋನ್ ಸಂಖ್ಯೆ ನೀಡಬಹುದು. ಅದೇ ದಿನ ' +
        'ನಂತರ, ಅದೇ ಆವೃತ್ತಿಯಲ್ಲಿ: ಉದಾಹರಣೆಯ ವಿಳಾಸಗಳ ಬದಲು ನಮ್ಮ ನಿಜವಾದ ಸಂಪರ್ಕ ಮತ್ತು ದೂರು ವಿವರಗಳನ್ನು ಮಾತ್ರ ' +
        'ತೋರಿಸುತ್ತೇವೆ, ಮತ್ತು ವಿನಂತಿ ನಿಮ್ಮಿಂದಲೇ ಬಂದಿದೆಯೇ ಎಂದು ನಮ್ಮ ಸರ್ವರ್‌ಗಳೇ ಪರಿಶೀಲಿಸುತ್ತವೆ ಎಂದು ವಿಭಾಗ 35 ' +
        'ಹೇಳುತ್ತದೆ. ನಿಮ್ಮ ಮಗುವಿನ ಬಗ್ಗೆ ಹೊಸದೇನನ್ನೂ ಇಡುವುದಿಲ್ಲ.',
    },
  },
];

/** The newest version: the one a parent agrees to now. */
export const currentPolicyEntry = (versions: readonly PolicyVersion[] = POLICY_VERSIONS): PolicyVersion => {
  const last = versions.at(-1);
  if (!last) throw new Error('The list of privacy policy versions is empty');
  return last;
};

/**
 * The material versions that a consent to `consented` does not cover, oldest first: each one
 * published after it, and the consented version itself when it was materially changed after
 * publishing (the consent may be older than the change). A consent to a version not in the list,
 * or none at all, covers none of them.
 */
export function pendingChanges(
  consented: string | null,
  versions: readonly PolicyVersion[] = POLICY_VERSIONS,
): PolicyVersion[] {
  const at = consented === null ? -1 : versions.findIndex((entry) => entry.version === consented);
  return versions.filter(
    (entry, index) =>
      entry.material && (index > at || (index === at && entry.changedAfterPublishing === true)),
  );
}
