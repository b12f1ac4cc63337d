import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../domain/contract/locale.ts';
import type { RecordingSettings } from '../../../domain/contract/recordings.ts';
import type { Translate } from '../../../domain/i18n/translate.ts';
import { getRecordingSettings, uploadRecording } from '../../client/recordings.ts';
import {
  lastPageRecording,
  markInAccount,
  type PhoneRecording,
  saveRecording,
} from '../../offline/recordingStore.ts';
import { $profile } from '../../stores/session.ts';
import { LinesSpeaker, useWaySpeaks } from '../ui/NameSpeaker.tsx';
import { recordingFormat, type Take, useRecorder } from './useRecorder.ts';
import './myTurn.css';

let settingsOnce: Promise<RecordingSettings | null> | null = null;
/** The parent's choices, asked once per page load: off when they cannot be read (offline). */
export function recordingSettings(): Promise<RecordingSettings | null> {
  settingsOnce ??= getRecordingSettings()
    .then(({ data }) => data)
    .catch(() => null);
  return settingsOnce;
}

/** The explanation is shown before the first recording of a page load (before the browser asks). */
let explained = false;

const base64 = async (blob: Blob) => {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
};

function Icon({ name }: { name: 'mic' | 'stop' | 'play' }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" fill="currentColor">
      {name === 'mic' && (
        <>
          <rect x="9" y="3" width="6" height="11" rx="3" />
          <path d="M6 11a6 6 0 0 0 12 0M12 17v4M8.5 21h7" fill="none" stroke="currentColor" strokeWidth="2" />
        </>
      )}
      {name === 'stop' && <rect x="6" y="6" width="12" height="12" rx="2" />}
      {name === 'play' && <path d="M8 5v14l11-7z" />}
    </svg>
  );
}

/**
 * "My turn" under a story's page (issue 30, point 3): the child records their own reading of the
 * page, then plays it beside the story's voice. Shown only when a parent allowed it behind the
 * gate (the server's answer; no button otherwise: a child of six cannot act on "ask a grown-up"
 * written on a button). Before the first recording, a picture and a spoken line say what happens
 * and that the phone may ask a grown-up about the microphone. A take is kept on the phone
 * (recordingStore.ts), and in the account too when the parent chose so.
 */
export function MyTurn({
  storyKey,
  storyTitle,
  page,
  locale,
  t,
  clip,
  onHearModel,
  onStart,
  onRecorded,
}: {
  storyKey: string;
  storyTitle: string;
  /** From 1. */
  page: number;
  locale: Locale;
  t: Translate;
  /** The spoken line's clip in the page's language. */
  clip: string | undefined;
  onHearModel: (() => void) | null;
  /** Recording or playing mine stops the story's voice. */
  onStart: () => void;
  /** A take of this page is kept: the reading counts the page as recorded (issue 30 point 4). */
  onRecorded: (page: number) => void;
}) {
  const [settings, setSettings] = useState<RecordingSettings | null>(null);
  const [explaining, setExplaining] = useState(false);
  const [mine, setMine] = useState<PhoneRecording | null>(null);
  const [kept, setKept] = useState<'phone' | 'account' | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const player = useRef<HTMLAudioElement | null>(null);

  useEffect(() => {
    void recordingSettings().then(setSettings);
    const childId = $profile.get()?._id;
    if (childId)
      void lastPageRecording(childId, storyKey, page)
        .then((found) => setMine(found ?? null))
        .catch(() => {});
  }, [storyKey, page]);

  useEffect(() => {
    if (!mine) return;
    const address = URL.createObjectURL(mine.audio);
    setUrl(address);
    return () => URL.revokeObjectURL(address);
  }, [mine]);

  const recorder = useRecorder((take: Take) => void keep(take));

  async function keep(take: Take) {
    const childId = $profile.get()?._id;
    if (!childId) return;
    const recording: PhoneRecording = {
      id: crypto.randomUUID(),
      childId,
      storyKey,
      storyTitle,
      page,
      recordedAt: new Date().toISOString(),
      durationMs: take.durationMs,
      mimeType: take.mimeType,
      audio: take.audio,
      inAccount: false,
    };
    setMine(recording);
    onRecorded(page);
    await saveRecording(recording).catch(() => {});
    setKept('phone');
    if (!settings?.keep) return;
    try {
      const { audio, childId: _, storyTitle: __, inAccount: ___, ...rest } = recording;
      await uploadRecording({ ...rest, audio: await base64(audio) });
      await markInAccount(recording.id);
      setKept('account');
    } catch {
      // Not sent (no signal, or the account's space is full): it stays on the phone.
    }
  }

  if (!settings?.allowed || !recordingFormat()) return null;

  const record = () => {
    onStart();
    player.current?.pause();
    if (!explained) return setExplaining(true);
    void recorder.start();
  };

  if (explaining)
    return (
      <Explanation
        locale={locale}
        t={t}
        clip={clip}
        onStart={() => {
          explained = true;
          setExplaining(false);
          void recorder.start();
        }}
        onLater={() => setExplaining(false)}
      />
    );

  const recording = recorder.state === 'recording' || recorder.state === 'asking';
  return (
    <section
      className="my-turn"
      aria-label={t('stories.myTurn')}
      data-testid="my-turn"
      data-recorded-bytes={recorder.bytes}
      lang={locale}
    >
      {url && (
        // biome-ignore lint/a11y/useMediaCaption: the child's own voice reading the words on the screen
        <audio ref={player} src={url} preload="auto" data-my-recording="" />
      )}
      {recording ? (
        <div className="my-turn__row">
          <button
            type="button"
            className="my-turn__record my-turn__record--on"
            onClick={recorder.stop}
            disabled={recorder.state === 'asking'}
          >
            <Icon name="stop" />
            <span>{t('stories.myTurn.stopRecording')}</span>
          </button>
          <p className="my-turn__status" role="status">
            <span className="my-turn__dot" aria-hidden="true" />
            {t('stories.myTurn.recording')}
          </p>
        </div>
      ) : (
        <div className="my-turn__row">
          <button type="button" className="my-turn__record" onClick={record}>
            <Icon name="mic" />
            <span>{mine ? t('stories.myTurn.again') : t('stories.myTurn')}</span>
          </button>
          {mine && (
            <div className="my-turn__compare">
              <button
                type="button"
                className="button"
                onClick={() => {
                  onStart();
                  if (player.current) {
                    player.current.currentTime = 0;
                    void player.current.play().catch(() => {});
                  }
                }}
              >
                <Icon name="play" />
                {t('stories.myTurn.playMine')}
              </button>
              {onHearModel && (
                <button
                  type="button"
                  className="button button--light"
                  onClick={() => {
                    player.current?.pause();
                    onHearModel();
                  }}
                >
                  <Icon name="play" />
                  {t('stories.myTurn.playModel')}
                </button>
              )}
            </div>
          )}
        </div>
      )}
      {kept && !recording && (
        <p className="my-turn__kept" role="status">
          {t(kept === 'account' ? 'stories.myTurn.savedAccount' : 'stories.myTurn.saved')}
        </p>
      )}
      {(recorder.state === 'denied' || recorder.state === 'failed') && (
        <p className="my-turn__problem" role="alert">
          {t(recorder.state === 'denied' ? 'stories.myTurn.denied' : 'stories.myTurn.failed')}
        </p>
      )}
    </section>
  );
}

/** What happens next, in a picture and a spoken line, before the browser asks for the microphone. */
function Explanation({
  locale,
  t,
  clip,
  onStart,
  onLater,
}: {
  locale: Locale;
  t: Translate;
  clip: string | undefined;
  onStart: () => void;
  onLater: () => void;
}) {
  const way = useWaySpeaks(locale);
  const spoken = t('stories.myTurn.spoken');
  const line = way.item(
    spoken,
    clip ? { en: null, kn: null, [locale]: { url: clip, synthetic: true } } : undefined,
  );
  way.useArrivalLines([line], spoken);
  return (
    <section
      className="my-turn my-turn--explain"
      aria-labelledby="my-turn-title"
      data-testid="my-turn-explain"
      lang={locale}
    >
      <svg viewBox="0 0 96 96" width="112" height="112" aria-hidden="true">
        <circle cx="48" cy="48" r="44" fill="#fdecea" />
        <rect x="38" y="18" width="20" height="38" rx="10" fill="#e0413a" />
        <path
          d="M28 46a20 20 0 0 0 40 0M48 66v12M38 78h20"
          fill="none"
          stroke="#760a98"
          strokeWidth="5"
          strokeLinecap="round"
        />
      </svg>
      <div className="my-turn__said">
        <h2 id="my-turn-title">{t('stories.myTurn.title')}</h2>
        <LinesSpeaker way={way} lines={[line]} t={t} />
      </div>
      <p>{spoken}</p>
      <p className="my-turn__grown-up">{t('stories.myTurn.grownUp')}</p>
      <div className="my-turn__row">
        <button type="button" className="my-turn__record" onClick={onStart}>
          <Icon name="mic" />
          <span>{t('stories.myTurn.start')}</span>
        </button>
        <button type="button" className="button button--light" onClick={onLater}>
          {t('stories.myTurn.notNow')}
        </button>
      </div>
    </section>
  );
}
