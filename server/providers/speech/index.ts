import type { Config } from '../../config.ts';
import { createAzureSpeech } from './azure.ts';
import { createEspeakEngine } from './espeak.ts';
import type { SpeechEngine } from './provider.ts';

export type { SpeechEngine };

/** The engine SPEECH_ENGINE names: eSpeak NG on this machine, or Azure's neural voices. */
export function createSpeechEngine(config: Config): SpeechEngine {
  if (config.speech.engine === 'azure' && config.speech.azure) return createAzureSpeech(config.speech.azure);
  return createEspeakEngine();
}
