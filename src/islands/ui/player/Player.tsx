import type { ActivityBody } from '../../../../domain/contract/activity.ts';
import type { Locale } from '../../../../domain/contract/locale.ts';
import type { Translate } from '../../../../domain/i18n/translate.ts';
import ClassifyPlayer from './players/ClassifyPlayer.tsx';
import FillPlayer from './players/FillPlayer.tsx';
import MatchPlayer from './players/MatchPlayer.tsx';
import McqPlayer from './players/McqPlayer.tsx';
import VideoActivity from './players/VideoActivity.tsx';

/** The player for an activity's kind. */
export default function Player(props: {
  body: ActivityBody;
  answers: unknown[];
  onAnswer: (index: number, value: unknown) => void;
  t: Translate;
  locale: Locale;
  /** The attempt's seed: the order of options and cards (ADR 020). */
  seed: string;
  /** The topic's class, when known: a fill-in in class 1–2 is answered with letter tiles (issue 29). */
  grade?: string | null | undefined;
}) {
  const { body, grade, ...rest } = props;
  switch (body.kind) {
    case 'mcq':
      return <McqPlayer body={body} {...rest} />;
    case 'fill':
      return <FillPlayer body={body} grade={grade} {...rest} />;
    case 'match':
      return <MatchPlayer body={body} {...rest} />;
    case 'classify':
      return <ClassifyPlayer body={body} {...rest} />;
    case 'video':
      return <VideoActivity body={body} {...rest} />;
  }
}
