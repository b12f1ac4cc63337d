import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AZURE_FORMAT, createAzureSpeech } from './azure.ts';
import { run } from './opus.ts';

// A local fake of Azure Speech's text-to-speech REST API: it records each request and answers
// with the next of `answers` (then audio), as Azure does.
const OGG = Buffer.from('OggS\0fake opus audio');
const received: { headers: IncomingMessage['headers']; url: string; body: string }[] = [];
let answers: { status: number; headers?: Record<string, string>; body?: string | Buffer }[] = [];
const server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    received.push({ headers: request.headers, url: request.url ?? '', body });
    const answer = answers.shift();
    if (answer) response.writeHead(answer.status, answer.headers ?? {}).end(answer.body ?? '');
    else response.writeHead(200, { 'content-type': 'audio/ogg' }).end(OGG);
  });
});
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cognitiveservices/v1`;
});
afterAll(() => {
  server.close();
});
beforeEach(() => {
  received.length = 0;
  answers = [];
});

const azure = (key = 'key-123') =>
  createAzureSpeech({
    key,
    endpoint,
    voices: { kn: 'kn-IN-SapnaNeural', en: 'en-IN-NeerjaNeural' },
    backoffMs: 1,
    attempts: 3,
    // The HTTP exchange only; the re-encoding has its own test below.
    encode: async (ogg) => ogg,
  });

describe('Azure Speech provider (against a local fake of its REST API)', () => {
  it('posts SSML with the voice of the language and the escaped text, the key and the Ogg Opus format', async () => {
    const clip = await azure().synthesize('Is 3 < 5 & "yes"?', 'en');
    expect(Buffer.from(clip)).toEqual(OGG);
    const [call] = received;
    expect(call?.url).toBe('/cognitiveservices/v1');
    expect(call?.headers['ocp-apim-subscription-key']).toBe('key-123');
    expect(call?.headers['x-microsoft-outputformat']).toBe(AZURE_FORMAT);
    expect(AZURE_FORMAT).toBe('ogg-24khz-16bit-mono-opus');
    expect(call?.headers['content-type']).toBe('application/ssml+xml');
    expect(call?.body).toMatch(
      /^<speak version="1\.0" xmlns="http:\/\/www\.w3\.org\/2001\/10\/synthesis" xml:lang="en-IN">/,
    );
    expect(call?.body).toContain('<voice name="en-IN-NeerjaNeural">');
    expect(call?.body).toContain('Is 3 &lt; 5 &amp; &quot;yes&quot;?');
    expect(call?.body).not.toContain('< 5');

    await azure().synthesize('ಅ ನಂತರ ಯಾವ ಸ್ವರ?', 'kn');
    expect(received[1]?.body).toContain('xml:lang="kn-IN"><voice name="kn-IN-SapnaNeural">');
    expect(received[1]?.body).toContain('ಅ ನಂತರ ಯಾವ ಸ್ವರ?');
  });

  it('names the voice in every clip name, so another voice makes new clips', () => {
    expect(azure().voice('kn')).toContain('kn-IN-SapnaNeural');
    expect(azure().voice('en')).toContain('en-IN-NeerjaNeural');
    expect(azure().voice('en')).toContain(AZURE_FORMAT);
  });

  it('stops at once when the key is refused (401), and names what to check', async () => {
    answers = [{ status: 401, body: 'Access denied' }];
    await expect(azure('bad').synthesize('Hello', 'en')).rejects.toThrow(
      /refused the key \(401\).*AZURE_SPEECH_KEY/,
    );
    expect(received).toHaveLength(1);
  });

  it('waits and tries again after 429 (Retry-After) and 5xx, then gets the clip', async () => {
    answers = [
      { status: 429, headers: { 'retry-after': '0' }, body: 'Too many requests' },
      { status: 503, body: 'busy' },
    ];
    expect(Buffer.from(await azure().synthesize('Hello', 'en'))).toEqual(OGG);
    expect(received).toHaveLength(3);
  });

  it('gives up after its tries, saying what Azure answered last', async () => {
    answers = [{ status: 500 }, { status: 502 }, { status: 500, body: 'still down' }];
    await expect(azure().synthesize('Hello', 'en')).rejects.toThrow(
      /answered 500: still down \(gave up after 3 tries\)/,
    );
    expect(received).toHaveLength(3);
  });

  it('reports a refused text (400) with the text, and an unreachable service', async () => {
    answers = [{ status: 400, body: 'SSML is invalid' }];
    await expect(azure().synthesize('Hello', 'en')).rejects.toThrow(
      /refused "Hello" \(400\): SSML is invalid/,
    );
    const unreachable = createAzureSpeech({
      key: 'k',
      endpoint: 'http://127.0.0.1:9/cognitiveservices/v1',
      voices: { kn: 'kn-IN-SapnaNeural', en: 'en-IN-NeerjaNeural' },
      attempts: 2,
      backoffMs: 1,
      timeoutMs: 500,
      encode: async (ogg) => ogg,
    });
    await expect(unreachable.synthesize('Hello', 'en')).rejects.toThrow(/unreachable.*gave up after 2 tries/);
  });

  it("encodes Azure's Ogg Opus again as every clip is (10 kbit/s), with Debian's opus-tools", async () => {
    // A real Ogg Opus at Azure's 24 kHz, as the fake's answer.
    const tone = Buffer.alloc(24_000 * 2);
    for (let i = 0; i < 24_000; i += 1) tone.writeInt16LE(Math.round(8000 * Math.sin(i / 5)), i * 2);
    const wav = Buffer.concat([wavHeader(tone.length, 24_000), tone]);
    const azureOgg = await run('opusenc', ['--quiet', '--bitrate', '48', '-', '-'], wav);
    answers = [{ status: 200, headers: { 'content-type': 'audio/ogg' }, body: azureOgg }];
    const engine = createAzureSpeech({
      key: 'k',
      endpoint,
      voices: { kn: 'kn-IN-SapnaNeural', en: 'en-IN-NeerjaNeural' },
    });
    const clip = Buffer.from(await engine.synthesize('Hello', 'en'));
    expect(clip.subarray(0, 4).toString()).toBe('OggS');
    expect(clip.includes('--bitrate 10')).toBe(true);
    expect(clip.length).toBeLessThan(azureOgg.length / 2);
  });
});

function wavHeader(bytes: number, rate: number) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + bytes, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(bytes, 40);
  return header;
}
