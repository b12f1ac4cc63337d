/**
 * One beat's screen of a narrated lesson (media-lessons.ts) as HTML for Chromium at 640 × 360:
 * the lesson's title, the big text, the pictures of the set, and what the set cannot show, drawn
 * here: a rectangle to scale with its sides (perimeter, area), a sum in place-value columns with
 * its carried or opened ten, and a plant with its root out of the soil.
 */
import { inLanguage, type LessonBeat, type LessonLanguage, type LessonScript } from './lessonScript.ts';
import { pictureSvg } from './pictureSet.ts';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A picture of the set as a data URL, for an <img> in the screen's HTML. */
function pictureUrl(name: string): string {
  const svg = pictureSvg(name);
  if (!svg) throw new Error(`no picture "${name}" in the set`);
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * How big a picture is drawn: smaller the more of it there are. Counted groups side by side are
 * all drawn at the size of the biggest group, so a group of 2 never looks bigger than one of 6.
 */
export function pictureSizes(pictures: NonNullable<LessonBeat['pictures']>): number[] {
  const grouped = pictures.map((p) => (p.count ?? 1) > 1 && !p.bundle);
  const own = pictures.map((p) => {
    const count = p.count ?? 1;
    if (p.bundle) return 36;
    return count > 10 ? 40 : count > 5 ? 52 : count > 1 ? 64 : pictures.length > 3 ? 72 : 96;
  });
  const shared = Math.min(...own.filter((_, i) => grouped[i]));
  return own.map((size, i) => (grouped[i] ? shared : size));
}

/** A rectangle `across` × `down` units, its sides labelled; squares inside, or its edge walked. */
type Rectangle = NonNullable<LessonBeat['rectangles']>[number];
export function rectangleSvg(r: Rectangle, language: LessonLanguage, unit: number): string {
  const [w, h] = [r.across * unit, r.down * unit];
  const [mx, my] = [r.downLabel ? 84 : 10, r.acrossLabel ? 38 : 10];
  const text = (x: number, y: number, anchor: string, words?: LessonBeat['big']) =>
    words
      ? `<text x="${x}" y="${y}" text-anchor="${anchor}" dominant-baseline="middle">${escapeHtml(inLanguage(words, language))}</text>`
      : '';
  const cells = r.squares
    ? Array.from({ length: r.across * r.down }, (_, i) => {
        const [x, y] = [mx + (i % r.across) * unit, my + Math.floor(i / r.across) * unit];
        return `<rect x="${x}" y="${y}" width="${unit}" height="${unit}" fill="#00d26a" stroke="#fff" stroke-width="3"/>`;
      }).join('')
    : `<rect x="${mx}" y="${my}" width="${w}" height="${h}" fill="#cdeb9b"/>`;
  // Arrows half-way along each side, the way round: along the top, down, back, up.
  const arrow = (x: number, y: number, turn: number) =>
    `<path d="M-11,-9 L9,0 L-11,9 Z" fill="#e0413a" transform="translate(${x} ${y}) rotate(${turn})"/>`;
  const edge = r.edge
    ? `<rect x="${mx}" y="${my}" width="${w}" height="${h}" fill="none" stroke="#ff8a00" stroke-width="8"/>` +
      arrow(mx + w / 2, my, 0) +
      arrow(mx + w, my + h / 2, 90) +
      arrow(mx + w / 2, my + h, 180) +
      arrow(mx, my + h / 2, 270)
    : `<rect x="${mx}" y="${my}" width="${w}" height="${h}" fill="none" stroke="#1f1a24" stroke-width="3"/>`;
  const label = r.label ? `<span class="label">${escapeHtml(inLanguage(r.label, language))}</span>` : '';
  return `<figure><svg class="drawing" xmlns="http://www.w3.org/2000/svg" width="${w + 2 * mx}" height="${h + 2 * my}" font-size="22" font-weight="700" fill="#760a98">${cells}${edge}${text(mx + w / 2, my / 2 - 2, 'middle', r.acrossLabel)}${text(mx + w / 2, my + h + my / 2 + 2, 'middle', r.acrossLabel)}${text(mx - 16, my + h / 2, 'end', r.downLabel)}${text(mx + w + 16, my + h / 2, 'start', r.downLabel)}</svg>${label}</figure>`;
}

/** A sum in place-value columns: heads, carried (or opened) digits, the numbers, a line, the answer. */
export function columnSumHtml(s: NonNullable<LessonBeat['sum']>, language: LessonLanguage): string {
  const places = s.heads.length;
  const pad = (row: string[] | undefined) =>
    Array.from({ length: places }, (_, i) => row?.[i - (places - row.length)] ?? '');
  const carry = pad(s.carry);
  const cells = (row: string[], cls: (i: number) => string = () => '') =>
    row.map((d, i) => `<td class="${cls(i)}">${escapeHtml(d)}</td>`).join('');
  const rows = [
    `<tr class="heads"><td></td>${s.heads.map((h, i) => `<td class="p${places - i}">${escapeHtml(inLanguage(h, language))}</td>`).join('')}</tr>`,
    s.carry ? `<tr class="carry"><td></td>${cells(carry)}</tr>` : '',
    `<tr><td></td>${cells(pad(s.top), (i) => (s.opened && carry[i] ? 'struck' : ''))}</tr>`,
    `<tr><td>${s.sign}</td>${cells(pad(s.bottom))}</tr>`,
    `<tr class="answer"><td></td>${cells(pad(s.answer))}</tr>`,
  ];
  return `<table class="sum">${rows.join('')}</table>`;
}

/** A plant with its root out of the soil and an arrow at the part marked, or a seed in the soil. */
export function plantSvg(p: NonNullable<LessonBeat['plant']>, language: LessonLanguage): string {
  const soil = `<rect x="0" y="160" width="260" height="110" fill="#9b6a43"/><rect x="0" y="160" width="260" height="8" fill="#7a4f2e"/>`;
  const seed = `<ellipse cx="110" cy="205" rx="22" ry="14" fill="#8a3b2a" stroke="#5a2418" stroke-width="3" transform="rotate(-15 110 205)"/>`;
  const root = `<path d="M110 160 L110 235 M110 180 L82 212 M110 192 L140 226 M110 210 L92 250 M110 218 L128 256 M82 212 L70 238 M140 226 L152 250" stroke="#f6e3c2" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  const stem = `<path d="M110 160 L110 66" stroke="#3a8f3a" stroke-width="9" stroke-linecap="round"/>`;
  const leaves = `<ellipse cx="84" cy="118" rx="28" ry="12" fill="#5cb85c" transform="rotate(25 84 118)"/><ellipse cx="136" cy="100" rx="28" ry="12" fill="#5cb85c" transform="rotate(-25 136 100)"/>`;
  const petals = [0, 72, 144, 216, 288]
    .map(
      (a) =>
        `<circle cx="${110 + 15 * Math.sin((a * Math.PI) / 180)}" cy="${50 - 15 * Math.cos((a * Math.PI) / 180)}" r="13" fill="#ff5fa2"/>`,
    )
    .join('');
  const flower = `${petals}<circle cx="110" cy="50" r="10" fill="#ffc83d"/>`;
  // The arrow comes from the right and stops at the part.
  const at = { root: [146, 238], stem: [118, 140], leaf: [166, 96], flower: [136, 48] } as const;
  const arrow = p.mark
    ? (([x, y]) =>
        `<path d="M${x + 70} ${y} L${x + 14} ${y}" stroke="#e0413a" stroke-width="8" stroke-linecap="round"/><path d="M${x} ${y} L${x + 20} ${y - 13} L${x + 20} ${y + 13} Z" fill="#e0413a"/>`)(
        at[p.mark],
      )
    : '';
  const labels = Object.entries(p.labels ?? {})
    .map(([part, words]) => {
      const [x, y] = at[part as keyof typeof at];
      return `<path d="M${x + 4} ${y} L176 ${y}" stroke="#760a98" stroke-width="2"/><text x="180" y="${y}" dominant-baseline="middle" font-size="20" font-weight="700" fill="${part === 'root' ? '#fff' : '#760a98'}">${escapeHtml(inLanguage(words, language))}</text>`;
    })
    .join('');
  const drawn = p.seed ? `${soil}${seed}` : `${soil}${root}${stem}${leaves}${flower}${arrow}${labels}`;
  // A seed in the soil is only the soil: the empty air above it is cut off.
  const [top, height] = p.seed ? [150, 120] : [0, 270];
  return `<svg class="drawing" xmlns="http://www.w3.org/2000/svg" width="260" height="${height}" viewBox="0 ${top} 260 ${height}">${drawn}</svg>`;
}

/** A seed the set has no picture of, drawn (lessonScript.ts `seed`). */
export function seedSvg(kind: NonNullable<LessonBeat['seed']>): string {
  const bean = (cx: number, fill: string, stroke: string) =>
    `<ellipse cx="${cx}" cy="90" rx="52" ry="34" fill="${fill}" stroke="${stroke}" stroke-width="4"/>`;
  const drawn = {
    // A whole bean (its coat on), and one with the coat peeled back from the pale seed inside.
    coat: `${bean(62, '#8a3b2a', '#5a2418')}<path d="M64 84 q0 -6 6 -6" stroke="#c9785f" stroke-width="4" fill="none"/>
      <defs><clipPath id="peel"><rect x="120" y="40" width="62" height="100"/></clipPath></defs>
      ${bean(182, '#f3e2b3', '#c9a86a')}<g clip-path="url(#peel)">${bean(182, '#8a3b2a', '#5a2418')}</g>
      <path d="M182 56 q30 -40 64 -30 q-22 18 -30 44 z" fill="#8a3b2a" stroke="#5a2418" stroke-width="3"/>`,
    // The two halves opened like a book, the baby plant at the edge of one.
    split: `<g transform="translate(120 90) scale(1.6) translate(-120 -90)"><path d="M112 52 a52 38 0 0 0 0 76 z" fill="#f3e2b3" stroke="#c9a86a" stroke-width="4"/>
      <path d="M128 52 a52 38 0 0 1 0 76 z" fill="#f3e2b3" stroke="#c9a86a" stroke-width="4"/>
      <path d="M112 62 q-14 -4 -18 -16" stroke="#5cb85c" stroke-width="5" fill="none" stroke-linecap="round"/>
      <path d="M112 62 l-2 20" stroke="#e8d9b0" stroke-width="5" stroke-linecap="round"/></g>`,
    // A small seed hanging from a tuft of fine hairs (like the ಎಕ್ಕ seed or a dandelion's).
    fluffy: `${Array.from({ length: 13 }, (_, i) => {
      const a = Math.PI * (1.05 + (i * 0.9) / 12);
      return `<path d="M120 110 L${120 + 80 * Math.cos(a)} ${110 + 80 * Math.sin(a)}" stroke="#8d8d99" stroke-width="2.5"/>`;
    }).join('')}<path d="M120 110 L120 140" stroke="#8d8d99" stroke-width="3"/>
      <ellipse cx="120" cy="152" rx="7" ry="14" fill="#8a5a2b"/>`,
    // A round seed covered in hooked spines.
    burr: `${Array.from({ length: 18 }, (_, i) => {
      const a = (i * Math.PI * 2) / 18;
      const [x, y] = [120 + 58 * Math.cos(a), 90 + 58 * Math.sin(a)];
      return `<path d="M${120 + 30 * Math.cos(a)} ${90 + 30 * Math.sin(a)} L${x} ${y} l${8 * Math.cos(a + 2)} ${8 * Math.sin(a + 2)}" stroke="#8a5a2b" stroke-width="4" fill="none" stroke-linecap="round"/>`;
    }).join('')}<circle cx="120" cy="90" r="36" fill="#a0703c"/>`,
  }[kind];
  return `<svg class="drawing" xmlns="http://www.w3.org/2000/svg" width="250" height="180" viewBox="0 0 250 180">${drawn}</svg>`;
}

/** A beat's screen: the lesson's title, the big text, the drawing, the pictures (counted ones in rows of five). */
export function screenHtml(
  script: LessonScript,
  beat: LessonBeat,
  language: LessonLanguage,
  step: string,
): string {
  const sizes = pictureSizes(beat.pictures ?? []);
  const pictures = (beat.pictures ?? [])
    .map((p, n) => {
      const count = p.count ?? 1;
      const size = sizes[n] ?? 96;
      const img = `<img src="${pictureUrl(p.name)}" width="${size}" height="${size}" alt="">`;
      const images = Array.from({ length: count }, () =>
        p.bundle ? `<span class="bundle">${img.repeat(10)}</span>` : img,
      ).join('');
      const label = p.label ? `<span class="label">${escapeHtml(inLanguage(p.label, language))}</span>` : '';
      const width = p.bundle ? 230 : size * 5 + 40;
      return `<figure class="${p.crossed ? 'crossed' : ''}"><div class="group" style="max-width:${width}px">${images}</div>${label}</figure>`;
    })
    .join('');
  const big = beat.big ? `<div class="big">${escapeHtml(inLanguage(beat.big, language))}</div>` : '';
  const bundles = (beat.pictures ?? []).some((p) => p.bundle);
  // Rectangles side by side are drawn to one scale, so that their sizes compare.
  const rectangles = beat.rectangles ?? [];
  const unit = Math.min(
    48,
    ...rectangles.map((r) =>
      Math.min(
        Math.floor((rectangles.length > 1 ? 200 : 300) / r.across),
        Math.floor((beat.big ? 130 : 180) / r.down),
      ),
    ),
  );
  const drawing =
    (beat.rectangles ?? []).map((r) => rectangleSvg(r, language, unit)).join('') +
    (beat.sum ? columnSumHtml(beat.sum, language) : '') +
    (beat.plant ? plantSvg(beat.plant, language) : '') +
    (beat.seed ? seedSvg(beat.seed) : '');
  // Smaller for a long text, beside a drawing, or beside two pictures (wide letters would push one to a new row).
  const length = [...inLanguage(beat.big ?? '', language)].length;
  const bigSize =
    length > 8 || drawing || bundles ? 48 : length > 2 && (beat.pictures?.length ?? 0) > 1 ? 72 : 96;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><style>
    html,body{margin:0;width:640px;height:360px;overflow:hidden}
    body{background:#f5ecfa;font-family:'Noto Sans','Noto Sans Kannada',sans-serif;color:#1f1a24;
      display:flex;flex-direction:column;align-items:center}
    header{width:100%;box-sizing:border-box;background:#760a98;color:#fff;font-weight:700;font-size:20px;
      padding:8px 16px;display:flex;justify-content:space-between}
    header small{font-weight:400;opacity:.8}
    main{flex:1;display:flex;align-items:center;justify-content:center;gap:${drawing || bundles ? 16 : 28}px;padding:8px 16px;flex-wrap:wrap}
    .big{font-size:${bigSize}px;font-weight:800;color:#760a98;
      background:#fff;border-radius:24px;padding:4px 28px;box-shadow:0 4px 0 #e3cdee}
    figure{margin:0;display:flex;flex-direction:column;align-items:center;gap:6px;position:relative}
    .group{display:flex;flex-wrap:wrap;justify-content:center;gap:6px}
    .bundle{display:inline-flex;position:relative;padding:0 2px}
    .bundle img{margin-left:-28px;transform:rotate(-45deg)}
    .bundle img:first-child{margin-left:0}
    .bundle::after{content:'';position:absolute;left:0;right:0;top:44%;height:6px;background:#e0413a;border-radius:3px}
    .label{font-size:22px;font-weight:700;background:#ffc83d;border-radius:12px;padding:2px 12px}
    .crossed::after{content:'';position:absolute;inset:-6px;background:
      linear-gradient(45deg,transparent 46%,#e0413a 46%,#e0413a 54%,transparent 54%);}
    .sum{border-collapse:collapse;font-size:44px;font-weight:800;background:#fff;border-radius:16px}
    .sum td{width:64px;height:50px;padding:0 4px;text-align:center;line-height:1}
    .sum td:first-child{width:40px;color:#760a98}
    .sum .heads td{font-size:18px;height:28px;font-weight:700}
    .sum .heads .p3{background:#ffd6e7}.sum .heads .p2{background:#cfe3ff}.sum .heads .p1{background:#fff0b3}
    .sum .carry td{font-size:26px;height:30px;color:#e0413a}
    .sum .struck{text-decoration:line-through;text-decoration-color:#e0413a;text-decoration-thickness:4px;color:#8a8590}
    .sum .answer td{border-top:4px solid #1f1a24;color:#760a98}
    .sum .answer td:first-child{border-top:none}
  </style></head><body><header><span>${escapeHtml(inLanguage(script.title, language))}</span><small>${step}</small></header>
  <main>${big}${drawing}${pictures}</main></body></html>`;
}
