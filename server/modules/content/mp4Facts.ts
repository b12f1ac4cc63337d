/**
 * What an MP4 says of itself, read from its box headers with no dependency: its length in seconds
 * (`moov` › `mvhd`: timescale and duration) and whether it has a sound track (a `trak` whose
 * `mdia` › `hdlr` handler is `soun`). null for a length the file does not give.
 */
export function mp4Facts(bytes: Uint8Array): { seconds: number | null; audio: boolean } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = (at: number) => String.fromCharCode(...bytes.subarray(at + 4, at + 8));
  const boxes = function* (start: number, end: number) {
    let at = start;
    while (at + 8 <= end) {
      let size = view.getUint32(at);
      let header = 8;
      if (size === 1 && at + 16 <= end) {
        size = Number(view.getBigUint64(at + 8));
        header = 16;
      } else if (size === 0) size = end - at;
      if (size < header || at + size > end) return;
      yield { type: type(at), body: at + header, end: at + size };
      at += size;
    }
  };
  const inside = (parent: { body: number; end: number }, name: string) =>
    [...boxes(parent.body, parent.end)].filter((box) => box.type === name);
  let seconds: number | null = null;
  let audio = false;
  for (const moov of boxes(0, bytes.length)) {
    if (moov.type !== 'moov') continue;
    for (const box of inside(moov, 'mvhd')) {
      const v1 = bytes[box.body] === 1;
      const scaleAt = box.body + (v1 ? 20 : 12);
      const timescale = view.getUint32(scaleAt);
      const duration = v1 ? Number(view.getBigUint64(scaleAt + 4)) : view.getUint32(scaleAt + 4);
      seconds = timescale ? duration / timescale : null;
    }
    // hdlr: version and flags (4), pre_defined (4), then the handler type.
    for (const trak of inside(moov, 'trak'))
      for (const mdia of inside(trak, 'mdia'))
        for (const hdlr of inside(mdia, 'hdlr')) if (type(hdlr.body + 4) === 'soun') audio = true;
  }
  return { seconds, audio };
}
