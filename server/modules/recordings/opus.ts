import type { RecordingType } from '../../../domain/contract/recordings.ts';

const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const text = (bytes: Uint8Array, end: number) => Buffer.from(bytes.subarray(0, end)).toString('latin1');

/**
 * Whether the bytes are Opus in the container the type names: WebM (an EBML header whose track
 * says `A_OPUS`, within its first bytes as MediaRecorder writes it) or Ogg (an `OggS` page whose
 * first packet is `OpusHead`). Only a recording's sound is kept, never any other file.
 */
export function isOpus(bytes: Uint8Array, type: RecordingType): boolean {
  if (type === 'audio/ogg') return text(bytes, 4) === 'OggS' && text(bytes, 64).includes('OpusHead');
  return EBML.every((byte, i) => bytes[i] === byte) && text(bytes, 512).includes('A_OPUS');
}
