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
 * The history was read from `git log -p -- src/content/en/privacy-policy.md` and what was
 * published (landed). Twice the text was changed after publishing under the same version; `changedAfterPublishing` marks the one where a
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
    // Drafted as 2026-12-01 and 2026-12-02 on the way, never published apart: one version.
    version: '2026-12-02',
    date: '2026-12-02',
    material: true,
    changes: {
      en:
        'What we keep, said exactly, and less of it. Your child’s gender, state, district and taluk are ' +
        'now optional (only the picture and the tax on a receipt use them), and the referral code is gone. ' +
        'The policy now names what the weekly report by SMS carries (your child’s name, activities, ' +
        'minutes, coins, units finished and the topics with the lowest scores) and that it passes through ' +
        'our SMS company and the mobile operators, and that Razorpay’s payment window runs its script in ' +
        'our page. How long each kind of data is kept is now exact, and the app deletes it itself; signing ' +
        'out removes your family’s details from the phone; the download holds all of a child’s data; our ' +
        'servers check that a request to see, download or change data comes from you. Whoever writes to ' +
        'us may give a phone number instead of an e-mail address. From now on every change gets a new ' +
        'version, listed on this page, and a change that matters asks you again in My Account.',
      kn:
        'ನಾವು ಏನನ್ನು ಇಡುತ್ತೇವೆ ಎಂಬುದನ್ನು ನಿಖರವಾಗಿ ಹೇಳಿದ್ದೇವೆ, ಮತ್ತು ಮೊದಲಿಗಿಂತ ಕಡಿಮೆ ಇಡುತ್ತೇವೆ. ಮಗುವಿನ ಲಿಂಗ, ' +
        'ರಾಜ್ಯ, ಜಿಲ್ಲೆ ಮತ್ತು ತಾಲ್ಲೂಕು ಈಗ ಐಚ್ಛಿಕ (ಚಿತ್ರಕ್ಕೆ ಮತ್ತು ರಸೀದಿಯ ತೆರಿಗೆಗೆ ಮಾತ್ರ ಇವು ಬೇಕು); ರೆಫರಲ್ ಕೋಡ್ ' +
        'ಇನ್ನು ಇಲ್ಲ. ಎಸ್‌ಎಂಎಸ್‌ನಲ್ಲಿ ಬರುವ ವಾರದ ವರದಿಯಲ್ಲಿ ಏನಿರುತ್ತದೆ (ಮಗುವಿನ ಹೆಸರು, ಚಟುವಟಿಕೆಗಳು, ನಿಮಿಷಗಳು, ' +
        'ನಾಣ್ಯಗಳು, ಮುಗಿಸಿದ ಘಟಕಗಳು ಮತ್ತು ಕಡಿಮೆ ಅಂಕ ಬಂದ ವಿಷಯಗಳು), ಅದು ನಮ್ಮ ಎಸ್‌ಎಂಎಸ್ ಕಂಪನಿ ಮತ್ತು ಮೊಬೈಲ್ ' +
        'ಆಪರೇಟರ್‌ಗಳ ಮೂಲಕ ಹೋಗುತ್ತದೆ ಎಂಬುದನ್ನು, ಮತ್ತು Razorpay ಪಾವತಿ ಕಿಟಕಿಯ ಸ್ಕ್ರಿಪ್ಟ್ ನಮ್ಮ ಪುಟದಲ್ಲೇ ' +
        'ಓಡುತ್ತದೆ ಎಂಬುದನ್ನು ನೀತಿ ಈಗ ಹೇಳುತ್ತದೆ. ಪ್ರತಿ ಬಗೆಯ ಮಾಹಿತಿಯನ್ನು ಎಷ್ಟು ದಿನ ಇಡುತ್ತೇವೆ ಎಂಬುದು ಈಗ ನಿಖರ, ' +
        'ಮತ್ತು ಆ್ಯಪ್ ತಾನೇ ಅಳಿಸುತ್ತದೆ; ಸೈನ್ ಔಟ್ ಮಾಡಿದಾಗ ನಿಮ್ಮ ಕುಟುಂಬದ ವಿವರಗಳು ಫೋನ್‌ನಿಂದ ಅಳಿಯುತ್ತವೆ; ' +
        'ಡೌನ್‌ಲೋಡ್‌ನಲ್ಲಿ ಮಗುವಿನ ಎಲ್ಲ ಮಾಹಿತಿ ಇರುತ್ತದೆ; ಮಾಹಿತಿಯನ್ನು ನೋಡುವ, ಡೌನ್‌ಲೋಡ್ ಮಾಡುವ ಅಥವಾ ಬದಲಿಸುವ ' +
        'ವಿನಂತಿ ನಿಮ್ಮಿಂದಲೇ ಬಂದಿದೆಯೇ ಎಂದು ನಮ್ಮ ಸರ್ವರ್‌ಗಳೇ ಪರಿಶೀಲಿಸುತ್ತವೆ. ನಮಗೆ ಬರೆಯುವವರು ಇ-ಮೇಲ್ ಬದಲು ಫೋನ್ ' +
        'ಸಂಖ್ಯೆ ನೀಡಬಹುದು. ಇನ್ನು ಮುಂದೆ ಪ್ರತಿ ಬದಲಾವಣೆಗೂ ಹೊಸ ಆವೃತ್ತಿ, ಈ ಪುಟದಲ್ಲೇ ಪಟ್ಟಿ; ಮುಖ್ಯವಾದ ಬದಲಾವಣೆಗೆ ' +
        '“ನನ್ನ ಖಾತೆ”ಯಲ್ಲಿ ಮತ್ತೆ ನಿಮ್ಮ ಒಪ್ಪಿಗೆ ಕೇಳುತ್ತೇವೆ.',
    },
  },
  {
    version: '2026-12-03',
    date: '2026-12-03',
    // Of the same kind as the activities a child finishes, for the same purpose (section 7); the
    // recordings are made only after a parent turns them on per child, so no one is asked again.
    material: false,
    changes: {
      en:
        'Section 7 now names the stories your child reads to the end in the reading corner: how long ' +
        'each was open, how many pages were recorded aloud (the number only), the answers to its ' +
        'questions and the coins it earned. They count in the weekly report like activities. ' +
        'Section 7 also says what "My turn" records (your child reading a page aloud): nothing ' +
        'unless you turn it on for that child, kept on the phone, and in the account only if you ' +
        'choose; you can listen to and delete each recording.',
      kn:
        'ಓದುವ ಮೂಲೆಯಲ್ಲಿ ಮಗು ಕೊನೆಯವರೆಗೆ ಓದುವ ಕಥೆಗಳನ್ನು ವಿಭಾಗ 7 ಈಗ ಹೆಸರಿಸುತ್ತದೆ: ಪ್ರತಿಯೊಂದು ಎಷ್ಟು ಹೊತ್ತು ' +
        'ತೆರೆದಿತ್ತು, ಗಟ್ಟಿಯಾಗಿ ಓದಿ ರೆಕಾರ್ಡ್ ಮಾಡಿದ ಪುಟಗಳು ಎಷ್ಟು (ಸಂಖ್ಯೆ ಮಾತ್ರ), ಅದರ ಪ್ರಶ್ನೆಗಳಿಗೆ ಉತ್ತರಗಳು ' +
        'ಮತ್ತು ಗಳಿಸಿದ ನಾಣ್ಯಗಳು. ಚಟುವಟಿಕೆಗಳಂತೆಯೇ ಇವೂ ವಾರದ ವರದಿಯಲ್ಲಿ ಎಣಿಕೆಯಾಗುತ್ತವೆ. ' +
        '“ನನ್ನ ಸರದಿ” ಏನನ್ನು ರೆಕಾರ್ಡ್ ಮಾಡುತ್ತದೆ (ಮಗು ಪುಟವನ್ನು ಗಟ್ಟಿಯಾಗಿ ಓದುವುದು) ಎಂಬುದನ್ನೂ ವಿಭಾಗ 7 ' +
        'ಹೇಳುತ್ತದೆ: ಆ ಮಗುವಿಗೆ ನೀವು ಆನ್ ಮಾಡದ ಹೊರತು ಏನೂ ರೆಕಾರ್ಡ್ ಆಗುವುದಿಲ್ಲ; ರೆಕಾರ್ಡಿಂಗ್ ಫೋನಿನಲ್ಲೇ ಇರುತ್ತದೆ, ' +
        'ನೀವು ಆರಿಸಿದರೆ ಮಾತ್ರ ಖಾತೆಯಲ್ಲಿ; ಪ್ರತಿಯೊಂದನ್ನೂ ನೀವು ಕೇಳಬಹುದು, ಅಳಿಸಬಹುದು.',
    },
  },
  {
    version: '2026-12-05',
    date: '2026-12-05',
    // Pictures of the lessons, the same for every child: no data about a family (ADR 026's move).
    material: false,
    changes: {
      en:
        'The list of what the app keeps in your browser names one more: the pictures of the lessons ' +
        'opened on this phone, kept so that they show with no signal, until you clear the ' +
        "browser's data. They are the same pictures for every child and say nothing about yours.",
      kn:
        'ಆ್ಯಪ್ ನಿಮ್ಮ ಬ್ರೌಸರ್‌ನಲ್ಲಿ ಇಡುವುದರ ಪಟ್ಟಿಯಲ್ಲಿ ಇನ್ನೊಂದು ಸೇರಿದೆ: ಈ ಫೋನಿನಲ್ಲಿ ತೆರೆದ ಪಾಠಗಳ ಚಿತ್ರಗಳು. ' +
        'ನೆಟ್‌ವರ್ಕ್ ಇಲ್ಲದಾಗಲೂ ಕಾಣಲೆಂದು, ನೀವು ಬ್ರೌಸರ್‌ನ ಡೇಟಾವನ್ನು ಅಳಿಸುವವರೆಗೆ ಇವು ಇರುತ್ತವೆ. ಇವು ಎಲ್ಲ ' +
        'ಮಕ್ಕಳಿಗೂ ಒಂದೇ ಚಿತ್ರಗಳು; ನಿಮ್ಮ ಮಗುವಿನ ಬಗ್ಗೆ ಏನನ್ನೂ ಹೇಳುವುದಿಲ್ಲ.',
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
