/**
 * Text colour for a background: black on light colours, white on dark ones. Spec §2
 * (Navbar): "picks black or white text by the colour's brightness (threshold 0.5)".
 * Brightness is the ITU-R BT.601 luma of the sRGB values, from 0 (black) to 1 (white).
 */
export function brightness(hex: string): number {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

export function textColorFor(background: string): '#000000' | '#ffffff' {
  return brightness(background) > 0.5 ? '#000000' : '#ffffff';
}

export const DEFAULT_NAV_COLOR = '#760A98';
