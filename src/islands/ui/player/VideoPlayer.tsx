import {
  type CSSProperties,
  type FocusEvent,
  type JSX,
  type KeyboardEvent,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
} from 'react';
import type { Translate } from '../../../../domain/i18n/translate.ts';
import { mediaCrossOrigin } from '../../../client/media.ts';
import {
  formatTime,
  INITIAL_VOLUME,
  nextIdleTicks,
  percentOf,
  resetIdleTicks,
  SEEK_STEP_SECONDS,
  seekTarget,
  setVolumePercent,
  shouldHide,
  timeAtPercent,
  toggleMute,
  type VolumeState,
  volumePercent,
} from './videoControls.ts';
import './video.css';

interface VideoPlayerProps {
  /** A signed link to the lesson, e.g. /v1/media/lessons/plants.mp4?expires=…, served with range requests. */
  src: string;
  /** A signed link to a WebVTT file, e.g. /v1/media/lessons/plants.kn.vtt?expires=…. */
  captions?: string;
  captionsLang: 'en' | 'kn';
  /** Shown over the video. */
  title: string;
  t: Translate;
  /** The close button, or leaving full screen. */
  onClose: () => void;
  /** The video played to its end. */
  onEnded?: () => void;
  /** Starts playing as soon as it opens (the child's tap on "Watch" allows the sound). */
  autoPlay?: boolean;
}

// The captions menu is never shown (there are no native controls), but the track still needs a
// name for assistive technology; each language is named in itself.
const CAPTION_LABELS = { en: 'English', kn: 'ಕನ್ನಡ' } as const;

export default function VideoPlayer({
  src,
  captions,
  captionsLang,
  title,
  t,
  onClose,
  onEnded,
  autoPlay = false,
}: VideoPlayerProps): JSX.Element {
  const wrapperRef = useRef<HTMLElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const titleId = useId();

  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [volume, setVolume] = useState<VolumeState>(INITIAL_VOLUME);
  const [idleTicks, setIdleTicks] = useState(resetIdleTicks);
  // Controls that vanish under a keyboard user's focus ring would leave them lost; pointer
  // focus (a tapped button keeps focus on Android) must not keep the bars up for ever, though.
  const [keyboardFocusInside, setKeyboardFocusInside] = useState(false);
  const [canFullscreen, setCanFullscreen] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const lastInputWasKeyboard = useRef(false);
  const enteredFullscreen = useRef(false);
  const closing = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the player opens
  useEffect(() => {
    const wrapper = wrapperRef.current;
    // Read after mount: the server has no `document`, and iPhones have no element full screen.
    setCanFullscreen(document.fullscreenEnabled === true && typeof wrapper?.requestFullscreen === 'function');
    const video = videoRef.current;
    if (!video) return;
    video.defaultPlaybackRate = 1;
    video.playbackRate = 1;
    // Metadata can arrive before React attaches its listeners.
    setDuration(video.duration);
    setCurrent(video.currentTime);
    setPlaying(!video.paused && !video.ended);
    // "Watch" means watch: no second tap on Play. A refusal (an old phone) leaves the Play button.
    if (autoPlay) video.play().catch(() => {});
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = volume.volume;
    // React does not keep the `muted` attribute in step with the element, so set the property.
    video.muted = volume.muted;
  }, [volume]);

  const closeAfterLeavingFullscreen = useEffectEvent(() => onClose());

  useEffect(() => {
    const wrapper = wrapperRef.current;
    const onChange = () => {
      const ours = wrapper !== null && document.fullscreenElement === wrapper;
      setFullscreen(ours);
      if (ours) {
        enteredFullscreen.current = true;
        return;
      }
      if (!enteredFullscreen.current) return;
      enteredFullscreen.current = false;
      // The close button already called onClose; leaving full screen is its side effect.
      if (closing.current) return;
      videoRef.current?.pause();
      closeAfterLeavingFullscreen();
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (wrapper && document.fullscreenElement === wrapper) document.exitFullscreen().catch(() => {});
    };
  }, []);

  const showControls = () => setIdleTicks(resetIdleTicks());

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) {
      // Rejects when a new load interrupts play() or the phone refuses; the button simply stays "Play".
      video.play().catch(() => {});
    } else {
      video.pause();
    }
  };

  const seekBy = (deltaSeconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = seekTarget(video.currentTime, video.duration, deltaSeconds);
    setCurrent(video.currentTime);
  };

  const seekToPercent = (percent: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = timeAtPercent(percent, video.duration);
    setCurrent(video.currentTime);
  };

  const toggleFullscreen = () => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    if (document.fullscreenElement === wrapper) {
      document.exitFullscreen().catch(() => {});
      return;
    }
    closing.current = false;
    // Refused e.g. inside an iframe without `allow="fullscreen"`: the player keeps working inline.
    // Entered once the request resolves: the 'fullscreenchange' of entering can arrive after a
    // quick exit has already begun, when `document.fullscreenElement` is null again, and leaving
    // full screen must still close the player.
    wrapper
      .requestFullscreen({ navigationUI: 'hide' })
      .then(() => {
        enteredFullscreen.current = true;
      })
      .catch(() => {});
  };

  const close = () => {
    // A closed <dialog> keeps its children mounted: without this the lesson would play on unseen.
    videoRef.current?.pause();
    const wrapper = wrapperRef.current;
    if (wrapper && document.fullscreenElement === wrapper) {
      closing.current = true;
      document.exitFullscreen().catch(() => {});
    }
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    lastInputWasKeyboard.current = true;
    showControls();
    // Focus may have been put on a control by a script (a dialog opening); a key press there is a keyboard user.
    if (event.target !== event.currentTarget) setKeyboardFocusInside(true);
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    const onButton = target instanceof HTMLButtonElement;
    // The volume slider keeps its own arrow keys; on the seek bar they mean ±10 s like everywhere else.
    const onVolume = target instanceof HTMLInputElement && target.dataset.control === 'volume';
    const onSeekBar = target instanceof HTMLInputElement && target.dataset.control === 'seek';
    switch (event.key) {
      case ' ':
        // Space on a button presses that button.
        if (onButton) return;
        // A held key repeats; a child leaning on it should not make the video stutter on and off.
        if (!event.repeat) togglePlay();
        break;
      case 'k':
      case 'K':
        if (!event.repeat) togglePlay();
        break;
      case 'm':
      case 'M':
        if (!event.repeat) setVolume(toggleMute);
        break;
      case 'ArrowLeft':
        if (onVolume) return;
        seekBy(-SEEK_STEP_SECONDS);
        break;
      case 'ArrowRight':
        if (onVolume) return;
        seekBy(SEEK_STEP_SECONDS);
        break;
      case 'ArrowDown':
        if (!onSeekBar) return;
        seekBy(-SEEK_STEP_SECONDS);
        break;
      case 'ArrowUp':
        if (!onSeekBar) return;
        seekBy(SEEK_STEP_SECONDS);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    showControls();
    setKeyboardFocusInside(lastInputWasKeyboard.current && event.target !== event.currentTarget);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
      setKeyboardFocusInside(false);
    }
  };

  const onPointerDown = () => {
    lastInputWasKeyboard.current = false;
    setKeyboardFocusInside(false);
    showControls();
  };

  const hidden = !keyboardFocusInside && shouldHide(idleTicks, playing);
  const seekPercent = percentOf(current, duration);
  const volumeLevel = volumePercent(volume);
  const timeLabel = `${formatTime(current)} / ${formatTime(duration)}`;
  const className = ['video-player', hidden && 'video-player--idle', fullscreen && 'video-player--fullscreen']
    .filter(Boolean)
    .join(' ');

  return (
    <section
      ref={wrapperRef}
      className={className}
      data-testid="video-player"
      data-controls={hidden ? 'hidden' : 'shown'}
      data-playing={String(playing)}
      data-muted={String(volume.muted)}
      data-volume={volumeLevel}
      aria-labelledby={titleId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the player takes focus so Space, k, m and the arrows work on it, as on any video player
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerMove={showControls}
      onPointerDown={onPointerDown}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: the captions track is added whenever the lesson has one */}
      <video
        ref={videoRef}
        className="video-player__video"
        src={src}
        crossOrigin={mediaCrossOrigin}
        preload="metadata"
        playsInline
        onClick={togglePlay}
        onPlay={() => {
          setPlaying(true);
          showControls();
        }}
        onPause={() => {
          setPlaying(false);
          showControls();
        }}
        onTimeUpdate={(event) => {
          const video = event.currentTarget;
          const isPlaying = !video.paused;
          // A progress tick is a whole second played (timeupdate itself fires about 4 times a
          // second), so the controls hide after about 2 s without movement, not half a second.
          const tick = Math.floor(video.currentTime) !== Math.floor(current);
          setCurrent(video.currentTime);
          if (tick) setIdleTicks((ticks) => nextIdleTicks(ticks, isPlaying));
        }}
        onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        onEmptied={() => {
          setPlaying(false);
          setCurrent(0);
          setDuration(Number.NaN);
        }}
        onEnded={() => {
          setPlaying(false);
          showControls();
          onEnded?.();
        }}
      >
        {captions ? (
          <track
            kind="captions"
            src={captions}
            srcLang={captionsLang}
            label={CAPTION_LABELS[captionsLang]}
            default
          />
        ) : null}
      </video>

      {playing ? null : (
        <div className="video-player__big-play" aria-hidden="true">
          <PlayIcon />
        </div>
      )}

      <div className="video-player__bar video-player__bar--top">
        <p className="video-player__title" id={titleId}>
          {title}
        </p>
        <button type="button" className="video-player__button" aria-label={t('video.close')} onClick={close}>
          <CloseIcon />
        </button>
      </div>

      <div className="video-player__bar video-player__bar--bottom">
        <div className="video-player__row">
          <input
            type="range"
            className="video-player__range video-player__seek"
            data-control="seek"
            min={0}
            max={100}
            step="any"
            value={seekPercent}
            aria-label={t('video.seek')}
            aria-valuetext={timeLabel}
            style={{ '--fill': `${seekPercent}%` } as CSSProperties}
            onChange={(event) => seekToPercent(Number(event.currentTarget.value))}
          />
          <span className="video-player__time" data-testid="video-time">
            {timeLabel}
          </span>
        </div>
        <div className="video-player__row">
          <button
            type="button"
            className="video-player__button video-player__button--main"
            aria-label={playing ? t('video.pause') : t('video.play')}
            onClick={togglePlay}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <button
            type="button"
            className="video-player__button"
            aria-label={t('video.rewind')}
            onClick={() => seekBy(-SEEK_STEP_SECONDS)}
          >
            <SkipIcon direction="back" />
          </button>
          <button
            type="button"
            className="video-player__button"
            aria-label={t('video.forward')}
            onClick={() => seekBy(SEEK_STEP_SECONDS)}
          >
            <SkipIcon direction="forward" />
          </button>
          <button
            type="button"
            className="video-player__button"
            aria-label={volume.muted ? t('video.unmute') : t('video.mute')}
            onClick={() => setVolume(toggleMute)}
          >
            {volume.muted ? <MutedIcon /> : <VolumeIcon />}
          </button>
          <input
            type="range"
            className="video-player__range video-player__volume"
            data-control="volume"
            min={0}
            max={100}
            step={5}
            value={volumeLevel}
            aria-label={t('video.volume')}
            aria-valuetext={`${volumeLevel}%`}
            style={{ '--fill': `${volumeLevel}%` } as CSSProperties}
            onChange={(event) => {
              const percent = Number(event.currentTarget.value);
              setVolume((state) => setVolumePercent(state, percent));
            }}
          />
          {canFullscreen ? (
            <button
              type="button"
              className="video-player__button video-player__button--end"
              aria-label={fullscreen ? t('video.exitFullscreen') : t('video.fullscreen')}
              onClick={toggleFullscreen}
            >
              {fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function Icon({ children }: { children: JSX.Element | JSX.Element[] }) {
  return (
    <svg className="video-player__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      {children}
    </svg>
  );
}

function PlayIcon() {
  return (
    <Icon>
      <path
        d="M8 5.14v13.72a1 1 0 0 0 1.52.85l11-6.86a1 1 0 0 0 0-1.7l-11-6.86A1 1 0 0 0 8 5.14z"
        fill="currentColor"
      />
    </Icon>
  );
}

function PauseIcon() {
  return (
    <Icon>
      <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
      <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
    </Icon>
  );
}

/** A circular arrow around "10"; forward is the same arrow mirrored. */
function SkipIcon({ direction }: { direction: 'back' | 'forward' }) {
  return (
    <Icon>
      <g transform={direction === 'forward' ? 'matrix(-1 0 0 1 24 0)' : undefined}>
        <path d="M12 5V1.5L7 6l5 4.5V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8z" fill="currentColor" />
      </g>
      <text
        x="12"
        y="16"
        textAnchor="middle"
        fontSize="7.5"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill="currentColor"
      >
        10
      </text>
    </Icon>
  );
}

function VolumeIcon() {
  return (
    <Icon>
      <path d="M3 9v6h4l5 5V4L7 9H3z" fill="currentColor" />
      <path
        d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </Icon>
  );
}

function MutedIcon() {
  return (
    <Icon>
      <path d="M3 9v6h4l5 5V4L7 9H3z" fill="currentColor" />
      <path d="M16 9l6 6M22 9l-6 6" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </Icon>
  );
}

function FullscreenIcon() {
  return (
    <Icon>
      <path
        d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

function ExitFullscreenIcon() {
  return (
    <Icon>
      <path
        d="M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

function CloseIcon() {
  return (
    <Icon>
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
    </Icon>
  );
}
