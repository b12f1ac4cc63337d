import type { SpokenLanguage } from '../../../domain/rules/spokenText.ts';
import { ENCODING, reencodeOpus } from './opus.ts';
import { type SpeechEngine, SpeechError } from './provider.ts';

export interface AzureSpeechOptions {
  key: string;
  /** `https://<region>.tts.speech.microsoft.com/cognitiveservices/v1`. */
  endpoint: string;
  voices: Record<SpokenLanguage, string>;
  timeoutMs?: number;
  /** Tries per clip when Azure answers 429 or 5xx, or cannot be reached. */
  attempts?: number;
  /** The wait before the first retry (doubled each time) when Azure says no Retry-After. */
  backoffMs?: number;
  /** Azure's Ogg Opus as the clips are encoded (opus.ts); tests of the HTTP exchange keep it as is. */
  encode?: (ogg: Uint8Array) => Promise<Uint8Array>;
}

/**
 * Azure's Ogg Opus; decoded and encoded again like every clip (opus.ts), so that a topic weighs
 * the same with either engine and stays within its budget.
 */
export const AZURE_FORMAT = 'ogg-24khz-16bit-mono-opus';
const LOCALES: Record<SpokenLanguage, string> = { en: 'en-IN', kn: 'kn-IN' };
// A little slower than Azure's default: the listeners are five to ten years old.
const RATE = '-10%';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  );

export const ssml = (text: string, language: SpokenLanguage, voice: string) =>
  `<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="${LOCALES[language]}">` +
  `<voice name="${voice}"><prosody rate="${RATE}">${escapeXml(text)}</prosody></voice></speak>`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Azure AI Speech, text to speech through its REST API: one POST of SSML per clip with the
 * resource key, answered with the audio. Neural voices in Kannada (kn-IN-SapnaNeural) and Indian
 * English (en-IN-NeerjaNeural). A refused key (401/403) or a refused text (400) stops at once;
 * too many requests (429) and Azure's own failures (5xx) are retried after Retry-After or a
 * growing wait, a few times, then reported.
 */
export function createAzureSpeech({
  key,
  endpoint,
  voices,
  timeoutMs = 15_000,
  attempts = 4,
  backoffMs = 1000,
  encode = reencodeOpus,
}: AzureSpeechOptions): SpeechEngine {
  return {
    name: 'azure',
    // Azure's standard tier allows 200 requests a second; a few at once keep a run short.
    concurrency: 4,
    voice: (language) => `azure ${voices[language]} ${RATE} ${AZURE_FORMAT} ${ENCODING}`,
    async synthesize(text, language) {
      let lastProblem = '';
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        let response: Response;
        try {
          response = await fetch(endpoint, {
            method: 'POST',
            headers: {
              'Ocp-Apim-Subscription-Key': key,
              'Content-Type': 'application/ssml+xml',
              'X-Microsoft-OutputFormat': AZURE_FORMAT,
              'User-Agent': 'kalike-content-audio',
            },
            body: ssml(text, language, voices[language]),
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (error) {
          lastProblem = `Azure Speech unreachable: ${String(error)}`;
          if (attempt < attempts) await sleep(backoffMs * 2 ** (attempt - 1));
          continue;
        }
        if (response.ok) {
          const audio = new Uint8Array(await response.arrayBuffer());
          if (audio.length === 0) throw new SpeechError(`Azure Speech answered no audio for "${text}"`);
          return encode(audio);
        }
        const reason = (await response.text().catch(() => '')).slice(0, 200);
        if (response.status === 401 || response.status === 403)
          throw new SpeechError(
            `Azure Speech refused the key (${response.status}): check AZURE_SPEECH_KEY and AZURE_SPEECH_REGION`,
          );
        if (response.status !== 429 && response.status < 500)
          throw new SpeechError(`Azure Speech refused "${text}" (${response.status}): ${reason}`);
        lastProblem = `Azure Speech answered ${response.status}${reason ? `: ${reason}` : ''}`;
        const retryAfter = Number(response.headers.get('retry-after'));
        if (attempt < attempts)
          await sleep(retryAfter > 0 ? Math.min(retryAfter, 60) * 1000 : backoffMs * 2 ** (attempt - 1));
      }
      throw new SpeechError(`${lastProblem} (gave up after ${attempts} tries)`);
    },
  };
}
