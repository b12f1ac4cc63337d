/**
 * The length of an MP4 in seconds, from its movie header (`moov` › `mvhd`: timescale and
 * duration), or null when the file has none. Reads box headers only, with no dependency.
 */
export function mp4Duration(bytes: Uint8Array): number | null {
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
  for (const moov of boxes(0, bytes.length)) {
    if (moov.type !== 'moov') continue;
    for (const box of boxes(moov.body, moov.end)) {
      if (box.type !== 'mvhd') continue;
      const v1 = bytes[box.body] === 1;
      const scaleAt = box.body + (v1 ? 20 : 12);
      const timescale = view.getUint32(scaleAt);
      const duration = v1 ? Number(view.getBigUint64(scaleAt + 4)) : view.getUint32(scaleAt + 4);
      return timescale ? duration / timescale : null;
    }
  }
  return null;
}
