import { useCallback, useEffect, useRef, useState } from 'react';
import {
  RECORDING_BITS_PER_SECOND,
  RECORDING_MAX_SECONDS,
  type RecordingType,
} from '../../../domain/contract/recordings.ts';

/** What the microphone is doing: `asking` while the browser's prompt is open. */
export type RecorderState = 'idle' | 'asking' | 'recording' | 'denied' | 'failed';

export interface Take {
  audio: Blob;
  mimeType: RecordingType;
  durationMs: number;
}

/** The Opus container this browser records in (Chromium: WebM; Firefox: Ogg), or null. */
export function recordingFormat(): { recorder: string; mimeType: RecordingType } | null {
  if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) return null;
  if (MediaRecorder.isTypeSupported('audio/webm;codecs=opus'))
    return { recorder: 'audio/webm;codecs=opus', mimeType: 'audio/webm' };
  if (MediaRecorder.isTypeSupported('audio/ogg;codecs=opus'))
    return { recorder: 'audio/ogg;codecs=opus', mimeType: 'audio/ogg' };
  return null;
}

/**
 * The microphone for "My turn" (issue 30): asks for it only when the child starts, records Opus
 * at 16 kbit/s (a minute is about 120 KB: small on the phone and on the way to the account),
 * stops by itself after a minute, and lets the microphone go as soon as it stops.
 */
export function useRecorder(onTake: (take: Take) => void) {
  const [state, setState] = useState<RecorderState>('idle');
  /** Bytes recorded so far (a slice every quarter second): the screen shows the microphone hears. */
  const [bytes, setBytes] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const limit = useRef(0);
  const taken = useRef(onTake);
  taken.current = onTake;

  const release = useCallback(() => {
    clearTimeout(limit.current);
    for (const track of recorder.current?.stream.getTracks() ?? []) track.stop();
    recorder.current = null;
  }, []);
  // Leaving the page lets the microphone go.
  useEffect(() => release, [release]);

  async function start() {
    const format = recordingFormat();
    if (!format) return setState('failed');
    setState('asking');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true, channelCount: 1 },
      });
    } catch (error) {
      return setState(
        error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'failed',
      );
    }
    const media = new MediaRecorder(stream, {
      mimeType: format.recorder,
      audioBitsPerSecond: RECORDING_BITS_PER_SECOND,
    });
    const chunks: Blob[] = [];
    const began = Date.now();
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
      setBytes((n) => n + event.data.size);
    };
    media.onstop = () => {
      const durationMs = Math.max(1, Date.now() - began);
      release();
      setState('idle');
      const audio = new Blob(chunks, { type: format.mimeType });
      if (audio.size > 0) taken.current({ audio, mimeType: format.mimeType, durationMs });
      else setState('failed');
    };
    recorder.current = media;
    setBytes(0);
    media.start(250);
    setState('recording');
    limit.current = window.setTimeout(() => stop(), RECORDING_MAX_SECONDS * 1000);
  }

  function stop() {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }

  return { state, bytes, start, stop };
}
