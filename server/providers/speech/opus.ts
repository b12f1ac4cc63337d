import { spawn } from 'node:child_process';
import { SpeechError } from './provider.ts';

/**
 * Every clip, whichever engine spoke it, is encoded the same way by Debian's opus-tools: Ogg Opus,
 * mono, 10 kbit/s, the least at which Opus keeps speech wideband (up to 8 kHz, where ಸ, ಶ and ಷ
 * differ; at 8 kbit/s it cuts at 4 kHz). So a topic's clips weigh the same whatever the engine,
 * and fit its budget (ADR 015 has the measurements).
 */
export const BITRATE_KBPS = 10;
export const ENCODER_OPTIONS = [
  '--quiet',
  '--speech',
  '--bitrate',
  String(BITRATE_KBPS),
  // 60 ms packets: fewer packet headers at a low bitrate, nothing lost for speech.
  '--framesize',
  '60',
  // opusenc reserves 512 bytes for tags by default: more than half of a one-word clip.
  '--padding',
  '0',
  // A fixed stream serial number makes the same sound give the same bytes.
  '--serial',
  '1',
];
/** What the encoding is, for clip names: a new encoding makes new clips. */
export const ENCODING = `opus ${ENCODER_OPTIONS.join(' ')}`;

/** Runs `command` with `input` on its standard input; its standard output. */
export function run(command: string, args: string[], input: Uint8Array | string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new SpeechError(
          error.code === 'ENOENT'
            ? `${command} is not installed: apt-get install espeak-ng opus-tools (npm test installs them)`
            : `${command}: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out))
        : reject(new SpeechError(`${command} failed (${code}): ${err}`)),
    );
    child.stdin.on('error', () => {
      // The program ended before reading all its input: its exit code says why.
    });
    child.stdin.end(input);
  });
}

export const OPUS_PROGRAMS = { opusenc: 'opusenc', opusdec: 'opusdec' };

/** A WAV (16-bit PCM) as the clip the API serves. */
export const encodeWav = (wav: Uint8Array, programs = OPUS_PROGRAMS) =>
  run(programs.opusenc, [...ENCODER_OPTIONS, '-', '-'], wav);

/** An Ogg Opus of another encoding (a hosted engine's) decoded and encoded as every clip is. */
export async function reencodeOpus(ogg: Uint8Array, programs = OPUS_PROGRAMS) {
  const wav = await run(programs.opusdec, ['--quiet', '--rate', '24000', '--force-wav', '-', '-'], ogg);
  return encodeWav(wav, programs);
}
