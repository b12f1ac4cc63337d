import { useState } from 'react';

/**
 * A tile's stop on the path: its number, and its picture (issue 29) when the units answer gives
 * one, so a child of six who cannot read the name finds the unit, chapter or topic by sight.
 * The picture is decorative (`alt=""`): the name beside it is written and can be heard. Loaded
 * lazily (a subject has dozens of tiles below the first screen); offline it comes from a
 * downloaded unit or from the worker's copy of one shown before (ADR 026). An answer kept offline
 * from before pictures has none, and a picture not on the phone is left out: the number alone.
 */
export function TileStop({ n, picture }: { n: number; picture: string | undefined }) {
  // A picture that cannot be had (offline, not kept) leaves the plain numbered stop, not an
  // empty frame.
  const [missing, setMissing] = useState(false);
  if (!picture || missing)
    return (
      <span className="path__stop" aria-hidden="true">
        {n}
      </span>
    );
  return (
    <span className="path__stop path__stop--picture" aria-hidden="true">
      <img
        className="tile__picture"
        src={picture}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
        draggable={false}
        onError={() => setMissing(true)}
      />
      <span className="path__number">{n}</span>
    </span>
  );
}
