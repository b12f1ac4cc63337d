#!/usr/bin/python3
"""Kalike lesson videos: thirteen short, wordless animated lessons (640x360, 24 fps).

Each lesson is a function of time that returns one SVG frame, in the style of sample-videos.py.
Letters, numerals, marks and the four short sentences of `punctuation` are real glyphs from Debian's
Noto fonts (fonts-noto-core), turned into SVG paths with fontTools (python3-fonttools), so rsvg-convert
never needs to shape text: the Kannada vowels look exactly like Noto Sans Kannada Bold, on any machine.

Usage (Debian's /usr/bin/python3, which has fontTools):
  lesson-videos.py frames NAME DIR [SECONDS...]   one SVG per frame (or only at the given seconds)
  lesson-videos.py vtt NAME DIR                   NAME.en.vtt and NAME.kn.vtt
  lesson-videos.py build [NAME...] [--out DIR]    frames -> rsvg-convert -> ffmpeg -> DIR/NAME.mp4 (+ captions)
NAME is one of: counting shapes adding plants water animals letters aksharagalu
                equal-groups groups-and-sharing perimeter-area vowels punctuation
"""
import math
import os
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

from fontTools.pens.basePen import BasePen
from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont

W, H, FPS = 640, 360, 24
PURPLE, LPURPLE, LILAC, YELLOW, CREAM, INK = '#760a98', '#a43fc9', '#f5ecfa', '#ffc83d', '#fff6dc', '#1f1a24'
GREEN, BLUE, ORANGE = '#2e9e5b', '#2f80ed', '#f2994a'
WHITE = '#ffffff'
# picture colours (things in the lessons)
RED, DRED = '#e0413a', '#b52c27'
BROWN, DBROWN, TAN = '#8a5a3c', '#6b3f22', '#c98a3a'
SKIN, SKIN_D = '#a86f4a', '#8a5538'
GOLD, GOLD_D = '#e0a415', '#b98410'
LGREEN, SKY, WATER = '#7cc242', '#cfe8ff', '#56a8f5'
TERRA, TERRA_D = '#c8643b', '#a44d2c'
GREY, GREY_D = '#9aa3ad', '#707a86'

FONT_DIR = '/usr/share/fonts/truetype/noto'
FONTS = {'latin': 'NotoSans-Bold.ttf', 'kn': 'NotoSansKannada-Bold.ttf'}


# ---------------------------------------------------------------- timing helpers (as in sample-videos.py)
def clamp01(x):
    return max(0.0, min(1.0, x))


def prog(t, a, b):
    return clamp01((t - a) / (b - a))


def smooth(x):
    x = clamp01(x)
    return x * x * (3 - 2 * x)


def back(x):
    x = clamp01(x)
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (x - 1) ** 3 + c1 * (x - 1) ** 2


def pop(t, start, dur=0.55):
    return back(prog(t, start, start + dur))


def lerp(a, b, x):
    return a + (b - a) * x


def hop(t, start, dur=0.4):
    """0 -> 1 -> 0 bump, for little jumps."""
    p = prog(t, start, start + dur)
    return math.sin(math.pi * p) if 0 < p < 1 else 0.0


def f(x):
    """Short number for SVG attributes."""
    s = f'{x:.2f}'.rstrip('0').rstrip('.')
    return '0' if s in ('-0', '') else s


# ---------------------------------------------------------------- small SVG helpers
def svg(body, defs=''):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">'
            f'<defs>{defs}</defs>{body}</svg>')


def grp(content, x=0.0, y=0.0, s=1.0, rot=0.0, opacity=1.0, sx=None):
    if not content or s <= 0.001 or opacity <= 0.002:
        return ''
    tr = []
    if x or y:
        tr.append(f'translate({f(x)},{f(y)})')
    if rot:
        tr.append(f'rotate({f(rot)})')
    if sx is not None:
        tr.append(f'scale({sx:.3f},{s:.3f})')
    elif abs(s - 1) > 1e-4:
        tr.append(f'scale({s:.3f})')
    a = f' transform="{" ".join(tr)}"' if tr else ''
    o = f' opacity="{opacity:.3f}"' if opacity < 0.999 else ''
    return f'<g{a}{o}>{content}</g>'


def vgrad(gid, top, bottom, x2=0, y2=1):
    return (f'<linearGradient id="{gid}" x1="0" y1="0" x2="{x2}" y2="{y2}">'
            f'<stop offset="0" stop-color="{top}"/><stop offset="1" stop-color="{bottom}"/></linearGradient>')


def floaters(t, colour, opacity, seed=0):
    """Large soft circles drifting slowly: keeps every frame gently alive."""
    out = []
    spec = [(80, 70, 60), (560, 90, 46), (470, 300, 70), (150, 310, 40), (330, 40, 30)]
    for i, (x, y, r) in enumerate(spec):
        ph = seed + i * 1.7
        dx = 14 * math.sin(t * 0.35 + ph)
        dy = 10 * math.cos(t * 0.3 + ph * 1.3)
        out.append(f'<circle cx="{f(x + dx)}" cy="{f(y + dy)}" r="{r}" fill="{colour}" opacity="{opacity}"/>')
    return ''.join(out)


def fade(t):
    """Soft fade in from lilac at the start; the last frame is a good still."""
    a = 1 - smooth(prog(t, 0, 0.6))
    if a <= 0:
        return ''
    return f'<rect width="{W}" height="{H}" fill="{LILAC}" opacity="{a:.3f}"/>'


def page(t, top=LILAC, bottom=CREAM, seed=0, float_op=0.5, extra_defs=''):
    defs = vgrad('bg', top, bottom) + extra_defs
    return defs, [f'<rect width="{W}" height="{H}" fill="url(#bg)"/>', floaters(t, WHITE, float_op, seed)]


def star_path(r, inner=0.48):
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * inner
        pts.append(f'{rr * math.cos(a):.2f},{rr * math.sin(a):.2f}')
    return 'M' + ' L'.join(pts) + 'Z'


def star(cx, cy, r, s=1.0, rot=0.0, fill=YELLOW, opacity=1.0):
    if s <= 0.001:
        return ''
    return (f'<g transform="translate({cx:.2f},{cy:.2f}) rotate({rot:.2f}) scale({s:.3f})" opacity="{opacity:.3f}">'
            f'<path d="{star_path(r)}" fill="{fill}" stroke="{fill}" stroke-width="{r * 0.22:.2f}" stroke-linejoin="round"/></g>')


def burst(cx, cy, t, start, colour=YELLOW, r0=30, r1=70, n=8, size=5):
    """Little dots flying outwards once: a 'well done' sparkle."""
    p = prog(t, start, start + 0.7)
    if p <= 0 or p >= 1:
        return ''
    out = []
    e = 1 - (1 - p) ** 2
    for i in range(n):
        a = i * 2 * math.pi / n + 0.3
        rr = lerp(r0, r1, e)
        out.append(f'<circle cx="{f(cx + rr * math.cos(a))}" cy="{f(cy + rr * math.sin(a))}" '
                   f'r="{f(size * (1 - p * 0.6))}" fill="{colour}" opacity="{1 - p:.3f}"/>')
    return ''.join(out)


def ring(cx, cy, t, start, colour=WHITE, r0=20, r1=50, width=4):
    p = prog(t, start, start + 0.55)
    if p <= 0 or p >= 1:
        return ''
    return (f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(lerp(r0, r1, smooth(p)))}" fill="none" stroke="{colour}" '
            f'stroke-width="{f(width * (1 - p))}" opacity="{1 - p:.3f}"/>')


def drawn(d, length, p, colour, width, extra=''):
    """A stroke that draws itself (p from 0 to 1)."""
    if p <= 0:
        return ''
    L = length + 2
    return (f'<path d="{d}" fill="none" stroke="{colour}" stroke-width="{f(width)}" stroke-linecap="round" '
            f'stroke-linejoin="round" stroke-dasharray="{L:.1f} {L:.1f}" stroke-dashoffset="{L * (1 - clamp01(p)):.2f}"{extra}/>')


def tick_badge(cx, cy, s, p=1.0, colour=GREEN):
    if s <= 0.001:
        return ''
    return grp(f'<circle r="26" fill="{colour}"/><circle r="26" fill="none" stroke="{WHITE}" stroke-width="3" opacity="0.5"/>'
               + drawn('M-12 1 L-3 10 L13 -9', 40, p, WHITE, 7), cx, cy, s)


def cross_badge(cx, cy, s, colour=RED):
    if s <= 0.001:
        return ''
    return grp(f'<circle r="26" fill="{colour}"/><path d="M-10 -10 L10 10 M10 -10 L-10 10" stroke="{WHITE}" '
               f'stroke-width="7" stroke-linecap="round"/>', cx, cy, s)


def plus_sign(cx, cy, size, colour, s=1.0, thick=None):
    th = thick or size * 0.28
    h = size / 2
    return grp(f'<rect x="{f(-h)}" y="{f(-th / 2)}" width="{f(size)}" height="{f(th)}" rx="{f(th / 2)}" fill="{colour}"/>'
               f'<rect x="{f(-th / 2)}" y="{f(-h)}" width="{f(th)}" height="{f(size)}" rx="{f(th / 2)}" fill="{colour}"/>',
               cx, cy, s)


def equals_sign(cx, cy, size, colour, s=1.0):
    th = size * 0.24
    h = size / 2
    return grp(f'<rect x="{f(-h)}" y="{f(-th * 1.6)}" width="{f(size)}" height="{f(th)}" rx="{f(th / 2)}" fill="{colour}"/>'
               f'<rect x="{f(-h)}" y="{f(th * 0.6)}" width="{f(size)}" height="{f(th)}" rx="{f(th / 2)}" fill="{colour}"/>',
               cx, cy, s)


def shadow(cx, cy, rx, ry=None, opacity=0.12):
    return f'<ellipse cx="{f(cx)}" cy="{f(cy)}" rx="{f(rx)}" ry="{f(ry or rx * 0.18)}" fill="{INK}" opacity="{opacity}"/>'


# ---------------------------------------------------------------- glyphs as SVG paths (fontTools)
class ContourPen(BasePen):
    """Collects each contour of a glyph as its own SVG path, with its approximate length."""

    def __init__(self, glyphset):
        super().__init__(glyphset)
        self.contours = []
        self._d, self._len, self._start, self._cur = [], 0.0, None, None

    def _pt(self, p):
        return f'{p[0]:.0f} {p[1]:.0f}'

    def _moveTo(self, p):
        self._d, self._len, self._start, self._cur = [f'M{self._pt(p)}'], 0.0, p, p

    def _lineTo(self, p):
        self._d.append(f'L{self._pt(p)}')
        self._len += math.dist(self._cur, p)
        self._cur = p

    def _curve_len(self, fn):
        prev, n = self._cur, 0.0
        for i in range(1, 9):
            q = fn(i / 8)
            n += math.dist(prev, q)
            prev = q
        return n

    def _qCurveToOne(self, p1, p2):
        p0 = self._cur
        self._len += self._curve_len(lambda u: tuple((1 - u) ** 2 * a + 2 * (1 - u) * u * b + u * u * c
                                                     for a, b, c in zip(p0, p1, p2)))
        self._d.append(f'Q{self._pt(p1)} {self._pt(p2)}')
        self._cur = p2

    def _curveToOne(self, p1, p2, p3):
        p0 = self._cur
        self._len += self._curve_len(lambda u: tuple((1 - u) ** 3 * a + 3 * (1 - u) ** 2 * u * b + 3 * (1 - u) * u * u * c
                                                     + u ** 3 * d for a, b, c, d in zip(p0, p1, p2, p3)))
        self._d.append(f'C{self._pt(p1)} {self._pt(p2)} {self._pt(p3)}')
        self._cur = p3

    def _closePath(self):
        self._len += math.dist(self._cur, self._start)
        self._d.append('Z')
        self.contours.append((''.join(self._d), self._len))

    def _endPath(self):
        self.contours.append((''.join(self._d), self._len))


_FONTS, _GLYPHS = {}, {}


def glyph(ch, font='latin'):
    """(contours [(d, length)], bounds (x0, y0, x1, y1), advance) in font units (1000/em, y up)."""
    key = (ch, font)
    if key not in _GLYPHS:
        if font not in _FONTS:
            tt = TTFont(os.path.join(FONT_DIR, FONTS[font]))
            _FONTS[font] = (tt.getGlyphSet(), tt.getBestCmap())
        gs, cmap = _FONTS[font]
        g = gs[cmap[ord(ch)]]
        pen = ContourPen(gs)
        g.draw(pen)
        bp = BoundsPen(gs)
        g.draw(bp)
        _GLYPHS[key] = (pen.contours, bp.bounds, g.width)
    return _GLYPHS[key]


def glyph_paths(ch, font, fill, draw_p=1.0, fill_p=1.0, stroke=None, stroke_px=6.0, k=1.0):
    """SVG for one glyph in font units: outlines drawing themselves, then the fill fading in."""
    contours = glyph(ch, font)[0]
    out = []
    if fill_p > 0:
        d = ''.join(c[0] for c in contours)
        out.append(f'<path d="{d}" fill="{fill}" opacity="{clamp01(fill_p):.3f}"/>')
    if stroke and 0 < draw_p and fill_p < 1:
        fade_out = 1 - clamp01(fill_p) * 0.9
        for d, length in contours:
            out.append(drawn(d, length, draw_p, stroke, stroke_px / k, f' opacity="{fade_out:.3f}"'))
    return ''.join(out)


def glyph_fit(ch, font, cx, cy, box_w, box_h, fill, draw_p=1.0, fill_p=1.0, stroke=None, stroke_px=6.0, s=1.0):
    """A glyph centred on (cx, cy), scaled to fit a box."""
    _, (x0, y0, x1, y1), _ = glyph(ch, font)
    k = min(box_w / (x1 - x0), box_h / (y1 - y0)) * s
    if k <= 0.0001:
        return ''
    tx, ty = cx - k * (x0 + x1) / 2, cy + k * (y0 + y1) / 2
    return (f'<g transform="translate({f(tx)},{f(ty)}) scale({k:.4f},{-k:.4f})">'
            f'{glyph_paths(ch, font, fill, draw_p, fill_p, stroke, stroke_px, k)}</g>')


def glyph_text(text, font, cx, baseline, em, fill, draw_p=1.0, fill_p=1.0, stroke=None, stroke_px=6.0):
    """A short string (numerals, 'Aa') centred on cx, sitting on a baseline; em in px."""
    k = em / 1000
    adv = [glyph(ch, font)[2] for ch in text]
    x = cx - k * sum(adv) / 2
    out = []
    for ch, a in zip(text, adv):
        out.append(f'<g transform="translate({f(x)},{f(baseline)}) scale({k:.4f},{-k:.4f})">'
                   f'{glyph_paths(ch, font, fill, draw_p, fill_p, stroke, stroke_px, k)}</g>')
        x += a * k
    return ''.join(out)


def text_width(text, font, em):
    return sum(glyph(ch, font)[2] for ch in text) * em / 1000


# ---------------------------------------------------------------- pictures used in several lessons
MANGO = 'M-6 -96 C52 -100 94 -56 90 4 C86 64 46 100 0 98 C-30 97 -44 82 -52 64 C-60 46 -78 40 -86 14 C-96 -34 -58 -92 -6 -96Z'
APPLE = ('M0 -62 C35 -95 100 -85 100 -10 C100 55 55 100 25 95 C12 93 6 88 0 88 C-6 88 -12 93 -25 95 '
         'C-55 100 -100 55 -100 -10 C-100 -85 -35 -95 0 -62Z')


def mango(cx, cy, r, s=1.0, rot=0.0):
    if s <= 0.001:
        return ''
    return grp(f'<path d="{MANGO}" fill="url(#mango)"/>'
               f'<ellipse cx="34" cy="-40" rx="52" ry="44" fill="url(#blush)"/>'
               f'<ellipse cx="-40" cy="-30" rx="15" ry="30" fill="{WHITE}" opacity="0.35" transform="rotate(25 -40 -30)"/>'
               f'<path d="M-8 -95 Q-6 -112 4 -124" stroke="{DBROWN}" stroke-width="10" stroke-linecap="round" fill="none"/>'
               f'<path d="M0 -112 C25 -140 70 -132 82 -118 C58 -96 24 -98 0 -112Z" fill="{GREEN}"/>',
               cx, cy, s * r / 100, rot)


def apple(cx, cy, r, s=1.0, colour=RED, rot=0.0):
    if s <= 0.001:
        return ''
    dark = DRED if colour == RED else '#23794a'
    return grp(f'<path d="{APPLE}" fill="{colour}"/>'
               f'<path d="M-100 -10 C-100 55 -55 100 -25 95 C-6 92 6 92 25 95 C55 100 100 55 100 -10 '
               f'C92 40 55 75 0 70 C-55 75 -92 40 -100 -10Z" fill="{dark}" opacity="0.35"/>'
               f'<ellipse cx="-48" cy="-28" rx="17" ry="30" fill="{WHITE}" opacity="0.45" transform="rotate(20 -48 -28)"/>'
               f'<path d="M0 -60 Q4 -95 16 -112" stroke="{DBROWN}" stroke-width="11" stroke-linecap="round" fill="none"/>'
               f'<path d="M12 -86 C36 -118 78 -112 88 -96 C62 -72 32 -74 12 -86Z" fill="{GREEN}"/>',
               cx, cy, s * r / 100, rot)


def drop_path(r):
    return (f'M0 {f(-r * 1.6)} C{f(r * 0.35)} {f(-r * 0.9)} {f(r)} {f(-r * 0.45)} {f(r)} {f(r * 0.15)} '
            f'A{f(r)} {f(r)} 0 0 1 {f(-r)} {f(r * 0.15)} C{f(-r)} {f(-r * 0.45)} {f(-r * 0.35)} {f(-r * 0.9)} 0 {f(-r * 1.6)}Z')


def water_drop(cx, cy, r, opacity=1.0):
    return (f'<g transform="translate({f(cx)},{f(cy)})" opacity="{opacity:.3f}"><path d="{drop_path(r)}" fill="{WATER}"/>'
            f'<ellipse cx="{f(-r * 0.35)}" cy="{f(-r * 0.1)}" rx="{f(r * 0.2)}" ry="{f(r * 0.35)}" fill="{WHITE}" opacity="0.6"/></g>')


def drop_friend(cx, cy, s, t):
    """A happy water drop with a face (the water lesson's little friend)."""
    if s <= 0.001:
        return ''
    blink = 0.15 if (t % 3.1) < 0.12 else 1.0
    return grp(f'<path d="{drop_path(30)}" fill="{WATER}"/>'
               f'<ellipse cx="-12" cy="-4" rx="6" ry="12" fill="{WHITE}" opacity="0.45"/>'
               f'<ellipse cx="-9" cy="2" rx="4" ry="{f(5 * blink)}" fill="{INK}"/><ellipse cx="9" cy="2" rx="4" ry="{f(5 * blink)}" fill="{INK}"/>'
               f'<path d="M-9 14 Q0 22 9 14" stroke="{INK}" stroke-width="3.5" fill="none" stroke-linecap="round"/>'
               f'<circle cx="-17" cy="12" r="4" fill="#ff8fb1" opacity="0.6"/><circle cx="17" cy="12" r="4" fill="#ff8fb1" opacity="0.6"/>',
               cx, cy, s)


def heart(cx, cy, r, colour, opacity=1.0):
    return (f'<path transform="translate({f(cx)},{f(cy)}) scale({r / 10:.3f})" opacity="{opacity:.3f}" '
            f'd="M0 8 C-12 0 -11 -9 -5.5 -9 C-2.5 -9 -0.8 -7 0 -5 C0.8 -7 2.5 -9 5.5 -9 C11 -9 12 0 0 8Z" fill="{colour}"/>')


# ================================================================ 1. counting: ten mangoes, numerals 1..10
def counting(t, dur):
    defs, b = page(t, extra_defs='<radialGradient id="mango" cx="0.4" cy="0.35" r="0.75">'
                   f'<stop offset="0" stop-color="#ffe066"/><stop offset="0.55" stop-color="#ffb627"/>'
                   f'<stop offset="1" stop-color="{ORANGE}"/></radialGradient>'
                   f'<radialGradient id="blush"><stop offset="0" stop-color="{RED}" stop-opacity="0.4"/>'
                   f'<stop offset="1" stop-color="{RED}" stop-opacity="0"/></radialGradient>')
    b.append(f'<rect x="28" y="66" width="372" height="246" rx="28" fill="{WHITE}" opacity="0.6"/>')
    starts = [0.8 + i for i in range(10)]
    n = sum(1 for s in starts if t >= s)
    for i in range(10):
        x, y = 72 + (i % 5) * 71, 143 if i < 5 else 250
        st = starts[i]
        s = pop(t, st, 0.5)
        if s <= 0:
            b.append(f'<circle cx="{x}" cy="{y}" r="24" fill="{LPURPLE}" opacity="0.10"/>')
            continue
        drop = -36 * (1 - smooth(prog(t, st, st + 0.35)))
        lift = 16 * hop(t, 10.5 + i * 0.1, 0.45) + 6 * hop(t, st + 0.3, 0.3)
        b.append(shadow(x, y + 34, 22 * s))
        b.append(ring(x, y, t, st + 0.15, YELLOW, 26, 52, 5))
        b.append(mango(x, y + drop - lift, 31, s, 5 * math.sin(t * 1.4 + i)))
        bs = pop(t, st + 0.25, 0.4)
        if bs > 0:
            label = str(i + 1)
            b.append(grp(f'<circle r="13" fill="{PURPLE}"/>' + glyph_text(label, 'latin', 0, 6.2, 17 if i < 9 else 15, WHITE),
                         x + 25, y + 25 - lift, bs))
    # the big numeral card
    b.append(f'<rect x="426" y="64" width="196" height="240" rx="30" fill="{PURPLE}" opacity="0.12" transform="translate(4,6)"/>')
    b.append(f'<rect x="426" y="64" width="196" height="240" rx="30" fill="{WHITE}"/>')
    if n > 0:
        label = str(n)
        em = min(175, 168 / (text_width(label, 'latin', 1)))
        sc = pop(t, starts[n - 1], 0.45)
        pulse = 1 + 0.04 * math.sin((t - 10) * 5) if t > 10.3 else 1
        colour = PURPLE if n < 10 else LPURPLE
        b.append(grp(glyph_text(label, 'latin', 0, em * 0.357, em, colour), 524, 184, sc * pulse))
        b.append(burst(524, 184, t, starts[n - 1], YELLOW, 60, 110, 10, 6))
    # ten dots under the card fill up as we count
    for i in range(10):
        x = 450 + i * 16.5
        on = pop(t, starts[i], 0.35)
        b.append(f'<circle cx="{f(x)}" cy="326" r="6" fill="{LPURPLE}" opacity="0.25"/>')
        if on > 0:
            b.append(f'<circle cx="{f(x)}" cy="326" r="{f(6 * on)}" fill="{ORANGE}"/>')
    # well done: stars around the card
    for i, (x, y, r) in enumerate([(432, 52, 16), (612, 60, 20), (618, 292, 14), (404, 300, 12), (520, 36, 12)]):
        s = pop(t, 10.3 + i * 0.2, 0.5)
        b.append(star(x, y + 3 * math.sin(t * 1.6 + i), r, s, 10 * math.sin(t + i)))
    b.append(fade(t))
    return svg(''.join(b), defs)


# ================================================================ 2. shapes: draw four shapes, then find them at home
def shape_geom(kind):
    """(path d centred on 0,0, length)"""
    if kind == 'circle':
        r = 55
        return f'M0 {-r} a{r} {r} 0 1 1 0 {2 * r} a{r} {r} 0 1 1 0 {-2 * r}', 2 * math.pi * r
    if kind == 'square':
        return 'M-52 -52 H52 V52 H-52Z', 416
    if kind == 'triangle':
        return 'M0 -60 L64 50 L-64 50Z', 2 * math.hypot(64, 110) + 128
    return 'M-72 -44 H72 V44 H-72Z', 2 * (144 + 88)


def obj_geom(kind):
    if kind == 'circle':
        r = 58
        return f'M0 {-r} a{r} {r} 0 1 1 0 {2 * r} a{r} {r} 0 1 1 0 {-2 * r}', 2 * math.pi * r
    if kind == 'square':
        return 'M-56 -56 H56 V56 H-56Z', 448
    if kind == 'triangle':
        return 'M0 -58 L66 52 L-66 52Z', 2 * math.hypot(66, 110) + 132
    return 'M-44 -66 H44 V66 H-44Z', 2 * (88 + 132)


def clock(t):
    ticks = ''.join(f'<rect x="-2.5" y="-44" width="5" height="{12 if i % 3 == 0 else 7}" rx="2" fill="{INK}" '
                    f'transform="rotate({i * 30})"/>' for i in range(12))
    mn, hr = t * 120, 250 + t * 10
    return (f'<circle r="58" fill="{BLUE}"/><circle r="47" fill="{CREAM}"/>{ticks}'
            f'<rect x="-3.5" y="-26" width="7" height="30" rx="3.5" fill="{INK}" transform="rotate({f(hr)})"/>'
            f'<rect x="-2.5" y="-38" width="5" height="42" rx="2.5" fill="{RED}" transform="rotate({f(mn)})"/>'
            f'<circle r="6" fill="{INK}"/>')


def window_pic(t):
    cloud = 8 * math.sin(t * 0.8)
    return (f'<rect x="-56" y="-56" width="112" height="112" rx="4" fill="{BROWN}"/>'
            f'<rect x="-46" y="-46" width="92" height="92" fill="#9fd3ff"/>'
            f'<circle cx="24" cy="-24" r="12" fill="{YELLOW}"/>'
            f'<g transform="translate({f(cloud)},0)"><circle cx="-22" cy="-18" r="10" fill="{WHITE}"/><circle cx="-10" cy="-22" r="12" fill="{WHITE}"/>'
            f'<circle cx="2" cy="-17" r="9" fill="{WHITE}"/></g>'
            f'<path d="M-46 30 C-20 18 10 22 46 28 V46 H-46Z" fill="{LGREEN}"/>'
            f'<rect x="-4" y="-46" width="8" height="92" fill="{BROWN}"/><rect x="-46" y="-4" width="92" height="8" fill="{BROWN}"/>'
            f'<rect x="-66" y="54" width="132" height="12" rx="4" fill="{DBROWN}"/>')


def samosa(t):
    steam = ''
    for i in range(3):
        ph = (t * 0.6 + i / 3) % 1
        x = -22 + i * 22
        steam += (f'<path d="M{x} {f(-66 - ph * 40)} q8 -9 0 -18 q-8 -9 0 -18" stroke="{GREY}" stroke-width="4" fill="none" '
                  f'stroke-linecap="round" opacity="{math.sin(math.pi * ph) * 0.7:.3f}"/>')
    return (steam + f'<path d="M0 -58 L66 52 L-66 52Z" fill="#e9a945" stroke="#c07a25" stroke-width="10" stroke-linejoin="round"/>'
            f'<path d="M0 -50 L0 46" stroke="#c07a25" stroke-width="3" opacity="0.5"/>'
            f'<path d="M-40 40 L-2 -24" stroke="#f7cf7a" stroke-width="6" stroke-linecap="round" opacity="0.7"/>'
            + ''.join(f'<circle cx="{x}" cy="{y}" r="3" fill="#9b5a1a" opacity="0.7"/>'
                      for x, y in [(20, 10), (32, 32), (10, 36), (-22, 30), (14, -10)]))


def door(t):
    return (f'<rect x="-54" y="-74" width="108" height="148" rx="6" fill="{DBROWN}"/>'
            f'<rect x="-44" y="-66" width="88" height="132" rx="3" fill="#b5652b"/>'
            f'<rect x="-32" y="-54" width="64" height="46" rx="4" fill="#c97b3b"/>'
            f'<rect x="-32" y="4" width="64" height="50" rx="4" fill="#c97b3b"/>'
            f'<circle cx="30" cy="0" r="6" fill="{YELLOW}"/>'
            f'<rect x="-62" y="72" width="124" height="10" rx="4" fill="{GREY}"/>')


def shapes(t, dur):
    defs, b = page(t, seed=1)
    kinds = ['circle', 'square', 'triangle', 'rectangle']
    colours = [BLUE, GREEN, ORANGE, PURPLE]
    xs = [92, 240, 390, 546]
    objects = [clock, window_pic, samosa, door]
    draw_at = [0.7, 1.95, 3.2, 4.45]
    move_at = [6.0, 7.4, 8.8, 10.2]
    for i, kind in enumerate(kinds):
        d, length = shape_geom(kind)
        dp = smooth(prog(t, draw_at[i], draw_at[i] + 0.9))
        if dp <= 0:
            continue
        fp = smooth(prog(t, draw_at[i] + 0.75, draw_at[i] + 1.1))
        bounce = 1 + 0.08 * hop(t, draw_at[i] + 1.0, 0.35)
        m = smooth(prog(t, move_at[i], move_at[i] + 0.6))
        y = lerp(178, 80, m)
        sc = lerp(1.0, 0.5, m) * bounce
        body = ''
        if fp > 0:
            body += f'<path d="{d}" fill="{colours[i]}" opacity="{0.9 * fp:.3f}"/>'
        body += drawn(d, length, dp, colours[i], 8)
        if fp > 0:
            body += f'<path d="{d}" fill="{WHITE}" opacity="{0.25 * fp:.3f}" transform="translate(-8,-8) scale(0.55)"/>'
        b.append(shadow(xs[i], y + 72 * sc, 46 * sc, 7 * sc, 0.1 * (1 - m)))
        b.append(grp(body, xs[i], y, sc, 4 * math.sin(t * 1.2 + i) * fp * (1 - m)))
        # the everyday thing with the same shape
        os_ = pop(t, move_at[i] + 0.35, 0.6)
        if os_ > 0:
            oy = 250
            cp = smooth(prog(t, move_at[i] + 0.3, move_at[i] + 0.7))
            if cp > 0.05:
                b.append(f'<path d="M{xs[i]} 116 V{f(116 + 40 * cp)}" stroke="{colours[i]}" stroke-width="5" stroke-linecap="round" '
                         f'stroke-dasharray="1 10"/>')
            b.append(shadow(xs[i], oy + 78, 50 * os_, 7, 0.1))
            b.append(grp(objects[i](t), xs[i], oy, os_ * 0.92))
            od, olen = obj_geom(kind)
            hp = smooth(prog(t, move_at[i] + 0.9, move_at[i] + 1.6))
            if hp > 0:
                glow = 0.65 + 0.35 * math.sin((t - move_at[i]) * 4)
                b.append(grp(drawn(od, olen, hp, colours[i], 6, f' opacity="{glow:.3f}"'), xs[i], oy, 0.92 * 1.08))
            b.append(burst(xs[i], oy, t, move_at[i] + 1.6, colours[i], 70, 100, 8, 4))
    b.append(fade(t))
    return svg(''.join(b), defs)


# ================================================================ 3. adding: 3 + 2 = 5, then 4 + 3 = 7
def add_part(t, a, bn, t0, out_at):
    tau = t - t0
    if tau < 0:
        return ''
    sp = 66
    pA = 0.4 + a * 0.25
    plus_t = pA + 0.35
    b0 = plus_t + 0.35
    pB = b0 + bn * 0.25
    m0 = pB + 0.45
    m1 = m0 + 0.8
    c0 = m1 + 0.1
    step = 0.18
    eq_t = c0 + (a + bn) * step + 0.1
    res_t = eq_t + 0.3
    out = smooth(prog(t, out_at, out_at + 0.4)) if out_at else 0.0
    g = []
    m = smooth(prog(tau, m0, m1))
    # big plus between the two groups, until they come together
    ps = pop(tau, plus_t, 0.45) * (1 - smooth(prog(tau, m0, m0 + 0.4)))
    if ps > 0:
        g.append(plus_sign(320, 148, 46, PURPLE, ps))
    for idx in range(a + bn):
        if idx < a:
            st = 0.4 + idx * 0.25
            x0 = 160 - (a - 1) * sp / 2 + idx * sp
            col = RED
        else:
            k = idx - a
            st = b0 + k * 0.25
            x0 = 480 - (bn - 1) * sp / 2 + k * sp
            col = GREEN
        s = pop(tau, st, 0.45)
        if s <= 0:
            continue
        x1 = 320 - (a + bn - 1) * sp / 2 + idx * sp
        x = lerp(x0, x1, m)
        cj = c0 + idx * step
        y = 150 - 22 * math.sin(math.pi * m) - 14 * hop(tau, cj, 0.3) - 10 * hop(tau, res_t + 0.2 + idx * 0.06, 0.35)
        g.append(shadow(x, 190, 24 * s))
        g.append(apple(x, y, 29, s, col, 4 * math.sin(t * 1.5 + idx)))
        # counting badges after they come together
        bs = pop(tau, cj, 0.35)
        if bs > 0:
            g.append(grp(f'<circle r="14" fill="{PURPLE}"/>' + glyph_text(str(idx + 1), 'latin', 0, 6.5, 18, WHITE),
                         x, 96, bs))
    # the sum written below
    g.append(f'<rect x="140" y="240" width="360" height="92" rx="46" fill="{WHITE}"/>')
    xs = [196, 258, 320, 382, 444]
    em = 86
    for label, at, x, col in [(str(a), pA, xs[0], RED), (str(bn), pB, xs[2], GREEN), (str(a + bn), res_t, xs[4], PURPLE)]:
        s = pop(tau, at, 0.45)
        if s > 0:
            g.append(grp(glyph_text(label, 'latin', 0, em * 0.357, em, col), x, 286, s))
    g.append(plus_sign(xs[1], 286, 34, INK, pop(tau, plus_t, 0.45)))
    g.append(equals_sign(xs[3], 286, 36, INK, pop(tau, eq_t, 0.45)))
    g.append(burst(xs[4], 286, t - t0, res_t, YELLOW, 34, 70, 10, 5))
    for i, (x, y, r) in enumerate([(110, 262, 14), (530, 262, 16), (520, 330, 11)]):
        g.append(star(x, y + 3 * math.sin(t * 1.7 + i), r, pop(tau, res_t + 0.25 + i * 0.15, 0.5), 8 * math.sin(t + i)))
    return grp(''.join(g), 0, -24 * out, 1.0, 0, 1 - out)


def adding(t, dur):
    defs, b = page(t, seed=2)
    b.append(add_part(t, 3, 2, 0.0, 6.2))
    b.append(add_part(t, 4, 3, 6.6, None))
    b.append(fade(t))
    return svg(''.join(b), defs)


# ================================================================ 4. plants: seed, water, sun, sprout, leaves, flower
LEAF = 'M0 0 C10 -16 36 -18 50 -5 C36 8 12 10 0 0Z'


def leaf(x, y, size, rot, flip, s, colour=GREEN):
    if s <= 0.001:
        return ''
    return (f'<g transform="translate({f(x)},{f(y)}) rotate({f(rot)}) scale({f(flip * s * size / 50)},{f(s * size / 50)})">'
            f'<path d="{LEAF}" fill="{colour}"/><path d="M3 0 C18 -4 32 -5 44 -5" stroke="{LGREEN}" stroke-width="2.5" '
            f'fill="none" stroke-linecap="round"/></g>')


def watering_can(tilt):
    return grp(f'<path d="M30 8 L78 -26 L84 -18 L40 18Z" fill="{BLUE}"/>'
               f'<ellipse cx="82" cy="-23" rx="6" ry="11" transform="rotate(-35 82 -23)" fill="#1f6bd1"/>'
               f'<path d="M-30 -26 C-30 -62 26 -62 26 -26" stroke="#1f6bd1" stroke-width="9" fill="none"/>'
               f'<rect x="-40" y="-30" width="78" height="62" rx="14" fill="{BLUE}"/>'
               f'<rect x="-30" y="-20" width="22" height="40" rx="8" fill="{WHITE}" opacity="0.25"/>', rot=tilt)


def plants(t, dur):
    defs, b = page(t, top='#efe3f8', bottom=CREAM, seed=3, extra_defs=vgrad('soil', '#93613f', '#6a4128'))
    # sun (behind the hills)
    sr = smooth(prog(t, 3.9, 5.1))
    sy = lerp(210, 72, sr)
    if sr > 0:
        rays = ''.join(f'<rect x="-5" y="-68" width="10" height="20" rx="5" fill="{YELLOW}" transform="rotate({f(i * 30 + t * 12)})"/>'
                       for i in range(12))
        b.append(f'<circle cx="548" cy="{f(sy)}" r="{f(70 + 10 * math.sin(t * 2))}" fill="{YELLOW}" opacity="{0.18 * sr:.3f}"/>')
        b.append(grp(rays, 548, sy, 1, 0, smooth(prog(t, 4.4, 5.2))))
        b.append(f'<circle cx="548" cy="{f(sy)}" r="40" fill="{YELLOW}"/><circle cx="536" cy="{f(sy - 12)}" r="12" fill="#ffe08a"/>')
    # soft hills and the soil, seen from the side
    b.append('<path d="M0 236 C120 200 230 214 330 236 C440 258 540 206 640 220 V280 H0Z" fill="#d6ecd9"/>')
    b.append('<rect y="262" width="640" height="98" fill="url(#soil)"/>')
    for x, y, r in [(60, 300, 5), (130, 336, 4), (200, 310, 3), (440, 322, 5), (520, 298, 4), (590, 340, 6), (390, 350, 3)]:
        b.append(f'<circle cx="{x}" cy="{y}" r="{r}" fill="#b98a64" opacity="0.6"/>')
    # water soaks into the soil
    wet = smooth(prog(t, 2.9, 4.3))
    if wet > 0:
        b.append(f'<ellipse cx="320" cy="290" rx="{f(30 + 40 * wet)}" ry="{f(14 + 24 * wet)}" fill="#4a2c1a" opacity="{0.45 * wet:.3f}"/>')
    # grass along the top of the soil
    grass = []
    for i in range(22):
        x = 10 + i * 30
        if 290 < x < 350:
            continue
        sw = 2 * math.sin(t * 1.5 + i)
        grass.append(f'M{x} 264 q{f(sw)} -8 {f(sw * 1.5 - 4)} -14 M{x + 6} 264 q{f(sw)} -6 {f(sw + 5)} -11')
    b.append(f'<path d="{" ".join(grass)}" stroke="{GREEN}" stroke-width="4" stroke-linecap="round" fill="none"/>')
    b.append(f'<rect y="258" width="640" height="7" fill="{GREEN}"/>')
    # the hole, then the seed falling in
    hole = 1 - smooth(prog(t, 1.4, 1.9))
    if hole > 0:
        b.append(f'<ellipse cx="320" cy="264" rx="{f(26 * hole)}" ry="{f(10 * hole)}" fill="#4a2c1a"/>')
    seed_y = 296
    if t < 1.35:
        p = prog(t, 0.6, 1.3)
        seed_y = lerp(60, 296, p * p)
    swell = 1 + 0.18 * smooth(prog(t, 4.5, 5.1))
    if t >= 0.6:
        crack = smooth(prog(t, 5.0, 5.4))
        b.append(grp(f'<ellipse rx="15" ry="10" fill="#d8a15a"/><ellipse rx="15" ry="10" fill="none" stroke="#9b6a34" stroke-width="2.5"/>'
                     f'<path d="M-9 -2 Q0 -7 9 -2" stroke="#9b6a34" stroke-width="2" fill="none" opacity="{1 - crack:.3f}"/>',
                     320, seed_y, swell, -15 if t < 1.3 else -15 + 15 * smooth(prog(t, 1.3, 1.6))))
        if t < 1.35:
            b.append(f'<path d="M320 {f(seed_y - 18)} v-30" stroke="{WHITE}" stroke-width="3" opacity="0.5" stroke-linecap="round"/>')
        b.append(burst(320, 262, t, 1.3, '#b98a64', 6, 34, 6, 4))
    # roots
    rp = smooth(prog(t, 5.0, 7.0))
    for d, length in [('M318 304 C316 318 310 330 300 342', 42), ('M322 304 C324 320 332 330 342 346', 46),
                      ('M320 306 C320 322 321 336 319 354', 48)]:
        b.append(drawn(d, length, rp, '#e2c199', 3.5))
    # stem grows: s along the stem from the seed (0) to the top (1)
    grow = 0.34 * smooth(prog(t, 5.2, 6.5)) + 0.66 * smooth(prog(t, 6.6, 9.2))
    sway_amp = 7 * smooth(prog(t, 6.0, 9.0))

    def stem_pt(s):
        return (320 + 6 * math.sin(s * 4.2) + sway_amp * math.sin(t * 1.3) * s * s, 290 - 190 * s)

    if grow > 0:
        pts = [stem_pt(grow * i / 24) for i in range(25)]
        d = 'M' + ' L'.join(f'{f(x)} {f(y)}' for x, y in pts)
        b.append(f'<path d="{d}" stroke="{GREEN}" stroke-width="{f(5 + 3 * grow)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>')
        # first two round leaves
        cs = pop(t, 6.0, 0.6)
        x, y = stem_pt(min(grow, 0.3))
        b.append(leaf(x, y, 34, -30, 1, cs, LGREEN))
        b.append(leaf(x, y, 34, 30, -1, cs, LGREEN))
        # more leaves as it grows
        for k, (s_at, flip, size) in enumerate([(0.45, -1, 52), (0.58, 1, 56), (0.71, -1, 48), (0.83, 1, 40)]):
            ls = back(prog(grow, s_at + 0.02, s_at + 0.16))
            if ls > 0:
                x, y = stem_pt(s_at)
                wob = 5 * math.sin(t * 1.8 + k)
                b.append(leaf(x, y, size, (-25 if flip > 0 else 25) + wob, flip, ls))
        # bud, then the flower opens
        bud = pop(t, 9.1, 0.5)
        if bud > 0:
            x, y = stem_pt(grow)
            op = back(prog(t, 9.6, 10.6))
            petals = ''
            if op > 0:
                for i in range(8):
                    pe = back(prog(t, 9.6 + i * 0.06, 10.3 + i * 0.06))
                    petals += (f'<ellipse cx="0" cy="-19" rx="10" ry="18" fill="{LPURPLE if i % 2 else PURPLE}" '
                               f'transform="rotate({i * 45}) scale({f(pe)})"/>')
                fl = (petals + f'<circle r="{f(13 * op)}" fill="{YELLOW}"/>'
                      f'<circle cx="-4" cy="-4" r="{f(4 * op)}" fill="#ffe08a"/>')
                b.append(grp(fl, x, y - 6, 1.35, 6 * math.sin(t * 1.3)))
            if op < 1:
                b.append(grp(f'<ellipse cx="0" cy="-8" rx="9" ry="14" fill="{LGREEN}"/>', x, y, bud * (1 - op)))
    # watering can pours
    cin = smooth(prog(t, 1.9, 2.4)) * (1 - smooth(prog(t, 4.3, 4.8)))
    if cin > 0:
        tilt = 30 * smooth(prog(t, 2.3, 2.7)) * (1 - smooth(prog(t, 4.0, 4.3)))
        cx, cy = lerp(-60, 212, cin), 112
        b.append(grp(watering_can(tilt), cx, cy))
        a = math.radians(tilt)
        tipx = cx + 84 * math.cos(a) + 24 * math.sin(a)
        tipy = cy + 84 * math.sin(a) - 24 * math.cos(a)
        for k in range(24):
            e = 2.6 + k * 0.065
            if e > 4.05:
                break
            age = t - e
            if 0 <= age < 0.5:
                dx = (k % 3 - 1) * 10 + age * 40
                yy = tipy + 8 + 0.5 * 1200 * age * age
                if yy < 262:
                    b.append(water_drop(tipx + dx, yy, 4.5))
        for k in range(4):
            b.append(ring(318 + (k % 2) * 14, 262, t, 2.95 + k * 0.3, WHITE, 4, 18, 3))
    # a butterfly visits the flower
    if t > 10.4:
        p = smooth(prog(t, 10.4, 12.2))
        bx = lerp(680, 384, p) + 16 * math.sin(t * 2.2) * (1 - p * 0.5)
        by = lerp(50, 70, p) + 12 * math.sin(t * 3.1)
        flap = 0.35 + 0.65 * abs(math.sin(t * 9))
        wing = (f'<g transform="scale({flap:.3f},1)"><ellipse cx="-12" cy="-8" rx="12" ry="10" fill="{ORANGE}"/>'
                f'<ellipse cx="12" cy="-8" rx="12" ry="10" fill="{ORANGE}"/><ellipse cx="-9" cy="8" rx="8" ry="7" fill="{YELLOW}"/>'
                f'<ellipse cx="9" cy="8" rx="8" ry="7" fill="{YELLOW}"/></g>')
        b.append(grp(wing + f'<rect x="-2.5" y="-14" width="5" height="28" rx="2.5" fill="{INK}"/>', bx, by, 1.5, -15))
    b.append(fade(t))
    return svg(''.join(b), defs)


# ================================================================ 5. water: close the tap, bucket not hose, save in a pot
def tap(wheel_rot):
    spokes = ''.join(f'<rect x="-2.5" y="-15" width="5" height="30" rx="2" fill="#1f6bd1" transform="rotate({f(wheel_rot + i * 45)})"/>'
                     for i in range(4))
    return (f'<rect x="-120" y="-9" width="110" height="18" fill="{GREY}"/>'
            f'<rect x="-130" y="-16" width="14" height="32" rx="3" fill="{GREY_D}"/>'
            f'<path d="M16 -4 H52 Q66 -4 66 12 V34" stroke="{GREY}" stroke-width="17" fill="none" stroke-linejoin="round"/>'
            f'<rect x="56" y="30" width="20" height="9" rx="3" fill="{GREY_D}"/>'
            f'<rect x="-16" y="-20" width="40" height="38" rx="10" fill="{GREY}"/>'
            f'<rect x="-10" y="-14" width="10" height="24" rx="4" fill="{WHITE}" opacity="0.35"/>'
            f'<rect x="0" y="-36" width="8" height="18" fill="{GREY_D}"/>'
            f'<g transform="translate(4,-40)"><circle r="17" fill="none" stroke="{BLUE}" stroke-width="6"/>{spokes}'
            f'<circle r="5" fill="{BLUE}"/></g>')


def chombu(tilt=0.0):
    return grp(f'<path d="M-16 -36 H16 L12 -24 C34 -16 40 10 30 24 C20 36 -20 36 -30 24 C-40 10 -34 -16 -12 -24Z" fill="{GOLD}"/>'
               f'<rect x="-20" y="-42" width="40" height="8" rx="4" fill="{GOLD_D}"/>'
               f'<path d="M-26 2 C-10 8 10 8 26 2" stroke="{GOLD_D}" stroke-width="3" fill="none"/>'
               f'<ellipse cx="-14" cy="-4" rx="5" ry="12" fill="{WHITE}" opacity="0.4"/>', rot=tilt)


def bucket(fill_level):
    water = ''
    if fill_level > 0:
        water = (f'<ellipse cx="0" cy="-38" rx="{f(40 * fill_level ** 0.3)}" ry="{f(9 * fill_level ** 0.3)}" fill="{WATER}"/>'
                 f'<ellipse cx="-8" cy="-39" rx="{f(14 * fill_level)}" ry="2.5" fill="{WHITE}" opacity="0.5"/>')
    return (f'<path d="M-30 -40 C-30 -80 30 -80 30 -40" stroke="{GREY_D}" stroke-width="4" fill="none"/>'
            f'<path d="M-44 -38 L44 -38 L34 40 L-34 40Z" fill="{ORANGE}"/>'
            f'<ellipse cx="0" cy="-38" rx="44" ry="11" fill="#c9732c"/><ellipse cx="0" cy="-38" rx="40" ry="9" fill="#7a4a20"/>'
            + water + f'<path d="M-40 -10 L40 -10 M-37 14 L37 14" stroke="#d97f33" stroke-width="5"/>')


def pot(level, lid_y=None):
    water = ''
    if level > 0:
        water = (f'<ellipse cx="0" cy="-70" rx="{f(26 * min(1, level * 1.5))}" ry="{f(6 * min(1, level * 1.5))}" fill="{WATER}" '
                 f'opacity="{min(1, 0.3 + level):.3f}"/>')
    body = (f'<ellipse cx="0" cy="72" rx="46" ry="9" fill="{INK}" opacity="0.15"/>'
            f'<path d="M-26 -64 C-28 -52 -34 -46 -46 -38 C-78 -16 -78 40 -42 62 C-20 74 20 74 42 62 C78 40 78 -16 46 -38 '
            f'C34 -46 28 -52 26 -64Z" fill="{TERRA}"/>'
            f'<path d="M-70 10 C-40 26 40 26 70 10" stroke="{CREAM}" stroke-width="4" fill="none" stroke-dasharray="3 9" stroke-linecap="round"/>'
            f'<path d="M-66 -6 C-40 8 40 8 66 -6 M-68 26 C-40 40 40 40 68 26" stroke="{TERRA_D}" stroke-width="4" fill="none"/>'
            f'<ellipse cx="-36" cy="-6" rx="9" ry="22" fill="{WHITE}" opacity="0.22"/>'
            f'<ellipse cx="0" cy="-68" rx="33" ry="10" fill="{TERRA_D}"/><ellipse cx="0" cy="-68" rx="26" ry="6.5" fill="#5a2a16"/>'
            + water)
    if lid_y is not None:
        body += (f'<g transform="translate(0,{f(lid_y)})"><ellipse cx="0" cy="0" rx="40" ry="11" fill="{GREY_D}"/>'
                 f'<ellipse cx="0" cy="-3" rx="40" ry="10" fill="{GREY}"/><ellipse cx="-10" cy="-5" rx="16" ry="3" fill="{WHITE}" opacity="0.5"/>'
                 f'<rect x="-8" y="-14" width="16" height="9" rx="4" fill="{GREY_D}"/></g>')
    return body


def water(t, dur):
    defs, b = page(t, top='#e8f3ff', bottom=CREAM, seed=4, float_op=0.45)
    b.append(f'<rect y="300" width="{W}" height="60" fill="{LILAC}"/><rect y="298" width="{W}" height="5" fill="{LPURPLE}" opacity="0.3"/>')
    cam = 640 * smooth(prog(t, 4.4, 5.1)) + 640 * smooth(prog(t, 8.6, 9.3))
    world = []
    # --- scene A: a dripping tap is closed
    close = smooth(prog(t, 2.0, 2.8))
    A = [f'<rect x="150" y="40" width="260" height="170" rx="20" fill="{WHITE}" opacity="0.45"/>',
         grp(tap(300 * close), 300, 110)]
    for k in range(12):
        e = 0.35 + k * 0.55
        if e > 2.35:
            break
        age = t - e
        if age < 0:
            grow = clamp01(1 + age / 0.5)
            if grow > 0 and age > -0.5:
                A.append(water_drop(366, 153 + 5 * grow, 6 * grow))
            continue
        yy = 158 + 0.5 * 1400 * age * age
        if yy < 262:
            A.append(water_drop(366, yy, 6))
        A.append(ring(366, 268, t, e + math.sqrt(2 * 104 / 1400), WATER, 6, 30, 3))
    A.append(f'<path d="M306 262 H426 L414 300 H318Z" fill="{GREY}"/><ellipse cx="366" cy="262" rx="60" ry="12" fill="{GREY_D}"/>'
             f'<ellipse cx="366" cy="262" rx="54" ry="9" fill="#bfe0ff"/>')
    arrow = smooth(prog(t, 1.8, 2.2)) * (1 - smooth(prog(t, 2.9, 3.2)))
    if arrow > 0:
        A.append(grp(f'<path d="M-30 -12 A32 32 0 0 1 28 -16" stroke="{ORANGE}" stroke-width="6" fill="none" stroke-linecap="round"/>'
                     f'<path d="M28 -28 L34 -12 L18 -10Z" fill="{ORANGE}" stroke="{ORANGE}" stroke-width="4" stroke-linejoin="round"/>',
                     304, 62, 1, 0, arrow))
    A.append(tick_badge(460, 120, pop(t, 2.9, 0.5), smooth(prog(t, 3.1, 3.5))))
    A.append(drop_friend(470, 250 - 10 * abs(math.sin(t * 4)) * (t > 3.4), pop(t, 3.3, 0.5), t))
    world.append(''.join(A))
    # --- scene B: not a running hose, but a bucket and a mug
    tb = t - 4.6
    hose_out = smooth(prog(tb, 1.9, 2.4))
    Bs = [f'<rect x="40" y="40" width="260" height="170" rx="20" fill="{WHITE}" opacity="0.45"/>']
    bucket_in = smooth(prog(tb, 2.1, 2.6))
    pour_b = prog(tb, 2.6, 3.4)
    Bs.append(grp(tap(0), 150, 110))
    if hose_out < 1:
        flow = f' stroke-dasharray="14 10" stroke-dashoffset="{f(-t * 80)}"'
        puddle = smooth(prog(tb, -0.6, 1.8))
        Bs.append(f'<g opacity="{1 - hose_out:.3f}">'
                  f'<ellipse cx="520" cy="312" rx="{f(40 + 80 * puddle)}" ry="{f(8 + 10 * puddle)}" fill="{WATER}" opacity="0.7"/>'
                  f'<path d="M216 150 C216 230 230 292 300 292 C360 292 380 286 430 282" stroke="{GREEN}" stroke-width="13" fill="none" stroke-linecap="round"/>'
                  f'<path d="M430 282 Q482 250 520 306" stroke="{WATER}" stroke-width="9" fill="none" stroke-linecap="round"/>'
                  f'<path d="M430 282 Q482 250 520 306" stroke="{WHITE}" stroke-width="3" fill="none" opacity="0.7"{flow}/>'
                  + ''.join(f'<circle cx="{f(520 + 20 * math.cos(t * 7 + i * 2))}" cy="{f(302 - 10 * abs(math.sin(t * 6 + i)))}" r="3" fill="{WATER}"/>'
                            for i in range(4)) + '</g>')
        Bs.append(cross_badge(470, 210, pop(tb, 1.2, 0.5) * (1 - hose_out)))
    if bucket_in > 0:
        if 0 < pour_b < 1:
            Bs.append(f'<rect x="212" y="150" width="8" height="{f(104)}" rx="4" fill="{WATER}"/>')
        Bs.append(grp(bucket(smooth(pour_b)), lerp(-120, 216, bucket_in), 262))
        Bs.append(shadow(lerp(-120, 216, bucket_in), 304, 40, 6, 0.12))
        Bs.append(grp(chombu(), 316, 268, pop(tb, 3.2, 0.5)))
        Bs.append(tick_badge(330, 160, pop(tb, 3.5, 0.5), smooth(prog(tb, 3.7, 4.0))))
    world.append(grp(''.join(Bs), 640, 0))
    # --- scene C: water kept safe in a clay pot with a lid
    tc = t - 9.0
    C = []
    pour = prog(tc, 0.4, 1.8)
    lid = smooth(prog(tc, 1.9, 2.4))
    C.append(grp(pot(smooth(pour), lerp(-150, -70, lid) if tc > 1.9 else None), 320, 232))
    cin = smooth(prog(tc, 0.0, 0.4)) * (1 - smooth(prog(tc, 1.9, 2.3)))
    if cin > 0:
        tilt = 70 * smooth(prog(tc, 0.2, 0.5)) * (1 - smooth(prog(tc, 1.7, 2.0)))
        C.append(grp(chombu(tilt), lerp(140, 268, cin), 96))
        if 0 < pour < 1 and tilt > 50:
            C.append(f'<path d="M300 96 Q318 120 320 160" stroke="{WATER}" stroke-width="8" fill="none" stroke-linecap="round"/>')
    C.append(drop_friend(470, 262 - 14 * abs(math.sin(t * 4)) * (tc > 2.8), pop(tc, 2.5, 0.5), t))
    C.append(tick_badge(180, 150, pop(tc, 2.7, 0.5), smooth(prog(tc, 2.9, 3.2))))
    for i in range(5):
        ph = ((tc - 2.9) * 0.45 + i / 5) % 1
        if tc > 2.9 + i * 0.3:
            C.append(heart(440 + i * 14 + 8 * math.sin(ph * 6 + i), 220 - ph * 120, 9, RED if i % 2 else LPURPLE,
                           math.sin(math.pi * ph) * 0.9))
    for i, (x, y, r) in enumerate([(230, 70, 16), (420, 60, 20), (560, 120, 13), (120, 250, 12)]):
        C.append(star(x, y + 3 * math.sin(t * 1.5 + i), r, pop(tc, 3.0 + i * 0.2, 0.5), 8 * math.sin(t + i)))
    world.append(grp(''.join(C), 1280, 0))
    b.append(grp(''.join(world), -cam, 0))
    b.append(fade(t))
    return svg(''.join(b), defs)


# ================================================================ 6. animals and their homes (cards 400x250)
def bird(flap, s=1.0):
    wing = f'<path d="M-6 -4 C-26 -30 -44 -20 -40 -6 C-30 2 -16 4 -6 -4Z" fill="#d9722f" transform="rotate({f(flap)} -6 -4)"/>'
    return grp(f'<path d="M18 6 L40 2 L38 14Z" fill="#d9722f"/>'
               f'<ellipse cx="0" cy="0" rx="26" ry="21" fill="{ORANGE}"/><ellipse cx="-4" cy="8" rx="16" ry="11" fill="{CREAM}"/>'
               f'<circle cx="-20" cy="-14" r="15" fill="{ORANGE}"/><circle cx="-24" cy="-17" r="3.5" fill="{INK}"/>'
               f'<path d="M-34 -14 L-46 -10 L-34 -7Z" fill="{YELLOW}"/>' + wing, s=s)


def card_bird(tau):
    p = smooth(prog(tau, 0.3, 1.4))
    x = (1 - p) ** 2 * -40 + 2 * (1 - p) * p * 90 + p * p * 200
    y = (1 - p) ** 2 * 30 + 2 * (1 - p) * p * 10 + p * p * 150
    flying = 0 < p < 1
    flap = 40 * math.sin(tau * 26) if flying else 6 * math.sin(tau * 3)
    bob = 0 if flying else 3 * hop(tau % 1.4, 0, 0.3)
    leaves = ''.join(f'<circle cx="{x_}" cy="{y_}" r="{r}" fill="{c}"/>' for x_, y_, r, c in
                     [(370, 30, 60, GREEN), (320, 10, 44, LGREEN), (400, 110, 46, GREEN), (280, 60, 30, LGREEN)])
    return (f'<rect width="400" height="250" fill="{SKY}"/><circle cx="70" cy="200" r="70" fill="{WHITE}" opacity="0.5"/>'
            f'<rect x="340" y="0" width="34" height="250" fill="{BROWN}"/>'
            f'<path d="M350 190 C300 186 220 180 120 192" stroke="{BROWN}" stroke-width="14" stroke-linecap="round" fill="none"/>'
            + leaves +
            f'<path d="M150 160 Q200 214 250 160Z" fill="#9b6a3c"/>'
            + grp(bird(flap), x, y - 6 - bob, 1.3, 0, 1, -1.3)
            + f'<path d="M148 160 Q200 212 252 160 Q200 178 148 160Z" fill="#b5834f"/>'
            f'<path d="M156 168 Q200 196 244 168 M162 178 Q200 200 238 178" stroke="{DBROWN}" stroke-width="3" fill="none" opacity="0.6"/>')


def lion(step, tail):
    legs = ''
    for i, (lx, ph) in enumerate([(-30, 0), (-14, math.pi), (26, math.pi), (42, 0)]):
        a = 18 * math.sin(step + ph)
        legs += f'<rect x="{lx - 7}" y="10" width="14" height="38" rx="7" fill="#e5a73a" transform="rotate({f(a)} {lx} 12)"/>'
    return (legs + f'<path d="M50 0 C70 -4 76 -20 {f(80 + tail)} -30" stroke="#e5a73a" stroke-width="6" fill="none" stroke-linecap="round"/>'
            f'<circle cx="{f(80 + tail)}" cy="-32" r="8" fill="#a8561e"/>'
            f'<ellipse cx="6" cy="2" rx="56" ry="30" fill="#f2b84b"/>'
            f'<circle cx="-50" cy="-22" r="36" fill="#c8702a"/>'
            + ''.join(f'<circle cx="{f(-50 + 36 * math.cos(a * math.pi / 6))}" cy="{f(-22 + 36 * math.sin(a * math.pi / 6))}" r="11" '
                      f'fill="{"#c8702a" if a % 2 else "#b35f22"}"/>' for a in range(12)) +
            f'<circle cx="-52" cy="-20" r="27" fill="#f5c15a"/>'
            f'<circle cx="-42" cy="-44" r="8" fill="#f5c15a"/><circle cx="-70" cy="-38" r="8" fill="#f5c15a"/>'
            f'<circle cx="-62" cy="-24" r="3.5" fill="{INK}"/><circle cx="-44" cy="-24" r="3.5" fill="{INK}"/>'
            f'<ellipse cx="-54" cy="-10" rx="9" ry="7" fill="#f9dc9a"/><path d="M-58 -14 L-50 -14 L-54 -9Z" fill="{INK}"/>'
            f'<path d="M-60 -5 Q-54 0 -48 -5" stroke="{INK}" stroke-width="2" fill="none"/>')


def card_lion(tau):
    p = smooth(prog(tau, 0.3, 1.5))
    x = lerp(470, 160, p)
    walking = 0 < p < 1
    step = tau * 11 if walking else 0
    return (f'<rect width="400" height="250" fill="#ffe9b8"/><rect y="190" width="400" height="60" fill="#e8c170"/>'
            f'<circle cx="330" cy="50" r="26" fill="{YELLOW}"/>'
            f'<path d="M-20 250 C-10 110 40 40 150 40 C260 40 300 120 310 250Z" fill="#a08570"/>'
            f'<path d="M60 70 C90 56 120 54 140 62 M220 90 C240 100 260 120 270 140" stroke="#8a6f5b" stroke-width="6" fill="none" stroke-linecap="round"/>'
            f'<path d="M70 250 C70 160 110 120 155 120 C200 120 240 160 240 250Z" fill="#3b2a22"/>'
            + grp(lion(step, 6 * math.sin(tau * 3)), x, 186 - 3 * abs(math.sin(step)))
            + f'<path d="M0 246 C60 236 120 250 200 242 C260 236 330 248 400 240 V250 H0Z" fill="#d9ae55"/>')


def fish(wag):
    return (f'<path d="M34 0 L62 {f(-20 + wag)} L62 {f(20 + wag)}Z" fill="#e07b2c"/>'
            f'<ellipse cx="0" cy="0" rx="42" ry="26" fill="{ORANGE}"/>'
            f'<path d="M-6 -24 Q10 -40 24 -20Z" fill="#e07b2c"/>'
            f'<path d="M4 -20 Q-6 0 4 20 M16 -16 Q8 0 16 16" stroke="#e07b2c" stroke-width="4" fill="none"/>'
            f'<circle cx="-24" cy="-6" r="6" fill="{WHITE}"/><circle cx="-25" cy="-6" r="3.2" fill="{INK}"/>'
            f'<path d="M-40 6 Q-34 10 -30 6" stroke="#b35b1a" stroke-width="2.5" fill="none"/>')


def card_fish(tau):
    p = smooth(prog(tau, 0.3, 1.5))
    x = lerp(-70, 190, p) + (0 if p < 1 else 6 * math.sin(tau * 1.5))
    y = 140 + 8 * math.sin(tau * 2.2)
    waves = 'M0 40 ' + ' '.join(f'Q{i * 40 + 20} {f(34 + 4 * math.sin(tau * 3 + i))} {i * 40 + 40} 40' for i in range(10)) + ' V250 H0Z'
    weeds = ''.join(f'<path d="M{x_} 250 Q{f(x_ + 10 * math.sin(tau * 2 + x_))} 205 {x_} {h}" stroke="{GREEN}" stroke-width="7" '
                    f'fill="none" stroke-linecap="round"/>' for x_, h in [(40, 170), (60, 190), (330, 160), (352, 185), (372, 200)])
    bubbles = ''
    for i in range(4):
        ph = (tau * 0.5 + i / 4) % 1
        if tau > 1.2 + i * 0.2:
            bubbles += (f'<circle cx="{f(x - 46 + 6 * math.sin(ph * 8))}" cy="{f(y - 10 - ph * 110)}" r="{f(3 + 3 * ph)}" fill="none" '
                        f'stroke="{WHITE}" stroke-width="2" opacity="{1 - ph:.3f}"/>')
    return (f'<rect width="400" height="250" fill="#eaf5ff"/><path d="{waves}" fill="url(#sea)"/>'
            f'<ellipse cx="200" cy="252" rx="240" ry="24" fill="#d8c08e"/>' + weeds +
            ''.join(f'<ellipse cx="{x_}" cy="240" rx="{r}" ry="{r * 0.7}" fill="{c}"/>' for x_, r, c in
                    [(120, 10, GREY), (140, 7, '#b8c0c8'), (260, 9, GREY_D), (285, 6, GREY)])
            + bubbles + grp(fish(8 * math.sin(tau * (12 if p < 1 else 5))), x, y, 1, 0, 1, -1))


def cow(step, tail):
    legs = ''
    for lx, ph in [(-36, 0), (-20, math.pi), (28, math.pi), (44, 0)]:
        a = 16 * math.sin(step + ph)
        legs += (f'<g transform="rotate({f(a)} {lx} 10)"><rect x="{lx - 7}" y="10" width="14" height="40" rx="6" fill="{WHITE}"/>'
                 f'<rect x="{lx - 7}" y="42" width="14" height="8" rx="3" fill="{INK}"/></g>')
    return (legs + f'<path d="M56 -10 C66 10 {f(64 + tail)} 30 {f(62 + tail)} 40" stroke="{INK}" stroke-width="4" fill="none" stroke-linecap="round"/>'
            f'<rect x="-56" y="-30" width="116" height="52" rx="24" fill="{WHITE}" stroke="#d9d4cc" stroke-width="2"/>'
            f'<path d="M-10 -30 C0 -14 20 -14 26 -30Z M30 0 C40 -10 54 -6 56 8 C48 18 36 16 30 0Z" fill="{INK}"/>'
            f'<ellipse cx="10" cy="22" rx="12" ry="6" fill="#ffb3c1"/>'
            f'<path d="M-76 -46 Q-84 -60 -74 -64 M-54 -46 Q-46 -60 -56 -64" stroke="{CREAM}" stroke-width="6" fill="none" stroke-linecap="round"/>'
            f'<ellipse cx="-84" cy="-32" rx="12" ry="6" fill="{WHITE}" stroke="#d9d4cc" stroke-width="2" transform="rotate(-20 -84 -32)"/>'
            f'<ellipse cx="-46" cy="-32" rx="12" ry="6" fill="{WHITE}" stroke="#d9d4cc" stroke-width="2" transform="rotate(20 -46 -32)"/>'
            f'<rect x="-82" y="-46" width="40" height="50" rx="18" fill="{WHITE}" stroke="#d9d4cc" stroke-width="2"/>'
            f'<ellipse cx="-62" cy="-2" rx="22" ry="14" fill="#ffb3c1"/>'
            f'<circle cx="-70" cy="-2" r="3" fill="#c9788a"/><circle cx="-54" cy="-2" r="3" fill="#c9788a"/>'
            f'<circle cx="-72" cy="-26" r="4" fill="{INK}"/><circle cx="-52" cy="-26" r="4" fill="{INK}"/>')


def card_cow(tau):
    p = smooth(prog(tau, 0.3, 1.5))
    x = lerp(490, 190, p)
    walking = 0 < p < 1
    step = tau * 10 if walking else 0
    tiles = ''.join(f'<path d="M{x_} 62 L{x_ - 40} 112" stroke="#a44d2c" stroke-width="3"/>' for x_ in range(110, 330, 24))
    return (f'<rect width="400" height="250" fill="#dff3ff"/><rect y="196" width="400" height="54" fill="#9ed39a"/>'
            f'<rect x="70" y="100" width="250" height="110" fill="#d9b38c"/>'
            f'<path d="M110 196 C120 170 150 168 170 196Z" fill="{YELLOW}"/><path d="M120 196 L132 176 M140 196 L150 172 M156 196 L160 178" stroke="#e0a415" stroke-width="3"/>'
            + grp(cow(step, 5 * math.sin(tau * 2.5)), x, 164 - 2 * abs(math.sin(step)))
            + f'<rect x="70" y="100" width="12" height="110" fill="{DBROWN}"/><rect x="308" y="100" width="12" height="110" fill="{DBROWN}"/>'
            f'<path d="M40 112 L100 54 H330 L370 112Z" fill="{TERRA}"/>{tiles}'
            f'<rect x="36" y="108" width="338" height="10" rx="4" fill="{TERRA_D}"/>'
            f'<path d="M330 210 V180 M350 210 V180 M370 210 V180 M320 188 H380" stroke="{BROWN}" stroke-width="5" stroke-linecap="round"/>')


def bee(buzz):
    return (f'<ellipse cx="-4" cy="-16" rx="11" ry="{f(8 * buzz)}" fill="{WHITE}" opacity="0.8" transform="rotate(-20 -4 -16)"/>'
            f'<ellipse cx="10" cy="-16" rx="11" ry="{f(8 * buzz)}" fill="{WHITE}" opacity="0.8" transform="rotate(20 10 -16)"/>'
            f'<path d="M22 0 L32 0" stroke="{INK}" stroke-width="3" stroke-linecap="round"/>'
            f'<ellipse cx="0" cy="0" rx="22" ry="15" fill="{YELLOW}"/>'
            f'<path d="M-6 -14 Q-2 0 -6 14 M6 -14 Q10 0 6 14" stroke="{INK}" stroke-width="6" fill="none"/>'
            f'<circle cx="-16" cy="-3" r="3" fill="{INK}"/>'
            f'<path d="M-16 -12 Q-20 -22 -26 -24" stroke="{INK}" stroke-width="2" fill="none"/>')


def card_bee(tau):
    p = smooth(prog(tau, 0.2, 1.5))
    x = lerp(70, 232, p) + 40 * math.sin(p * math.pi * 2) * (1 - p)
    y = lerp(200, 142, p) - 40 * math.sin(p * math.pi)
    if p >= 1:
        x += 4 * math.sin(tau * 3)
        y += 3 * math.sin(tau * 5)
    buzz = 0.4 + 0.6 * abs(math.sin(tau * 30))
    flowers = ''
    for x_, c in [(60, LPURPLE), (110, '#ff8fb1'), (340, LPURPLE)]:
        flowers += (f'<path d="M{x_} 250 V214" stroke="{GREEN}" stroke-width="5"/>'
                    + ''.join(f'<circle cx="{f(x_ + 9 * math.cos(a * math.pi / 3))}" cy="{f(208 + 9 * math.sin(a * math.pi / 3))}" r="7" fill="{c}"/>'
                              for a in range(6)) + f'<circle cx="{x_}" cy="208" r="6" fill="{YELLOW}"/>')
    bands = ''.join(f'<ellipse cx="0" cy="{y_}" rx="{rx}" ry="14" fill="{c}"/>' for y_, rx, c in
                    [(-30, 26, '#f2b33d'), (-12, 40, '#e9a22c'), (8, 46, '#f2b33d'), (28, 40, '#e9a22c'), (46, 26, '#f2b33d')])
    return (f'<rect width="400" height="250" fill="#fff1c9"/><rect y="222" width="400" height="28" fill="#bfe3a8"/>'
            f'<path d="M0 22 C120 30 260 24 400 14" stroke="{BROWN}" stroke-width="14" fill="none"/>'
            f'<circle cx="340" cy="26" r="22" fill="{GREEN}"/><circle cx="60" cy="20" r="18" fill="{LGREEN}"/>'
            f'<path d="M260 26 V46" stroke="{DBROWN}" stroke-width="5"/>'
            + grp(bands + f'<ellipse cx="0" cy="18" rx="10" ry="8" fill="{INK}"/>', 260, 96) + flowers
            + grp(bee(buzz), x, y, 0.9, 0, 1, -0.9 if p < 0.4 else 0.9))


CARDS = [card_bird, card_lion, card_fish, card_cow, card_bee]


def animals(t, dur):
    defs, b = page(t, seed=5, extra_defs=vgrad('sea', '#8fd0ff', BLUE) +
                   '<clipPath id="card"><rect width="400" height="250" rx="24"/></clipPath>')
    thumbs = [(72 + i * 124, 316) for i in range(5)]
    grid = [(110, 105), (320, 105), (530, 105), (215, 250), (425, 250)]
    for i, fn in enumerate(CARDS):
        c = 0.4 + i * 2.4
        tau = t - c
        if tau < 0:
            b.append(f'<rect x="{thumbs[i][0] - 54}" y="{thumbs[i][1] - 34}" width="108" height="68" rx="12" fill="{LPURPLE}" opacity="0.12"/>')
            continue
        enter = smooth(prog(tau, 0, 0.45))
        shrink = smooth(prog(tau, 2.0, 2.5))
        to_grid = smooth(prog(t, 12.45 + i * 0.08, 13.2 + i * 0.08))
        x = lerp(320 + 420 * (1 - enter), thumbs[i][0], shrink)
        y = lerp(142, thumbs[i][1], shrink)
        sc = lerp(1.0, 0.27, shrink)
        x, y, sc = lerp(x, grid[i][0], to_grid), lerp(y, grid[i][1], to_grid), lerp(sc, 0.48, to_grid)
        if shrink < 1:
            b.append(f'<rect x="{f(x - 200 * sc + 5)}" y="{f(y - 125 * sc + 8)}" width="{f(400 * sc)}" height="{f(250 * sc)}" rx="{f(24 * sc)}" '
                     f'fill="{PURPLE}" opacity="0.12"/>')
        card = (f'<g clip-path="url(#card)">{fn(tau)}</g>'
                f'<rect width="400" height="250" rx="24" fill="none" stroke="{WHITE}" stroke-width="{f(min(24, 8 / sc))}"/>')
        b.append(grp(grp(card, -200, -125), x, y, sc))
        if shrink >= 1:
            b.append(star(x + 56 * lerp(0.27, 0.48, to_grid) / 0.27 - 6, y - 36 * lerp(0.27, 0.48, to_grid) / 0.27 + 6, 9,
                          pop(t, c + 2.5, 0.4), 10 * math.sin(t + i)))
    b.append(fade(t))
    return svg(''.join(b), defs)


# ================================================================ 7. letters: A a apple, B b ball, C c cat
def ball_pic(t):
    """A striped ball bouncing and rolling (clip path 'ball' is in the letters defs)."""
    bounce = abs(math.sin(t * 3.2))
    roll = 25 * math.sin(t * 1.6)
    bands = (f'<circle r="66" fill="{BLUE}"/>'
             f'<path d="M-90 -34 C-40 -62 40 -62 90 -34 L90 -4 C40 -32 -40 -32 -90 -4Z" fill="{YELLOW}"/>'
             f'<path d="M-90 16 C-40 -12 40 -12 90 16 L90 46 C40 18 -40 18 -90 46Z" fill="{RED}"/>')
    return (shadow(0, 84, 52 - 14 * bounce, 8, 0.14)
            + grp(f'<g clip-path="url(#ball)"><g transform="rotate({f(roll)})">{bands}</g>'
                  f'<circle cx="-22" cy="-22" r="90" fill="none" stroke="{INK}" stroke-width="40" opacity="0.12"/></g>'
                  f'<ellipse cx="-26" cy="-32" rx="16" ry="10" fill="{WHITE}" opacity="0.6" transform="rotate(-40 -26 -32)"/>',
                  0, 12 - 36 * bounce))


def cat_pic(t):
    blink = 0.12 if (t % 2.7) < 0.13 else 1.0
    tail = 12 * math.sin(t * 2.2)
    return (shadow(0, 90, 56, 8, 0.14)
            + f'<path d="M40 80 C80 80 {f(84 + tail)} 40 {f(70 + tail)} 10" stroke="#e08a2e" stroke-width="13" fill="none" stroke-linecap="round"/>'
            f'<path d="M-46 88 C-56 40 -40 8 0 8 C40 8 56 40 46 88Z" fill="{ORANGE}"/>'
            f'<ellipse cx="0" cy="60" rx="22" ry="26" fill="{CREAM}"/>'
            f'<path d="M-50 -36 L-46 -86 L-12 -58Z M50 -36 L46 -86 L12 -58Z" fill="{ORANGE}" stroke="{ORANGE}" stroke-width="6" stroke-linejoin="round"/>'
            f'<path d="M-42 -46 L-42 -74 L-22 -58Z M42 -46 L42 -74 L22 -58Z" fill="#ffb3c1"/>'
            f'<ellipse cx="0" cy="-30" rx="54" ry="44" fill="{ORANGE}"/>'
            f'<path d="M-14 -72 L-10 -54 M0 -74 V-54 M14 -72 L10 -54" stroke="#e08a2e" stroke-width="5" stroke-linecap="round"/>'
            f'<ellipse cx="-20" cy="-34" rx="7" ry="{f(9 * blink)}" fill="{INK}"/><ellipse cx="20" cy="-34" rx="7" ry="{f(9 * blink)}" fill="{INK}"/>'
            f'<path d="M-6 -18 H6 L0 -12Z" fill="#e0607e"/>'
            f'<path d="M0 -12 Q-6 -4 -12 -8 M0 -12 Q6 -4 12 -8" stroke="{INK}" stroke-width="3" fill="none" stroke-linecap="round"/>'
            f'<path d="M-24 -16 H-58 M-24 -10 L-56 -2 M24 -16 H58 M24 -10 L56 -2" stroke="{INK}" stroke-width="2" opacity="0.6"/>'
            f'<ellipse cx="-22" cy="86" rx="14" ry="8" fill="{CREAM}"/><ellipse cx="22" cy="86" rx="14" ry="8" fill="{CREAM}"/>')


def apple_pic(t):
    return shadow(0, 86, 50, 8, 0.14) + apple(0, 6 - 4 * math.sin(t * 2), 72, 1, RED, 5 * math.sin(t * 1.6))


def letter_segment(tau, upper, lower, pic, colour, D, exit_to=None):
    """One big letter pair and its picture; enters from the right, leaves to the left."""
    enter = smooth(prog(tau, -0.35, 0.15))
    ex = smooth(prog(tau, D - 0.45, D - 0.05)) if exit_to is None else smooth(prog(tau, D - 0.1, D + 0.25))
    dx = 360 * (1 - enter) - 360 * ex
    g = [f'<circle cx="208" cy="168" r="130" fill="{WHITE}" opacity="0.7"/>']
    g.append(glyph_text(upper, 'latin', 134, 248, 236, colour, smooth(prog(tau, 0.05, 0.75)), smooth(prog(tau, 0.6, 0.9)),
                        colour, 7))
    g.append(glyph_text(lower, 'latin', 294, 248, 236, LPURPLE, smooth(prog(tau, 0.65, 1.25)), smooth(prog(tau, 1.15, 1.45)),
                        LPURPLE, 7))
    g.append(f'<circle cx="492" cy="172" r="116" fill="{WHITE}"/>')
    ps = pop(tau, 1.2, 0.6)
    g.append(grp(pic(tau), 492, 168, ps))
    g.append(burst(492, 172, tau, 1.25, YELLOW, 90, 140, 10, 6))
    return grp(''.join(g), dx, 0, 1.0, 0, min(enter, 1 - ex))


def letters(t, dur):
    defs, b = page(t, seed=6, extra_defs='<clipPath id="ball"><circle r="66"/></clipPath>')
    items = [('A', 'a', apple_pic, PURPLE), ('B', 'b', ball_pic, BLUE), ('C', 'c', cat_pic, GREEN)]
    D = 3.5
    for i, (up, lo, pic, col) in enumerate(items):
        s = 0.5 + i * D
        tau = t - s
        if -0.35 < tau < D + 0.3:
            b.append(letter_segment(tau, up, lo, pic, col, D, None if i < 2 else 'end'))
    # at the end: all three together
    for i, (up, lo, pic, col) in enumerate(items):
        s = pop(t, 11.05 + i * 0.2, 0.55)
        if s <= 0:
            continue
        cx = 118 + i * 202
        card = (f'<rect x="-88" y="-128" width="176" height="256" rx="26" fill="{PURPLE}" opacity="0.12" transform="translate(4,6)"/>'
                f'<rect x="-88" y="-128" width="176" height="256" rx="26" fill="{WHITE}"/>'
                + grp(pic(t), 0, -44, 0.62) + glyph_text(up + lo, 'latin', 0, 104, 104, col))
        b.append(grp(card, cx, 180 + 4 * math.sin(t * 1.6 + i), s))
    b.append(fade(t))
    return svg(''.join(b), defs)


# ================================================================ 8. aksharagalu: Kannada vowels with a picture each
def amma_pic(t):
    sway = 2 * math.sin(t * 1.5)
    return (f'<path d="M-78 96 C-74 30 -44 14 0 14 C44 14 74 30 78 96Z" fill="{PURPLE}"/>'
            f'<path d="M-20 14 C0 40 40 60 70 96 H36 C20 60 -10 36 -34 18Z" fill="{YELLOW}"/>'
            f'<path d="M-16 16 C4 40 40 62 64 96" stroke="{RED}" stroke-width="5" fill="none"/>'
            f'<rect x="-12" y="-6" width="24" height="26" rx="8" fill="{SKIN}"/>'
            + grp(f'<circle cx="30" cy="-58" r="18" fill="{INK}"/>'
                  + ''.join(f'<circle cx="{f(30 + 19 * math.cos(a))}" cy="{f(-58 + 19 * math.sin(a))}" r="5" fill="{WHITE}"/>'
                            for a in [-2.4, -1.8, -1.2, -0.6, 0.0])
                  + f'<ellipse cx="0" cy="-34" rx="36" ry="40" fill="{SKIN}"/>'
                  f'<path d="M-37 -30 C-40 -72 -10 -80 0 -80 C10 -80 40 -72 37 -30 C30 -54 12 -62 0 -60 C-12 -62 -30 -54 -37 -30Z" fill="{INK}"/>'
                  f'<path d="M0 -79 V-62" stroke="#c0392b" stroke-width="3"/>'
                  f'<circle cx="0" cy="-48" r="4.5" fill="{RED}"/>'
                  f'<path d="M-20 -34 Q-14 -29 -8 -34 M8 -34 Q14 -29 20 -34" stroke="{INK}" stroke-width="3" fill="none" stroke-linecap="round"/>'
                  f'<path d="M-12 -16 Q0 -6 12 -16" stroke="#7a2e1e" stroke-width="3.5" fill="none" stroke-linecap="round"/>'
                  f'<circle cx="-24" cy="-22" r="5" fill="#ff8fb1" opacity="0.5"/><circle cx="24" cy="-22" r="5" fill="#ff8fb1" opacity="0.5"/>'
                  f'<circle cx="-37" cy="-20" r="4" fill="{GOLD}"/><circle cx="37" cy="-20" r="4" fill="{GOLD}"/>',
                  0, 0, 1, sway))


def elephant_pic(t):
    sw = 10 * math.sin(t * 2.0)
    return (shadow(10, 92, 70, 9, 0.14)
            + ''.join(f'<rect x="{x}" y="30" width="24" height="60" rx="10" fill="#7f8a99"/>' for x in (-26, 0, 44, 66))
            + f'<path d="M96 10 Q110 30 104 44" stroke="#7f8a99" stroke-width="5" fill="none" stroke-linecap="round"/>'
            f'<ellipse cx="34" cy="14" rx="66" ry="50" fill="#8e99a8"/>'
            f'<path d="M-60 10 C-72 40 {f(-80 + sw)} 60 {f(-70 + sw)} 80 Q{f(-64 + sw)} 90 {f(-56 + sw)} 82" stroke="#8e99a8" stroke-width="20" '
            f'fill="none" stroke-linecap="round"/>'
            f'<circle cx="-40" cy="-14" r="42" fill="#8e99a8"/>'
            f'<path d="M-50 24 Q-62 36 -74 30" stroke="{CREAM}" stroke-width="8" fill="none" stroke-linecap="round"/>'
            f'<ellipse cx="-6" cy="-12" rx="{f(30 + 2 * math.sin(t * 3))}" ry="38" fill="#7a8594"/>'
            f'<ellipse cx="-2" cy="-12" rx="20" ry="28" fill="#c4a3b8" opacity="0.5"/>'
            f'<circle cx="-56" cy="-22" r="5" fill="{INK}"/><circle cx="-57" cy="-24" r="1.6" fill="{WHITE}"/>'
            f'<path d="M-60 -56 L-40 -56 L-50 -36Z" fill="{YELLOW}"/><circle cx="-50" cy="-44" r="4" fill="{RED}"/>')


def mouse_pic(t):
    tw = 8 * math.sin(t * 3)
    wh = 2 * math.sin(t * 8)
    return (shadow(0, 70, 70, 8, 0.14)
            + f'<path d="M60 50 C100 60 {f(110 + tw)} 20 {f(90 + tw)} 0 C80 -10 96 -26 {f(106 - tw)} -20" stroke="#c98f9c" stroke-width="6" fill="none" stroke-linecap="round"/>'
            f'<path d="M-80 30 C-70 -16 -30 -30 10 -28 C56 -26 80 6 74 40 C70 64 30 70 0 68 C-40 66 -70 56 -80 30Z" fill="#a3a3b3"/>'
            f'<ellipse cx="20" cy="40" rx="40" ry="18" fill="#c4c4d0"/>'
            f'<circle cx="-22" cy="-30" r="24" fill="#a3a3b3"/><circle cx="-22" cy="-30" r="15" fill="#ffb3c1"/>'
            f'<circle cx="-54" cy="4" r="5" fill="{INK}"/><circle cx="-55" cy="2" r="1.6" fill="{WHITE}"/>'
            f'<circle cx="-84" cy="28" r="7" fill="#e0607e"/>'
            f'<path d="M-80 24 L-108 {f(14 + wh)} M-80 30 L-110 {f(32 + wh)} M-80 34 L-104 {f(46 + wh)}" stroke="{INK}" stroke-width="2" opacity="0.6"/>'
            f'<ellipse cx="-30" cy="66" rx="12" ry="6" fill="#ffb3c1"/><ellipse cx="30" cy="68" rx="12" ry="6" fill="#ffb3c1"/>')


def onion_pic(t):
    sway = 5 * math.sin(t * 1.6)
    return (shadow(0, 92, 54, 8, 0.14)
            + f'<path d="M-4 -52 C-8 -80 {f(-30 + sway)} -98 {f(-36 + sway)} -104 M4 -52 C8 -84 {f(20 + sway)} -100 {f(30 + sway)} -108" '
            f'stroke="{GREEN}" stroke-width="9" fill="none" stroke-linecap="round"/>'
            f'<path d="M0 -58 C12 -40 64 -22 66 26 C68 66 32 86 0 86 C-32 86 -68 66 -66 26 C-64 -22 -12 -40 0 -58Z" fill="#a8316f"/>'
            f'<path d="M0 -50 C30 -20 40 40 0 84 M0 -50 C-30 -20 -40 40 0 84 M0 -50 C60 -6 56 60 20 82 M0 -50 C-60 -6 -56 60 -20 82" '
            f'stroke="#d2649c" stroke-width="3" fill="none" opacity="0.8"/>'
            f'<ellipse cx="-30" cy="10" rx="8" ry="20" fill="{WHITE}" opacity="0.25"/>'
            f'<path d="M-10 86 L-16 98 M0 86 V100 M10 86 L16 98" stroke="#d9b38c" stroke-width="3" stroke-linecap="round"/>')


def ring_pic(t):
    tw = 0.6 + 0.4 * math.sin(t * 4)
    return (f'<ellipse cx="0" cy="22" rx="62" ry="52" fill="none" stroke="{GOLD_D}" stroke-width="18"/>'
            f'<ellipse cx="0" cy="18" rx="62" ry="52" fill="none" stroke="{GOLD}" stroke-width="16"/>'
            f'<path d="M-44 -14 A62 52 0 0 1 -14 -32" stroke="#ffe08a" stroke-width="5" fill="none" stroke-linecap="round"/>'
            f'<path d="M-22 -40 L22 -40 L14 -26 L-14 -26Z" fill="{GOLD_D}"/>'
            f'<path d="M-30 -62 L30 -62 L42 -50 L0 -20 L-42 -50Z" fill="{BLUE}"/>'
            f'<path d="M-30 -62 L-14 -50 L14 -50 L30 -62 M-42 -50 H42 M-14 -50 L0 -20 L14 -50" stroke="#9fd3ff" stroke-width="2.5" fill="none"/>'
            f'<path d="M-30 -62 L-42 -50 L-14 -50Z" fill="#9fd3ff" opacity="0.7"/>'
            + star(40, -78, 10, tw, t * 40, WHITE) + star(-52, -30, 7, 1.4 - tw, -t * 30, YELLOW))


def meal_pic(t):
    steam = ''
    for i in range(3):
        ph = (t * 0.5 + i / 3) % 1
        steam += (f'<path d="M{-20 + i * 16} {f(-22 - ph * 40)} q7 -8 0 -16 q-7 -8 0 -16" stroke="{GREY}" stroke-width="3.5" fill="none" '
                  f'stroke-linecap="round" opacity="{math.sin(math.pi * ph) * 0.7:.3f}"/>')
    return (shadow(0, 64, 94, 10, 0.12)
            + f'<path d="M-100 40 C-90 -30 60 -50 104 -10 C108 20 90 60 40 66 C-20 72 -96 70 -100 40Z" fill="#3aa65a"/>'
            f'<path d="M-94 42 C-40 20 40 8 100 -8" stroke="#8fd19e" stroke-width="4" fill="none"/>'
            + ''.join(f'<path d="M{x} {y} L{x + 14} {y - 26}" stroke="#8fd19e" stroke-width="2" opacity="0.8"/>' for x, y in
                      [(-70, 34), (-40, 26), (-10, 18), (20, 12), (50, 4)])
            + ''.join(f'<circle cx="{x}" cy="{y}" r="{r}" fill="{WHITE}"/>' for x, y, r in
                      [(-18, 24, 24), (6, 16, 22), (-4, 32, 22), (20, 30, 18), (-34, 36, 16)])
            + ''.join(f'<ellipse cx="{x}" cy="{y}" rx="3" ry="1.6" fill="#e8e2d0"/>' for x, y in
                      [(-20, 14), (-4, 8), (10, 20), (-26, 30), (4, 34), (18, 36), (-12, 40)])
            + f'<ellipse cx="20" cy="-14" rx="24" ry="9" fill="{GREY_D}"/><path d="M-4 -14 C-2 6 42 6 44 -14Z" fill="{GREY}"/>'
            f'<ellipse cx="20" cy="-14" rx="20" ry="6.5" fill="#f2b531"/>'
            f'<circle cx="56" cy="12" r="16" fill="{LGREEN}"/><circle cx="62" cy="6" r="6" fill="{GREEN}"/>'
            f'<circle cx="50" cy="40" r="12" fill="{ORANGE}"/><circle cx="-64" cy="40" r="8" fill="{RED}"/>'
            f'<circle cx="-60" cy="12" r="18" fill="#f3dfae"/><circle cx="-64" cy="8" r="2" fill="#c9a86a"/><circle cx="-54" cy="16" r="2" fill="#c9a86a"/>'
            + steam)


def akshara_segment(tau, ch, pic, colour, D, exit_at):
    enter = smooth(prog(tau, -0.3, 0.15))
    ex = smooth(prog(tau, exit_at, exit_at + 0.35))
    dx = 300 * (1 - enter) - 300 * ex
    g = [f'<circle cx="178" cy="160" r="122" fill="{WHITE}" opacity="0.75"/>']
    g.append(glyph_fit(ch, 'kn', 178, 160, 200, 176, colour, smooth(prog(tau, 0.05, 0.7)), smooth(prog(tau, 0.55, 0.85)),
                       colour, 6))
    g.append(f'<circle cx="470" cy="160" r="112" fill="{WHITE}"/>')
    g.append(grp(pic(tau), 470, 158, pop(tau, 0.55, 0.55) * 0.95))
    g.append(burst(470, 160, tau, 0.6, YELLOW, 90, 130, 10, 5))
    return grp(''.join(g), dx, 0, 1.0, 0, min(enter, 1 - ex))


def aksharagalu(t, dur):
    defs, b = page(t, seed=7)
    items = [('ಅ', amma_pic, PURPLE), ('ಆ', elephant_pic, BLUE), ('ಇ', mouse_pic, GREEN),
             ('ಈ', onion_pic, LPURPLE), ('ಉ', ring_pic, ORANGE), ('ಊ', meal_pic, GREEN)]
    D = 2.0
    end = 12.35
    for i, (ch, pic, col) in enumerate(items):
        s = 0.5 + i * D
        tau = t - s
        exit_at = D - 0.3 if i < 5 else end - s
        if -0.3 < tau < exit_at + 0.4:
            b.append(akshara_segment(tau, ch, pic, col, D, exit_at))
    # a strip of the vowels learned so far; at the end they grow into a row of cards
    to_row = smooth(prog(t, end, end + 0.7))
    for j, (ch, pic, col) in enumerate(items):
        sx = 320 + (j - 2.5) * 64
        on = pop(t, 0.5 + j * D + 0.7, 0.4)
        current = 1.0 if 0.5 + j * D <= t < 0.5 + (j + 1) * D else 0.0
        if to_row < 1:
            o = 1 - to_row
            b.append(f'<rect x="{f(sx - 26)}" y="302" width="52" height="46" rx="14" fill="{WHITE}" opacity="{0.55 * o:.3f}"/>')
            if on > 0:
                b.append(grp(glyph_fit(ch, 'kn', 0, 0, 38, 30, col), sx, 325, on * (1 + 0.15 * current), 0, o))
        cs = pop(t, end + 0.15 + j * 0.12, 0.5)
        if cs > 0:
            cx = 320 + (j - 2.5) * 102
            card = (f'<rect x="-47" y="-100" width="94" height="200" rx="20" fill="{PURPLE}" opacity="0.12" transform="translate(3,5)"/>'
                    f'<rect x="-47" y="-100" width="94" height="200" rx="20" fill="{WHITE}"/>'
                    + grp(pic(t), 0, -44, 0.36) + glyph_fit(ch, 'kn', 0, 48, 74, 62, col))
            b.append(grp(card, cx, 180 + 4 * math.sin(t * 1.6 + j), cs))
    b.append(fade(t))
    return svg(''.join(b), defs)


# ================================================================ helpers of the lessons below: sums, glyphs one by one
DORANGE = '#d9731f'  # numerals and vowels in orange: darker than ORANGE, so they read well on white
MANGO_DEFS = ('<radialGradient id="mango" cx="0.4" cy="0.35" r="0.75">'
              '<stop offset="0" stop-color="#ffe066"/><stop offset="0.55" stop-color="#ffb627"/>'
              f'<stop offset="1" stop-color="{ORANGE}"/></radialGradient>'
              f'<radialGradient id="blush"><stop offset="0" stop-color="{RED}" stop-opacity="0.4"/>'
              f'<stop offset="1" stop-color="{RED}" stop-opacity="0"/></radialGradient>')
LADDU_DEFS = ('<radialGradient id="laddu" cx="0.38" cy="0.34" r="0.72">'
              '<stop offset="0" stop-color="#ffe08a"/><stop offset="0.6" stop-color="#f7b538"/>'
              '<stop offset="1" stop-color="#d98a1c"/></radialGradient>')


def times_sign(cx, cy, size, colour, s=1.0):
    return grp(plus_sign(0, 0, size, colour), cx, cy, s, 45)


def divide_sign(cx, cy, size, colour, s=1.0):
    th = size * 0.24
    h = size / 2
    return grp(f'<rect x="{f(-h)}" y="{f(-th / 2)}" width="{f(size)}" height="{f(th)}" rx="{f(th / 2)}" fill="{colour}"/>'
               f'<circle cy="{f(-size * 0.4)}" r="{f(th * 0.72)}" fill="{colour}"/>'
               f'<circle cy="{f(size * 0.4)}" r="{f(th * 0.72)}" fill="{colour}"/>', cx, cy, s)


OPS = {'+': (plus_sign, 0.4), '=': (equals_sign, 0.42), '×': (times_sign, 0.48), '÷': (divide_sign, 0.46)}


def eq_layout(texts, cx, em):
    """Middles of the tokens of a sum like 4 + 4 + 4 = 12, centred on cx, and its whole width."""
    ws = [em * 0.56 if s in OPS else text_width(s, 'latin', em) for s in texts]
    gap = em * 0.2
    total = sum(ws) + gap * (len(ws) - 1)
    x = cx - total / 2
    mids = []
    for w in ws:
        mids.append(x + w / 2)
        x += w + gap
    return mids, total


def eq_token(s, x, cy, em, colour, sc=1.0):
    if s in OPS:
        fn, k = OPS[s]
        return fn(x, cy, em * k, colour, sc)
    return grp(glyph_text(s, 'latin', 0, em * 0.357, em, colour), x, cy, sc)


def eq_row(tokens, cx, cy, em, tau, pill_at=None, hide=()):
    """A sum on a white pill: tokens (text, colour, time it pops in); `hide`: indexes not drawn (flown away)."""
    mids, total = eq_layout([tk[0] for tk in tokens], cx, em)
    g = []
    if pill_at is not None:
        po = smooth(prog(tau, pill_at, pill_at + 0.35))
        if po > 0:
            w, h = total + em * 0.9, em * 1.25
            g.append(f'<rect x="{f(cx - w / 2)}" y="{f(cy - h / 2)}" width="{f(w)}" height="{f(h)}" rx="{f(h / 2)}" '
                     f'fill="{WHITE}" opacity="{po:.3f}"/>')
    for i, ((s, colour, at), x) in enumerate(zip(tokens, mids)):
        if i not in hide:
            g.append(eq_token(s, x, cy, em, colour, pop(tau, at, 0.45)))
    return ''.join(g)


def num_badge(cx, cy, label, colour, s, r=17, em=21):
    if s <= 0.001:
        return ''
    return grp(f'<circle r="{r}" fill="{colour}"/>' + glyph_text(label, 'latin', 0, em * 0.357, em, WHITE), cx, cy, s)


def char_svg(ch, x, baseline, em, fill, s=1.0, dy=0.0, opacity=1.0):
    """One Latin glyph whose pen starts at x on the baseline; s scales it about its own middle."""
    if ch == ' ' or s <= 0.001 or opacity <= 0.002:
        return ''
    k = em / 1000
    _, (x0, y0, x1, y1), _ = glyph(ch, 'latin')
    mx, my = x + k * (x0 + x1) / 2, baseline - k * (y0 + y1) / 2
    inner = (f'<g transform="translate({f(x - mx)},{f(baseline - my)}) scale({k:.4f},{-k:.4f})">'
             f'{glyph_paths(ch, "latin", fill)}</g>')
    return grp(inner, mx, my + dy, s, 0, opacity)


def text_chars(text, cx, em):
    """[(character, pen x, advance)] of a string centred on cx."""
    k = em / 1000
    adv = [glyph(ch, 'latin')[2] * k for ch in text]
    x = cx - sum(adv) / 2
    out = []
    for ch, a in zip(text, adv):
        out.append((ch, x, a))
        x += a
    return out


def glyph_mid(ch, x, baseline, em):
    """Where the middle of a glyph placed with char_svg is."""
    k = em / 1000
    _, (x0, y0, x1, y1), _ = glyph(ch, 'latin')
    return x + k * (x0 + x1) / 2, baseline - k * (y0 + y1) / 2


def glyph_centred(ch, cx, cy, em, fill, s=1.0):
    """A glyph at a fixed size (em px) with the middle of its outline on (cx, cy): marks like . and , stay small."""
    if s <= 0.001:
        return ''
    k = em / 1000
    _, (x0, y0, x1, y1), _ = glyph(ch, 'latin')
    return grp(f'<g transform="translate({f(-k * (x0 + x1) / 2)},{f(k * (y0 + y1) / 2)}) scale({k:.4f},{-k:.4f})">'
               f'{glyph_paths(ch, "latin", fill)}</g>', cx, cy, s)


def fly(p, a, b, arc=60):
    """A point flying from a to b along an arc (p from 0 to 1)."""
    e = smooth(p)
    return lerp(a[0], b[0], e), lerp(a[1], b[1], e) - arc * math.sin(math.pi * e)


def corner_stars(t, at, spots):
    return ''.join(star(x, y + 3 * math.sin(t * 1.6 + i), r, pop(t, at + i * 0.18, 0.5), 10 * math.sin(t + i))
                   for i, (x, y, r) in enumerate(spots))


# ================================================================ 9 and 10. equal groups: 3 × 4 = 12, 5 × 2 = 10; and sharing: 12 ÷ 3 = 4
LADDU_DOTS = [(-8, -6), (6, -10), (10, 4), (-3, 9), (-11, 5), (2, -1), (13, -4), (-4, -13), (8, 12)]


def laddu(cx, cy, r, s=1.0):
    if s <= 0.001:
        return ''
    dots = ''.join(f'<circle cx="{x}" cy="{y}" r="1.9" fill="#c7781a" opacity="0.75"/>' for x, y in LADDU_DOTS)
    return grp(f'<circle cx="2" cy="4" r="20" fill="{INK}" opacity="0.12"/><circle r="20" fill="url(#laddu)"/>{dots}'
               f'<ellipse cx="-7" cy="-9" rx="5.5" ry="3.5" fill="{WHITE}" opacity="0.6" transform="rotate(-35 -7 -9)"/>',
               cx, cy, s * r / 20)


def plate(cx, cy, r, s=1.0):
    """A steel plate seen from above."""
    if s <= 0.001:
        return ''
    return grp(f'<circle cx="3" cy="7" r="{r}" fill="{INK}" opacity="0.10"/>'
               f'<circle r="{r}" fill="#b3bcc7"/><circle r="{f(r * 0.82)}" fill="#e3e8ee"/>'
               f'<circle r="{f(r * 0.82)}" fill="none" stroke="#a0aab6" stroke-width="2"/>'
               f'<path d="M{f(-r * 0.62)} {f(-r * 0.48)} A{f(r * 0.9)} {f(r * 0.9)} 0 0 1 {f(r * 0.05)} {f(-r * 0.9)}" '
               f'stroke="{WHITE}" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.8"/>', cx, cy, s)


def group_layout(n, per):
    """Plate middles, plate radius, item radius and the items' places on a plate."""
    if n == 3:
        plates, pr, ir = [(130 + i * 190, 98) for i in range(3)], 64, 19
    else:
        plates, pr, ir = [(80 + i * 120, 98) for i in range(5)], 48, 17
    d = pr * (0.36 if per == 4 else 0.4)
    spots = [(-d, -d), (d, -d), (-d, d), (d, d)] if per == 4 else [(-d, 0), (d, 0)]
    return plates, pr, ir, spots


def group_times(n, per, D, d):
    """When each plate, each item and each running total comes, then = and the total, then the × row."""
    plates = [0.2 + i * D for i in range(n)]
    items = [[p + 0.3 + j * d for j in range(per)] for p in plates]
    badges = [it[-1] + 0.3 for it in items]
    eq = badges[-1] + 0.4
    total = eq + 0.3
    mul = total + 0.6
    tag_dt = 0.15 if n == 3 else 0.12
    row2 = mul + n * tag_dt + 0.1  # n, ×, per, =, total at row2 + 0, .25, .5, .8, 1.05
    return dict(plates=plates, items=items, badges=badges, eq=eq, total=total, mul=mul, tag_dt=tag_dt, row2=row2)


def item_svg(kind, x, y, r, s, t, i):
    if kind == 'laddu':
        return laddu(x, y, r, s)
    return mango(x, y, r, s, -20 + 8 * math.sin(t * 1.4 + i))


def groups_part(t, t0, n, per, kind, D, d, out_at=None, items_until=None):
    """n plates with per things each come one at a time, counted on (4, 8, 12); under them
    per + per + ... = total, then n × per = total."""
    tau = t - t0
    if tau < 0:
        return ''
    T = group_times(n, per, D, d)
    plates, pr, ir, spots = group_layout(n, per)
    total = n * per
    g = []
    gone = smooth(prog(t, items_until, items_until + 0.4)) if items_until else 0.0
    for i, (px, py) in enumerate(plates):
        ps = pop(tau, T['plates'][i], 0.45)
        g.append(plate(px, py, pr, ps))
        if not items_until or t < items_until:
            for j, (sx, sy) in enumerate(spots):
                at = T['items'][i][j]
                s = pop(tau, at, 0.35)
                if s <= 0:
                    continue
                drop = -34 * (1 - smooth(prog(tau, at, at + 0.25)))
                lift = 10 * hop(tau, T['row2'] + 0.5, 0.45) + 6 * hop(tau, T['badges'][i] - 0.05, 0.3)
                g.append(item_svg(kind, px + sx, py + sy + drop - lift, ir, s, t, i * per + j))
        # running total under the plate: 4, 8, 12
        bs = pop(tau, T['badges'][i], 0.4) * (1 - gone)
        g.append(num_badge(px, py + pr + 20, str(per * (i + 1)), GREEN, bs, 17 if n == 3 else 15, 21 if n == 3 else 19))
        g.append(ring(px, py, t - t0, T['badges'][i], YELLOW, pr * 0.8, pr * 1.3, 4))
        # group numbers 1, 2, 3 on the plates when the × row comes
        ts_ = pop(tau, T['mul'] + i * T['tag_dt'], 0.4) * (1 - gone)
        g.append(num_badge(px - pr * 0.78, py - pr * 0.78, str(i + 1), PURPLE, ts_, 14, 17))
    # row 1: 4 + 4 + 4 = 12
    row1 = []
    for i in range(n):
        if i:
            row1.append(('+', INK, T['badges'][i] - 0.1))
        row1.append((str(per), DORANGE, T['badges'][i]))
    row1 += [('=', INK, T['eq']), (str(total), GREEN, T['total'])]
    em1 = 48 if n == 3 else 42
    g.append(eq_row(row1, 320, 242, em1, tau, pill_at=T['plates'][0]))
    mids, _ = eq_layout([tk[0] for tk in row1], 320, em1)
    g.append(burst(mids[-1], 242, tau, T['total'], YELLOW, 24, 50, 8, 4))
    # row 2: 3 × 4 = 12
    r2 = T['row2']
    row2 = [(str(n), PURPLE, r2), ('×', INK, r2 + 0.25), (str(per), DORANGE, r2 + 0.5), ('=', INK, r2 + 0.8),
            (str(total), GREEN, r2 + 1.05)]
    g.append(eq_row(row2, 320, 312, 58, tau, pill_at=r2 - 0.3))
    mids2, _ = eq_layout([tk[0] for tk in row2], 320, 58)
    g.append(burst(mids2[-1], 312, tau, r2 + 1.05, YELLOW, 34, 70, 10, 5))
    g.append(corner_stars(tau, r2 + 1.25, [(150, 300, 15), (490, 300, 17), (510, 340, 11)]))
    out = smooth(prog(t, out_at, out_at + 0.4)) if out_at else 0.0
    return grp(''.join(g), 0, -24 * out, 1.0, 0, 1 - out)


def equal_groups(t, dur):
    defs, b = page(t, seed=9, extra_defs=LADDU_DEFS + MANGO_DEFS)
    b.append(groups_part(t, 0.3, 3, 4, 'laddu', 1.35, 0.15, out_at=8.05))
    b.append(groups_part(t, 8.45, 5, 2, 'mango', 0.55, 0.15))
    b.append(fade(t))
    return svg(''.join(b), defs)


# sharing: the twelve laddus go into a bowl, then are dealt to the three plates, one each in turn
BOWL = (112, 292)
DEAL_DT = 0.2
PILE = ([(-64 + 32 * i, -14) for i in range(5)] + [(-48 + 32 * i, -40) for i in range(4)]
        + [(-32 + 32 * i, -64) for i in range(3)])


def bowl_back(cx, cy, s):
    return grp(f'<ellipse cx="0" cy="-8" rx="92" ry="20" fill="#8f99a6"/><ellipse cx="0" cy="-8" rx="84" ry="15" fill="#6f7986"/>',
               cx, cy, s)


def bowl_front(cx, cy, s):
    return grp(f'<path d="M-92 -8 C-86 40 -46 58 0 58 C46 58 86 40 92 -8 C70 6 -70 6 -92 -8Z" fill="#b3bcc7"/>'
               f'<path d="M-70 14 C-50 36 -20 42 10 42" stroke="{WHITE}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.6"/>'
               f'<ellipse cx="0" cy="62" rx="40" ry="7" fill="{INK}" opacity="0.12"/>', cx, cy, s)


def sharing_times():
    T = group_times(3, 4, 1.35, 0.15)
    t0 = 0.3
    gather = t0 + T['row2'] + 1.05 + 0.9   # after 3 × 4 = 12 has been seen
    deal = gather + 1.3
    return t0, gather, deal


def groups_and_sharing(t, dur):
    defs, b = page(t, seed=10, extra_defs=LADDU_DEFS)
    t0, gather, deal = sharing_times()
    plates, pr, ir, spots = group_layout(3, 4)
    # multiplication first; its rows leave, the plates stay
    first = groups_part(t, t0, 3, 4, 'laddu', 1.35, 0.15, items_until=gather)
    if t < gather:
        b.append(first)
    else:
        # plates only (without the rows, which fade out)
        rows_out = smooth(prog(t, gather, gather + 0.3))
        if rows_out < 1:
            b.append(grp(first, 0, 0, 1, 0, 1 - rows_out))
        for px, py in plates:
            b.append(plate(px, py, pr))
    bs = smooth(prog(t, gather + 0.05, gather + 0.35))
    if bs > 0:
        b.append(bowl_back(*BOWL, bs))
    dealt = []   # laddus on their way to or sitting on the plates again
    for k in range(12):
        i0, j0 = divmod(k, 4)
        start = (plates[i0][0] + spots[j0][0], plates[i0][1] + spots[j0][1])
        pile = (BOWL[0] + PILE[k][0], BOWL[1] + PILE[k][1])
        g_at = gather + 0.1 + k * 0.06
        m = 11 - k                      # dealt from the top of the pile: plate m % 3, place m // 3
        d_at = deal + m * DEAL_DT
        i1, j1 = m % 3, m // 3
        end = (plates[i1][0] + spots[j1][0], plates[i1][1] + spots[j1][1])
        if t < g_at:
            continue  # still drawn by the multiplication part
        if t < d_at:
            x, y = fly(prog(t, g_at, g_at + 0.5), start, pile, 50)
            b.append(laddu(x, y, lerp(ir, 16, smooth(prog(t, g_at, g_at + 0.5)))))
        else:
            x, y = fly(prog(t, d_at, d_at + 0.35), pile, end, 40)
            lift = 10 * hop(t, deal + 12 * DEAL_DT + 0.2 + 0.25 * i1, 0.4)
            dealt.append(laddu(x, y - lift, lerp(16, ir, smooth(prog(t, d_at, d_at + 0.35)))))
    if bs > 0:
        b.append(bowl_front(*BOWL, bs))
    b += dealt
    # 12 on the full bowl, then 4 under each plate, then 12 ÷ 3 = 4
    b.append(num_badge(BOWL[0] + 104, BOWL[1] - 52, '12', GREEN,
                       pop(t, gather + 0.9, 0.4) * (1 - smooth(prog(t, deal, deal + 0.3))), 20, 22))
    done = deal + 12 * DEAL_DT + 0.2
    for i, (px, py) in enumerate(plates):
        b.append(num_badge(px, py + pr + 20, '4', DORANGE, pop(t, done + 0.25 * i, 0.4)))
        b.append(ring(px, py, t, done + 0.25 * i, YELLOW, pr * 0.8, pr * 1.3, 4))
        b.append(num_badge(px - pr * 0.78, py - pr * 0.78, str(i + 1), PURPLE, pop(t, done + 0.9 + 0.12 * i, 0.4), 14, 17))
    r = done + 1.0
    row = [('12', GREEN, r), ('÷', INK, r + 0.25), ('3', PURPLE, r + 0.5), ('=', INK, r + 0.8), ('4', DORANGE, r + 1.05)]
    b.append(eq_row(row, 420, 300, 58, t, pill_at=done + 0.6))
    mids, _ = eq_layout([tk[0] for tk in row], 420, 58)
    b.append(burst(mids[-1], 300, t, r + 1.05, YELLOW, 34, 70, 10, 5))
    b.append(corner_stars(t, r + 1.25, [(272, 256, 14), (580, 262, 16), (590, 336, 11)]))
    b.append(fade(t))
    return svg(''.join(b), defs)


# ================================================================ 11. perimeter and area: a 4 by 3 rectangle
PA_U, PA_X0, PA_Y0 = 50, 220, 58
PA_SIDES = [4, 3, 4, 3]
PA_UNIT, PA_PAUSE, PA_WALK = 0.27, 0.25, 1.75


def pa_side_times():
    out, s = [], PA_WALK
    for n in PA_SIDES:
        out.append((s, s + n * PA_UNIT))
        s += n * PA_UNIT + PA_PAUSE
    return out


def pa_point(u):
    """Point u units along the edge, clockwise from the top-left corner, and the heading in degrees."""
    X0, Y0, U = PA_X0, PA_Y0, PA_U
    if u <= 4:
        return X0 + u * U, Y0, 0
    if u <= 7:
        return X0 + 4 * U, Y0 + (u - 4) * U, 90
    if u <= 11:
        return X0 + (11 - u) * U, Y0 + 3 * U, 180
    return X0, Y0 + (14 - u) * U, 270


def pa_time_at(k):
    """When the ladybird passes the k-th unit mark of the edge."""
    for (a, b), n, first in zip(pa_side_times(), PA_SIDES, (0, 4, 7, 11)):
        if first <= k <= first + n:
            return a + (k - first) * PA_UNIT
    return 0.0


def pa_walked(t):
    """How many units of the edge the ladybird has walked at time t."""
    u = 0.0
    for (a, b), n in zip(pa_side_times(), PA_SIDES):
        u += n * prog(t, a, b)
    return u


def ladybird(t, walking):
    legs = ''.join(f'<path d="M{x} {s * 10} l{f(3 * math.sin(t * 22 + x) * walking)} {s * 7}" stroke="{INK}" stroke-width="2.5" '
                   f'stroke-linecap="round"/>' for x in (-8, 0, 8) for s in (-1, 1))
    return (legs + f'<ellipse rx="15" ry="13" fill="{RED}"/><path d="M-15 0 H12" stroke="{INK}" stroke-width="2"/>'
            f'<circle cx="-6" cy="-6" r="3" fill="{INK}"/><circle cx="5" cy="-6" r="2.6" fill="{INK}"/>'
            f'<circle cx="-6" cy="6" r="3" fill="{INK}"/><circle cx="5" cy="6" r="2.6" fill="{INK}"/>'
            f'<ellipse cx="-4" cy="-7" rx="5" ry="2.5" fill="{WHITE}" opacity="0.35"/>'
            f'<circle cx="15" cy="0" r="7.5" fill="{INK}"/><circle cx="18" cy="-3" r="1.8" fill="{WHITE}"/>'
            f'<circle cx="18" cy="3" r="1.8" fill="{WHITE}"/>')


def outline_icon(colour):
    return f'<rect x="-30" y="-22" width="60" height="44" rx="3" fill="none" stroke="{colour}" stroke-width="6"/>'


def grid_icon(colour):
    return ''.join(f'<rect x="{-30 + c * 15 + 1}" y="{-22 + r * 15 - 0.5}" width="13" height="13" rx="2" fill="{colour}"/>'
                   for r in range(3) for c in range(4))


def perimeter_area(t, dur):
    defs, b = page(t, seed=11)
    X0, Y0, U = PA_X0, PA_Y0, PA_U
    X1, Y1 = X0 + 4 * U, Y0 + 3 * U
    sides = pa_side_times()
    walk_end = sides[-1][1]
    # the white board with a dotted grid
    b.append(f'<rect x="164" y="8" width="312" height="242" rx="24" fill="{PURPLE}" opacity="0.10" transform="translate(4,6)"/>')
    b.append(f'<rect x="164" y="8" width="312" height="242" rx="24" fill="{WHITE}"/>')
    gp = smooth(prog(t, 0.3, 0.9))
    b.append(''.join(f'<circle cx="{X0 + c * U}" cy="{Y0 + r * U}" r="2.6" fill="{LPURPLE}" opacity="{0.45 * gp:.3f}"/>'
                     for r in range(-1, 5) for c in range(-1, 6) if 170 < X0 + c * U < 470 and 14 < Y0 + r * U < 246))
    # area: unit squares fill it row by row, numbered 1 to 12
    sq0, sq_dt = 8.1, 0.19
    for idx in range(12):
        r, c = divmod(idx, 4)
        at = sq0 + idx * sq_dt
        s = pop(t, at, 0.35)
        if s <= 0:
            continue
        glow = 0.12 * hop(t, 13.95, 0.6)
        lift = 6 * hop(t, 10.9, 0.35) * (r == 0) + 6 * hop(t, 11.4 + 0.15 * r, 0.35)
        sq = (f'<rect x="-22" y="-22" width="44" height="44" rx="6" fill="{BLUE}" opacity="{0.85 + glow:.3f}"/>'
              + glyph_text(str(idx + 1), 'latin', 0, 18 * 0.357, 18, WHITE))
        b.append(grp(sq, X0 + c * U + U / 2, Y0 + r * U + U / 2 - lift, s * (1 + 0.08 * hop(t, 13.95, 0.6))))
    # the edge: thin at first, orange where the ladybird has walked
    b.append(drawn(f'M{X0} {Y0} H{X1} V{Y1} H{X0}Z', 700, smooth(prog(t, 0.5, 1.5)), LPURPLE, 4))
    u = pa_walked(t)
    if u > 0:
        pts = [(X0, Y0)]
        for corner in (4, 7, 11):
            if u > corner:
                pts.append(pa_point(corner)[:2])
        pts.append(pa_point(u)[:2])
        glow = 1 + 0.5 * hop(t, 13.2, 0.6)
        b.append(f'<path d="M{" L".join(f"{f(x)} {f(y)}" for x, y in pts)}" stroke="{ORANGE}" stroke-width="{f(9 * glow)}" '
                 f'fill="none" stroke-linecap="round" stroke-linejoin="round"/>')
    # unit ticks along the edge, lit as they are passed
    for k in range(14):
        if k in (0, 4, 7, 11):
            continue
        x, y, a = pa_point(k)
        lit = u >= k
        col = DORANGE if lit else LPURPLE
        b.append(grp(f'<rect x="-2" y="-8" width="4" height="16" rx="2" fill="{col}"/>', x, y, 1 + 0.4 * hop(t, pa_time_at(k), 0.3),
                     a, smooth(prog(t, 1.2, 1.6)) * (1 - smooth(prog(t, 8.0, 8.6)))))
    # the side lengths, each when its side is done
    for k, ((a, e), n) in enumerate(zip(sides, PA_SIDES)):
        x, y = [(320, 37), (449, 133), (320, 229), (191, 133)][k]
        b.append(grp(glyph_text(str(n), 'latin', 0, 30 * 0.357, 30, DORANGE), x, y, pop(t, e, 0.45)))
    # the ladybird
    ls = pop(t, 1.2, 0.45) * (1 - smooth(prog(t, 7.3, 7.7)))
    if ls > 0:
        x, y, a = pa_point(min(u, 14))
        if u >= 14:
            a = lerp(270, 360, smooth(prog(t, walk_end, walk_end + 0.25)))
        walking = 1.0 if 0 < u < 14 and any(s0 < t < s1 for s0, s1 in sides) else 0.0
        # turn smoothly at the corners
        for k, (s0, s1) in enumerate(sides):
            if k and s0 - PA_PAUSE <= t < s0:
                a = lerp(90 * (k - 1), 90 * k, smooth(prog(t, s0 - PA_PAUSE, s0)))
        jump = 10 * hop(t, walk_end + 0.55, 0.4)
        b.append(grp(ladybird(t, walking), x, y - jump, ls, a))
    # perimeter: 4 + 3 + 4 + 3 = 14 on a pill, then 14 goes to the card on the left
    row = []
    for k, ((a, e), n) in enumerate(zip(sides, PA_SIDES)):
        if k:
            row.append(('+', INK, e - 0.05))
        row.append((str(n), DORANGE, e))
    eq_t = walk_end + 0.25
    row += [('=', INK, eq_t), ('14', PURPLE, eq_t + 0.3)]
    fly1 = 7.35
    p_out = smooth(prog(t, fly1 + 0.2, fly1 + 0.6))
    if p_out < 1:
        b.append(grp(eq_row(row, 320, 300, 52, t, pill_at=1.6, hide=(len(row) - 1,) if t >= fly1 else ()), 0, 0, 1, 0, 1 - p_out))
    mids, _ = eq_layout([tk[0] for tk in row], 320, 52)
    b.append(burst(mids[-1], 300, t, eq_t + 0.3, YELLOW, 30, 60, 10, 5))
    # area: 4 × 3 = 12 on the pill, then 12 goes to the card on the right
    a0 = 10.45
    row2 = [('4', BLUE, a0 + 0.45), ('×', INK, a0 + 0.7), ('3', BLUE, a0 + 0.95), ('=', INK, a0 + 1.25), ('12', PURPLE, a0 + 1.5)]
    fly2 = 12.4
    b.append(eq_row(row2, 320, 300, 56, t, pill_at=a0))
    mids2, _ = eq_layout([tk[0] for tk in row2], 320, 56)
    b.append(burst(mids2[-1], 300, t, a0 + 1.5, YELLOW, 30, 60, 10, 5))
    # the two cards: perimeter (the edge) on the left, area (the squares) on the right
    for (cx, icon, label, at, fa, src, col, pulse) in [
            (86, outline_icon(ORANGE), '14', 7.1, fly1, (mids[-1], 300, 52), DORANGE, 13.2),
            (554, grid_icon(BLUE), '12', 12.15, fly2, (mids2[-1], 300, 56), BLUE, 13.95)]:
        cs = pop(t, at, 0.5) * (1 + 0.08 * hop(t, pulse, 0.6))
        if cs > 0:
            card = (f'<rect x="-62" y="-80" width="124" height="160" rx="22" fill="{PURPLE}" opacity="0.12" transform="translate(3,5)"/>'
                    f'<rect x="-62" y="-80" width="124" height="160" rx="22" fill="{WHITE}"/>' + grp(icon, 0, -38))
            b.append(grp(card, cx, 130, cs))
        p = prog(t, fa, fa + 0.6)
        if p > 0:
            x, y = fly(p, src[:2], (cx, 164), 70)
            em = lerp(src[2], 54, smooth(p))
            b.append(grp(glyph_text(label, 'latin', 0, em * 0.357, em, PURPLE if p < 1 else col), x, y,
                         1 + 0.08 * hop(t, pulse, 0.6)))
            b.append(burst(cx, 164, t, fa + 0.6, YELLOW, 30, 60, 8, 4))
    b.append(corner_stars(t, 14.2, [(150, 26, 14), (494, 30, 17), (620, 240, 12), (22, 240, 12)]))
    b.append(fade(t))
    return svg(''.join(b), defs)


# ================================================================ 12. vowels: a e i o u out of the alphabet, then in words
VOWELS = 'aeiou'
V_PICK = {ch: 1.9 + k * 0.5 for k, ch in enumerate(VOWELS)}
V_SLOT = {ch: (320 + (k - 2) * 84, 58) for k, ch in enumerate(VOWELS)}
V_CONS, V_LEAVE = 4.75, 5.85


def sun_pic(t, face=True):
    rays = ''.join(f'<rect x="-5" y="-58" width="10" height="20" rx="5" fill="{YELLOW}" transform="rotate({f(i * 30 + t * 20)})"/>'
                   for i in range(12))
    out = rays + f'<circle r="36" fill="{YELLOW}"/><circle cx="-10" cy="-12" r="10" fill="#ffe08a"/>'
    if face:
        out += (f'<circle cx="-12" cy="-4" r="4" fill="{INK}"/><circle cx="12" cy="-4" r="4" fill="{INK}"/>'
                f'<path d="M-12 10 Q0 21 12 10" stroke="{INK}" stroke-width="3.5" fill="none" stroke-linecap="round"/>'
                f'<circle cx="-22" cy="8" r="5" fill="{ORANGE}" opacity="0.6"/><circle cx="22" cy="8" r="5" fill="{ORANGE}" opacity="0.6"/>')
    return out


def pen_pic(t):
    return grp(f'<rect x="-52" y="-10" width="84" height="20" rx="6" fill="{BLUE}"/>'
               f'<path d="M31 -10 L56 0 L31 10Z" fill="#f3dfae"/><path d="M49 -3 L57 0 L49 3Z" fill="{INK}"/>'
               f'<rect x="-58" y="-12" width="36" height="24" rx="7" fill="#1f6bd1"/>'
               f'<rect x="-50" y="-19" width="30" height="7" rx="3" fill="#1f6bd1"/>'
               f'<rect x="-46" y="-6" width="70" height="4" rx="2" fill="{WHITE}" opacity="0.35"/>', 0, 0, 1.1,
               -35 + 4 * math.sin(t * 2))


def fish_pic(t):
    return grp(fish(8 * math.sin(t * 5)), -8, 0, 0.92, 0, 1, -0.92)


def pot_pic(t):
    return grp(pot(0), 0, -4, 0.62)


def cat_small(t):
    return grp(cat_pic(t), 0, -2, 0.5)


V_WORDS = [('cat', cat_small), ('pen', pen_pic), ('fish', fish_pic), ('pot', pot_pic), ('sun', sun_pic)]
V_CARD0, V_CARD_DT = 6.35, 1.2


def v_turn(word):
    """When the vowel of a word turns orange: once all its letters are there."""
    k = [w for w, _ in V_WORDS].index(word)
    return V_CARD0 + k * V_CARD_DT + 0.35 + len(word) * 0.13 + 0.15


def vowels(t, dur):
    defs, b = page(t, seed=12)
    em, cell = 40, 46
    leave = smooth(prog(t, V_LEAVE, V_LEAVE + 0.5))
    # the alphabet on tiles, two rows
    if leave < 1:
        g = []
        for idx, ch in enumerate('abcdefghijklmnopqrstuvwxyz'):
            row, col = divmod(idx, 13)
            x, y = 320 + (col - 6) * cell, 168 + row * 74
            s = pop(t, 0.45 + idx * 0.045, 0.4)
            if s <= 0:
                continue
            if ch in VOWELS:
                at = V_PICK[ch]
                on = smooth(prog(t, at, at + 0.25))
                lift = 16 * hop(t, at, 0.5)
                tile = (f'<rect x="-20" y="-27" width="40" height="54" rx="9" fill="{WHITE}"/>'
                        f'<rect x="-20" y="-27" width="40" height="54" rx="9" fill="#ffe7a8" opacity="{on:.3f}"/>'
                        f'<rect x="-20" y="-27" width="40" height="54" rx="9" fill="none" stroke="{DORANGE}" stroke-width="3" '
                        f'opacity="{on:.3f}"/>')
                adv = glyph(ch, 'latin')[2] * em / 1000
                letter = char_svg(ch, -adv / 2, 11, em, INK, opacity=1 - on) + char_svg(ch, -adv / 2, 11, em, DORANGE, opacity=on)
                g.append(grp(tile + letter, x, y - lift, s))
                g.append(ring(x, y, t, at + 0.05, YELLOW, 20, 44, 5))
            else:
                on = smooth(prog(t, V_CONS + idx * 0.025, V_CONS + idx * 0.025 + 0.3))
                tile = (f'<rect x="-20" y="-27" width="40" height="54" rx="9" fill="{WHITE}"/>'
                        f'<rect x="-20" y="-27" width="40" height="54" rx="9" fill="none" stroke="{BLUE}" stroke-width="2" '
                        f'opacity="{0.6 * on:.3f}"/>')
                adv = glyph(ch, 'latin')[2] * em / 1000
                letter = char_svg(ch, -adv / 2, 11, em, INK, opacity=1 - on) + char_svg(ch, -adv / 2, 11, em, BLUE, opacity=on)
                g.append(grp(tile + letter, x, y - 4 * hop(t, V_CONS + idx * 0.025, 0.35), s))
        b.append(grp(''.join(g), 0, 60 * leave, 1, 0, 1 - leave))
    # the five vowels gather at the top
    for k, ch in enumerate(VOWELS):
        sx, sy = V_SLOT[ch]
        slot_on = smooth(prog(t, 0.5, 1.0))
        b.append(f'<circle cx="{sx}" cy="{sy}" r="34" fill="{WHITE}" opacity="{0.55 * slot_on:.3f}"/>')
        at = V_PICK[ch] + 0.25
        p = prog(t, at, at + 0.55)
        if p <= 0:
            continue
        idx = 'abcdefghijklmnopqrstuvwxyz'.index(ch)
        row, col = divmod(idx, 13)
        x, y = fly(p, (320 + (col - 6) * cell, 168 + row * 74), (sx, sy), 40)
        size = lerp(em, 58, smooth(p))
        # pulses: when its word shows it, and in the wave at the end
        word = next(w for w, _ in V_WORDS if ch in w)
        pulse = hop(t, v_turn(word), 0.45) + hop(t, 12.75 + k * 0.28, 0.4)
        if p >= 1:
            b.append(f'<circle cx="{sx}" cy="{sy}" r="34" fill="{WHITE}"/>')
            b.append(f'<circle cx="{sx}" cy="{sy}" r="{f(34 + 6 * pulse)}" fill="{YELLOW}" opacity="{0.45 * pulse:.3f}"/>')
        adv = glyph(ch, 'latin')[2] * size / 1000
        b.append(char_svg(ch, x - adv / 2, y + size * 0.27, size, DORANGE, 1 + 0.2 * pulse))
    # words on cards: consonants blue, the vowel turns orange
    for k, (word, pic) in enumerate(V_WORDS):
        c0 = V_CARD0 + k * V_CARD_DT
        cs = pop(t, c0, 0.5)
        if cs <= 0:
            continue
        cx = 320 + (k - 2) * 122
        g = [f'<rect x="-56" y="-100" width="112" height="200" rx="20" fill="{PURPLE}" opacity="0.12" transform="translate(3,5)"/>',
             f'<rect x="-56" y="-100" width="112" height="200" rx="20" fill="{WHITE}"/>',
             grp(pic(t), 0, -38, pop(t, c0 + 0.15, 0.5) * 0.8)]
        wem = 40
        letters = []   # drawn after every highlight, so no highlight covers a letter
        for m, (ch, x, a) in enumerate(text_chars(word, 0, wem)):
            s = pop(t, c0 + 0.35 + m * 0.13, 0.35)
            if ch in VOWELS:
                turn = v_turn(word)
                on = smooth(prog(t, turn, turn + 0.25))
                v = VOWELS.index(ch)
                dy = -10 * hop(t, turn, 0.45) - 10 * hop(t, 12.75 + v * 0.28, 0.4)
                g.append(f'<circle cx="{f(x + a / 2)}" cy="{f(60 + dy)}" r="{f(20 * on)}" fill="#ffe7a8"/>')
                letters.append(char_svg(ch, x, 72, wem, BLUE, s, dy, 1 - on) + char_svg(ch, x, 72, wem, DORANGE, s, dy, on))
                g.append(ring(x + a / 2, 60, t, turn, YELLOW, 16, 40, 4))
            else:
                letters.append(char_svg(ch, x, 72, wem, BLUE, s))
        b.append(grp(''.join(g + letters), cx, 214, cs))
    b.append(corner_stars(t, 13.6, [(96, 40, 14), (548, 36, 17), (606, 96, 11), (36, 96, 11)]))
    b.append(fade(t))
    return svg(''.join(b), defs)


# ================================================================ 13. punctuation: a capital letter and four marks, each in a short sentence
P_COL = {'T': PURPLE, '.': GREEN, '?': BLUE, '!': RED, ',': DORANGE}
P_EM = {'T': 74, '.': 104, '?': 74, '!': 74, ',': 104}   # size in the slots: a full stop or comma must be seen
P_SLOTS = ['T', '.', '?', '!', ',']
P_BASE = 26   # the slots' baseline, below their middle


def bag_pic(t):
    mx, my = 38 + 14 * math.sin(t * 2.2), -20 + 10 * math.cos(t * 2.9)
    return (f'<path d="M-26 -40 C-26 -64 26 -64 26 -40" stroke="#1f6bd1" stroke-width="8" fill="none"/>'
            f'<rect x="-44" y="-42" width="88" height="92" rx="18" fill="{BLUE}"/>'
            f'<path d="M-44 -20 C-44 -44 44 -44 44 -20 V6 H-44Z" fill="#1f6bd1"/>'
            f'<rect x="-8" y="-2" width="16" height="14" rx="4" fill="{YELLOW}"/>'
            f'<rect x="-30" y="22" width="60" height="22" rx="6" fill="#5a9cf2"/>'
            + grp(f'<circle r="20" fill="{WHITE}" opacity="0.45"/><circle r="20" fill="none" stroke="{INK}" stroke-width="6"/>'
                  f'<rect x="14" y="-4" width="30" height="9" rx="4" fill="{BROWN}" transform="rotate(45)"/>', mx, my))


def kite_pic(t):
    sway = 8 * math.sin(t * 1.8)
    tail = ' '.join(f'Q{f(14 * math.sin(t * 3 + i) - 4)} {f(56 + i * 18)} {f(8 * math.sin(t * 3 + i + 1))} {f(64 + i * 18)}'
                    for i in range(3))
    bows = ''.join(f'<path d="M{f(8 * math.sin(t * 3 + i + 1) - 8)} {f(58 + i * 18)} l16 8 l0 -16Z" fill="{[YELLOW, GREEN, BLUE][i]}"/>'
                   for i in range(3))
    return grp(f'<path d="M0 48 {tail}" stroke="{INK}" stroke-width="2.5" fill="none"/>' + bows
               + f'<path d="M0 -56 L40 -6 L0 48 L-40 -6Z" fill="{RED}"/><path d="M0 -56 L40 -6 L0 -6Z" fill="{YELLOW}"/>'
               f'<path d="M-40 -6 L0 48 L0 -6Z" fill="{ORANGE}"/>'
               f'<path d="M0 -56 V48 M-40 -6 H40" stroke="{DBROWN}" stroke-width="3"/>'
               f'<path d="M-2 46 Q-60 60 -110 90" stroke="{INK}" stroke-width="1.5" fill="none" opacity="0.6"/>',
               0, -6, 0.92, sway)


def food_pic(t):
    steam = ''
    for i in range(2):
        ph = (t * 0.5 + i / 2) % 1
        steam += (f'<path d="M{-58 + i * 30} {f(-18 - ph * 34)} q6 -7 0 -14 q-6 -7 0 -14" stroke="{GREY}" stroke-width="3" '
                  f'fill="none" stroke-linecap="round" opacity="{math.sin(math.pi * ph) * 0.7:.3f}"/>')
    return (steam + f'<path d="M-110 24 C-100 -24 80 -34 116 -6 C120 20 100 46 50 50 C-20 56 -104 52 -110 24Z" fill="#3aa65a"/>'
            f'<path d="M-104 26 C-40 8 40 0 112 -6" stroke="#8fd19e" stroke-width="4" fill="none"/>'
            # idli
            f'<ellipse cx="-60" cy="10" rx="24" ry="14" fill="{WHITE}"/><ellipse cx="-60" cy="4" rx="20" ry="8" fill="#f6f3ea"/>'
            f'<ellipse cx="-30" cy="22" rx="24" ry="14" fill="{WHITE}"/><ellipse cx="-30" cy="16" rx="20" ry="8" fill="#f6f3ea"/>'
            # dosa, rolled
            f'<path d="M-6 -4 L88 -26 L96 -6 L2 22Z" fill="#e0a04a"/><path d="M88 -26 L96 -6" stroke="#b8732a" stroke-width="6" stroke-linecap="round"/>'
            f'<path d="M8 4 L84 -14" stroke="#f2c27a" stroke-width="4" stroke-linecap="round"/>'
            # vada
            f'<circle cx="58" cy="22" r="20" fill="#b8732a"/><circle cx="58" cy="22" r="6" fill="#3aa65a"/>'
            f'<circle cx="50" cy="14" r="3" fill="#d9964a"/><circle cx="68" cy="28" r="2.5" fill="#d9964a"/>')


def hot_sun_pic(t):
    glow = 1 + 0.06 * math.sin(t * 4)
    return (f'<circle r="{f(62 * glow)}" fill="{ORANGE}" opacity="0.25"/><circle r="{f(48 * glow)}" fill="{ORANGE}" opacity="0.3"/>'
            + sun_pic(t))


# (sentence, where each mark of it pops in: {index: time after the start}, picture); capitals are purple from the start,
# except the first sentence, whose small t becomes a capital T
P_SENTENCES = [
    ('The sun is hot.', {0: 1.35, 14: 2.45}, hot_sun_pic),
    ('Where is my bag?', {15: 1.0}, bag_pic),
    ('What a big kite!', {15: 1.0}, kite_pic),
    ('I ate idli, dosa and vada.', {10: 1.15}, food_pic),
]
P_STARTS = [0.5, 4.55, 7.15, 9.75]
P_ENDS = [4.25, 6.85, 9.45, 12.35]
P_SUMMARY = 12.6


def p_colour(text, i):
    ch = text[i]
    if i == 0:
        return PURPLE
    return P_COL.get(ch, INK) if ch in '.?!,' else INK


def p_sentence(text, marks, cx, baseline, em, tau, morph=None):
    """A sentence drawn glyph by glyph; a mark is hidden until its time (a blinking caret waits for it)."""
    chars = text_chars(text, cx, em)
    out = []
    shift = 0.0
    if morph is not None:
        # 'the' -> 'The': the t is narrower than T, so the rest slides along as it changes
        d = (glyph('T', 'latin')[2] - glyph('t', 'latin')[2]) * em / 1000
        shift = -d * (1 - smooth(prog(tau, morph, morph + 0.35)))
    for i, (ch, x, a) in enumerate(chars):
        col = p_colour(text, i)
        xi = x + (shift if i else 0)
        if i == 0 and morph is not None:
            m = smooth(prog(tau, morph, morph + 0.35))
            out.append(char_svg('t', xi, baseline, em, INK, 1 - m))
            out.append(char_svg('T', xi, baseline, em, PURPLE, back(prog(tau, morph + 0.1, morph + 0.5))))
            mx, my = glyph_mid('T', xi, baseline, em)
            out.append(f'<circle cx="{f(mx)}" cy="{f(my)}" r="{f(em * 0.55)}" fill="none" stroke="{PURPLE}" stroke-width="4" '
                       f'opacity="{0.8 * hop(tau, morph - 0.5, 1.1):.3f}"/>')
            out.append(burst(mx, my, tau, morph + 0.25, YELLOW, em * 0.4, em * 0.9, 8, 4))
            continue
        if i in marks:
            at = marks[i]
            if tau < at:
                blink = 1.0 if (tau % 0.5) < 0.3 else 0.0
                if tau > 0.35:
                    out.append(f'<rect x="{f(xi + 4)}" y="{f(baseline - em * 0.72)}" width="5" height="{f(em * 0.78)}" rx="2.5" '
                               f'fill="{LPURPLE}" opacity="{blink:.3f}"/>')
                continue
            mx, my = glyph_mid(ch, xi, baseline, em)
            out.append(f'<circle cx="{f(mx)}" cy="{f(my)}" r="{f(em * 0.42)}" fill="{col}" opacity="{0.18 * smooth(prog(tau, at, at + 0.3)):.3f}"/>')
            out.append(char_svg(ch, xi, baseline, em, col, back(prog(tau, at, at + 0.5)) * (1 + 0.25 * hop(tau, at + 0.5, 0.4))))
            out.append(ring(mx, my, tau, at + 0.1, col, 8, em * 0.7, 4))
            continue
        out.append(char_svg(ch, xi, baseline, em, col))
    return ''.join(out)


def p_mark_of(text, i):
    return 'T' if i == 0 else text[i]


def punctuation(t, dur):
    defs, b = page(t, seed=13)
    # the five slots along the bottom
    slot_x = [320 + (k - 2) * 92 for k in range(5)]
    slot_y = 302
    lit = {}
    for si, (text, marks, pic) in enumerate(P_SENTENCES):
        for i, at in marks.items():
            lit[P_SLOTS.index(p_mark_of(text, i))] = (si, i, P_STARTS[si] + at + 0.55)
    for k, mark in enumerate(P_SLOTS):
        x = slot_x[k]
        so = smooth(prog(t, 0.4, 0.9))
        arrived = lit[k][2] + 0.55
        wave = hop(t, 13.2 + k * 0.35, 0.45)
        b.append(grp(f'<rect x="-38" y="-44" width="76" height="88" rx="18" fill="{WHITE}" opacity="{0.5 + 0.5 * smooth(prog(t, arrived - 0.1, arrived)):.3f}"/>'
                     f'<rect x="-26" y="{P_BASE - 1}" width="52" height="3" rx="1.5" fill="{LPURPLE}" opacity="0.35"/>',
                     x, slot_y, (1 + 0.1 * wave) * so))
        if t >= arrived:
            # on a baseline, as in a sentence: a comma hangs below it, so it does not look like an apostrophe
            adv = glyph(mark, 'latin')[2] * P_EM[mark] / 1000
            b.append(char_svg(mark, x - adv / 2, slot_y + P_BASE, P_EM[mark], P_COL[mark],
                              1 + 0.15 * hop(t, arrived, 0.35) + 0.15 * wave))
            b.append(burst(x, slot_y, t, arrived, YELLOW, 30, 56, 8, 4))
    # one sentence at a time, with its picture
    for si, (text, marks, pic) in enumerate(P_SENTENCES):
        s0, e0 = P_STARTS[si], P_ENDS[si]
        tau = t - s0
        if tau < -0.35 or t > e0 + 0.35:
            continue
        enter = smooth(prog(tau, -0.3, 0.2))
        ex = smooth(prog(t, e0, e0 + 0.3)) if si < 3 else smooth(prog(t, P_SUMMARY - 0.3, P_SUMMARY))
        em = min(54, 560 / text_width(text, 'latin', 1))
        g = [f'<rect x="24" y="154" width="592" height="84" rx="26" fill="{WHITE}"/>',
             grp(pic(t), 320, 82, pop(tau, 0.15, 0.5) * 0.85)]
        g.append(p_sentence(text, marks, 320, 214, em, tau, morph=marks[0] if 0 in marks else None))
        b.append(grp(''.join(g), 400 * (1 - enter) - 400 * ex, 0, 1, 0, min(enter, 1 - ex)))
        # each mark flies down to its slot
        chars = text_chars(text, 320, em)
        for i, at in marks.items():
            k = P_SLOTS.index(p_mark_of(text, i))
            p = prog(tau, at + 0.55, at + 1.1)
            if 0 < p < 1:
                mark = p_mark_of(text, i)
                src = glyph_mid(mark, chars[i][1], 214, em)
                adv = glyph(mark, 'latin')[2] * P_EM[mark] / 1000
                dst = glyph_mid(mark, slot_x[k] - adv / 2, slot_y + P_BASE, P_EM[mark])
                x, y = fly(p, src, dst, 40)
                b.append(glyph_centred(mark, x, y, lerp(em, P_EM[mark], smooth(p)), P_COL[mark]))
    # at the end: all four sentences together, with their marks in colour
    for si, (text, marks, pic) in enumerate(P_SENTENCES):
        a = P_SUMMARY + si * 0.15
        s = pop(t, a, 0.5)
        if s <= 0:
            continue
        y = 58 + si * 56
        card = (f'<rect x="-262" y="-24" width="524" height="48" rx="24" fill="{WHITE}"/>'
                + grp(pic(t), -228, 0, 0.2 if pic is food_pic else 0.26))
        line = p_sentence(text, {}, 0, 11, 30, 99)
        dx = -190 + text_width(text, 'latin', 30) / 2
        wave = 6 * hop(t, 13.3 + si * 0.45, 0.45)
        b.append(grp(card + grp(line, dx, -wave), 320, y, s))
    b.append(fade(t))
    return svg(''.join(b), defs)


# ---------------------------------------------------------------- captions (English and Kannada), cue times in seconds
CAPTIONS = {
    'counting': [
        (0.5, 3.6, 'Let us count mangoes! One, two, three.', 'ಮಾವಿನ ಹಣ್ಣುಗಳನ್ನು ಎಣಿಸೋಣ! ಒಂದು, ಎರಡು, ಮೂರು.'),
        (3.6, 6.6, 'Four, five, six.', 'ನಾಲ್ಕು, ಐದು, ಆರು.'),
        (6.6, 9.6, 'Seven, eight, nine.', 'ಏಳು, ಎಂಟು, ಒಂಬತ್ತು.'),
        (9.6, 13.0, 'Ten! We counted ten mangoes.', 'ಹತ್ತು! ನಾವು ಹತ್ತು ಮಾವಿನ ಹಣ್ಣುಗಳನ್ನು ಎಣಿಸಿದೆವು.'),
    ],
    'shapes': [
        (0.5, 3.1, 'This is a circle. This is a square.', 'ಇದು ವೃತ್ತ. ಇದು ಚೌಕ.'),
        (3.1, 5.9, 'This is a triangle. This is a rectangle.', 'ಇದು ತ್ರಿಕೋನ. ಇದು ಆಯತ.'),
        (5.9, 8.7, 'A clock is a circle. A window is a square.', 'ಗಡಿಯಾರ ವೃತ್ತದ ಆಕಾರದಲ್ಲಿದೆ. ಕಿಟಕಿ ಚೌಕದ ಆಕಾರದಲ್ಲಿದೆ.'),
        (8.7, 13.0, 'A samosa is a triangle. A door is a rectangle.', 'ಸಮೋಸ ತ್ರಿಕೋನದ ಆಕಾರದಲ್ಲಿದೆ. ಬಾಗಿಲು ಆಯತದ ಆಕಾರದಲ್ಲಿದೆ.'),
    ],
    'adding': [
        (0.5, 2.8, 'Three red apples. Two green apples.', 'ಮೂರು ಕೆಂಪು ಸೇಬು. ಎರಡು ಹಸಿರು ಸೇಬು.'),
        (2.8, 6.3, 'Put them together. Three plus two is five!', 'ಒಟ್ಟಿಗೆ ಸೇರಿಸೋಣ. ಮೂರು ಮತ್ತು ಎರಡು ಸೇರಿದರೆ ಐದು!'),
        (6.6, 9.9, 'Four red apples. Three green apples.', 'ನಾಲ್ಕು ಕೆಂಪು ಸೇಬು. ಮೂರು ಹಸಿರು ಸೇಬು.'),
        (9.9, 13.5, 'Put them together. Four plus three is seven!', 'ಒಟ್ಟಿಗೆ ಸೇರಿಸೋಣ. ನಾಲ್ಕು ಮತ್ತು ಮೂರು ಸೇರಿದರೆ ಏಳು!'),
    ],
    'plants': [
        (0.5, 2.2, 'We put a seed in the soil.', 'ಮಣ್ಣಿನಲ್ಲಿ ಒಂದು ಬೀಜ ಹಾಕುತ್ತೇವೆ.'),
        (2.2, 4.6, 'We give it water.', 'ಅದಕ್ಕೆ ನೀರು ಹಾಕುತ್ತೇವೆ.'),
        (4.6, 7.0, 'The sun shines. A little sprout comes up!', 'ಸೂರ್ಯ ಬೆಳಗುತ್ತಾನೆ. ಪುಟ್ಟ ಮೊಳಕೆ ಹೊರಬರುತ್ತದೆ!'),
        (7.0, 9.4, 'The plant grows new leaves.', 'ಗಿಡಕ್ಕೆ ಹೊಸ ಎಲೆಗಳು ಬರುತ್ತವೆ.'),
        (9.4, 13.0, 'Look, a flower! Plants need water and sun.', 'ನೋಡಿ, ಹೂವು! ಗಿಡಗಳಿಗೆ ನೀರು ಮತ್ತು ಬಿಸಿಲು ಬೇಕು.'),
    ],
    'water': [
        (0.5, 2.2, 'Drip, drip! The tap is leaking.', 'ಟಪ್ ಟಪ್! ನಲ್ಲಿಯಿಂದ ನೀರು ಸೋರುತ್ತಿದೆ.'),
        (2.2, 4.6, 'Close the tap tight. Water saved!', 'ನಲ್ಲಿಯನ್ನು ಚೆನ್ನಾಗಿ ಮುಚ್ಚಿ. ನೀರು ಉಳಿಯಿತು!'),
        (4.6, 6.6, 'A running hose wastes a lot of water.', 'ಪೈಪಿನಲ್ಲಿ ನೀರು ಹರಿಯಲು ಬಿಟ್ಟರೆ ತುಂಬಾ ನೀರು ಹಾಳಾಗುತ್ತದೆ.'),
        (6.6, 8.8, 'Use a bucket and a mug instead.', 'ಅದರ ಬದಲು ಬಕೆಟ್ ಮತ್ತು ಚೊಂಬು ಬಳಸಿ.'),
        (8.8, 13.0, 'Keep water in a pot with a lid. Every drop counts!', 'ನೀರನ್ನು ಮಡಿಕೆಯಲ್ಲಿ ಮುಚ್ಚಿ ಇಡಿ. ಪ್ರತಿಯೊಂದು ಹನಿಯೂ ಮುಖ್ಯ!'),
    ],
    'animals': [
        (0.4, 2.8, 'A bird lives in a nest.', 'ಹಕ್ಕಿ ಗೂಡಿನಲ್ಲಿ ವಾಸಿಸುತ್ತದೆ.'),
        (2.8, 5.2, 'A lion lives in a den.', 'ಸಿಂಹ ಗುಹೆಯಲ್ಲಿ ವಾಸಿಸುತ್ತದೆ.'),
        (5.2, 7.6, 'A fish lives in water.', 'ಮೀನು ನೀರಿನಲ್ಲಿ ವಾಸಿಸುತ್ತದೆ.'),
        (7.6, 10.0, 'A cow lives in a shed.', 'ಹಸು ಕೊಟ್ಟಿಗೆಯಲ್ಲಿ ವಾಸಿಸುತ್ತದೆ.'),
        (10.0, 12.4, 'A bee lives in a hive.', 'ಜೇನುನೊಣ ಜೇನುಗೂಡಿನಲ್ಲಿ ವಾಸಿಸುತ್ತದೆ.'),
        (12.4, 14.0, 'Every animal has a home!', 'ಪ್ರತಿಯೊಂದು ಪ್ರಾಣಿಗೂ ಒಂದು ಮನೆ ಇದೆ!'),
    ],
    'letters': [
        (0.5, 4.0, 'A for apple. Big A, small a.', 'A ಫಾರ್ ಆಪಲ್ – ಸೇಬು. ದೊಡ್ಡ A, ಸಣ್ಣ a.'),
        (4.0, 7.5, 'B for ball. Big B, small b.', 'B ಫಾರ್ ಬಾಲ್ – ಚೆಂಡು. ದೊಡ್ಡ B, ಸಣ್ಣ b.'),
        (7.5, 11.0, 'C for cat. Big C, small c.', 'C ಫಾರ್ ಕ್ಯಾಟ್ – ಬೆಕ್ಕು. ದೊಡ್ಡ C, ಸಣ್ಣ c.'),
        (11.0, 13.0, 'A, B, C! Say them with me.', 'A, B, C! ನನ್ನ ಜೊತೆ ಹೇಳಿ.'),
    ],
    'aksharagalu': [
        (0.5, 2.5, 'ಅ (a) as in amma, mother.', 'ಅ – ಅಮ್ಮನ ಅ.'),
        (2.5, 4.5, 'ಆ (aa) as in aane, elephant.', 'ಆ – ಆನೆಯ ಆ.'),
        (4.5, 6.5, 'ಇ (i) as in ili, mouse.', 'ಇ – ಇಲಿಯ ಇ.'),
        (6.5, 8.5, 'ಈ (ee) as in eerulli, onion.', 'ಈ – ಈರುಳ್ಳಿಯ ಈ.'),
        (8.5, 10.5, 'ಉ (u) as in ungura, ring.', 'ಉ – ಉಂಗುರದ ಉ.'),
        (10.5, 14.0, 'ಊ (oo) as in oota, meal. Now say all six!', 'ಊ – ಊಟದ ಊ. ಈಗ ಎಲ್ಲವನ್ನೂ ಒಟ್ಟಿಗೆ ಹೇಳೋಣ!'),
    ],
    'equal-groups': [
        (0.5, 4.4, 'Four laddus on each plate: four, eight, twelve.', 'ಪ್ರತಿ ತಟ್ಟೆಯಲ್ಲಿ ನಾಲ್ಕು ಲಾಡು: ನಾಲ್ಕು, ಎಂಟು, ಹನ್ನೆರಡು.'),
        (4.4, 5.9, 'Add them: 4 + 4 + 4 = 12.', 'ಕೂಡಿಸು: 4 + 4 + 4 = 12.'),
        (5.9, 8.4, 'Three groups of four: 3 × 4 = 12. That is multiplication!', '4ರ 3 ಗುಂಪು: 3 × 4 = 12. ಇದೇ ಗುಣಾಕಾರ!'),
        (8.6, 11.8, 'Two mangoes on each plate: two, four, six, eight, ten.',
         'ಪ್ರತಿ ತಟ್ಟೆಯಲ್ಲಿ ಎರಡು ಮಾವಿನ ಹಣ್ಣು: ಎರಡು, ನಾಲ್ಕು, ಆರು, ಎಂಟು, ಹತ್ತು.'),
        (11.8, 13.5, 'Add them: 2 + 2 + 2 + 2 + 2 = 10.', 'ಕೂಡಿಸು: 2 + 2 + 2 + 2 + 2 = 10.'),
        (13.5, 15.5, 'Five groups of two: 5 × 2 = 10!', '2ರ 5 ಗುಂಪು: 5 × 2 = 10!'),
    ],
    'groups-and-sharing': [
        (0.5, 4.4, 'Four laddus on each plate: four, eight, twelve.', 'ಪ್ರತಿ ತಟ್ಟೆಯಲ್ಲಿ ನಾಲ್ಕು ಲಾಡು: ನಾಲ್ಕು, ಎಂಟು, ಹನ್ನೆರಡು.'),
        (4.4, 5.9, 'Add them: 4 + 4 + 4 = 12.', 'ಕೂಡಿಸು: 4 + 4 + 4 = 12.'),
        (5.9, 8.0, 'Three groups of four: 3 × 4 = 12. That is multiplication!', '4ರ 3 ಗುಂಪು: 3 × 4 = 12. ಇದೇ ಗುಣಾಕಾರ!'),
        (8.0, 9.3, 'Now put all twelve laddus in a bowl.', 'ಈಗ ಹನ್ನೆರಡೂ ಲಾಡುಗಳನ್ನು ಒಂದು ಬಟ್ಟಲಿಗೆ ಹಾಕೋಣ.'),
        (9.3, 12.8, 'Share them equally on three plates, one at a time.', 'ಮೂರು ತಟ್ಟೆಗಳಿಗೆ ಒಂದೊಂದಾಗಿ ಸಮವಾಗಿ ಹಂಚೋಣ.'),
        (12.8, 15.5, 'Each plate gets four: 12 ÷ 3 = 4. That is division!', 'ಪ್ರತಿ ತಟ್ಟೆಗೆ ನಾಲ್ಕು: 12 ÷ 3 = 4. ಇದೇ ಭಾಗಾಕಾರ!'),
    ],
    'perimeter-area': [
        (0.5, 2.9, 'A rectangle, 4 cm long and 3 cm wide. Let us walk around it.',
         '4 ಸೆಂ.ಮೀ. ಉದ್ದ, 3 ಸೆಂ.ಮೀ. ಅಗಲದ ಆಯತ. ಅದರ ಅಂಚಿನ ಸುತ್ತ ನಡೆಯೋಣ.'),
        (2.9, 7.3, 'Add the sides: 4 + 3 + 4 + 3 = 14. The perimeter is 14 cm.',
         'ಬದಿಗಳನ್ನು ಕೂಡಿಸು: 4 + 3 + 4 + 3 = 14. ಸುತ್ತಳತೆ 14 ಸೆಂ.ಮೀ.'),
        (7.3, 10.4, 'Now cover the inside with squares of 1 cm and count them.',
         'ಈಗ ಒಳಗಿನ ಜಾಗವನ್ನು 1 ಸೆಂ.ಮೀ. ಚೌಕಗಳಿಂದ ತುಂಬಿಸಿ ಎಣಿಸೋಣ.'),
        (10.4, 13.1, '3 rows of 4 squares: 4 × 3 = 12. The area is 12 square cm.',
         '4 ಚೌಕಗಳ 3 ಸಾಲು: 4 × 3 = 12. ವಿಸ್ತೀರ್ಣ 12 ಚದರ ಸೆಂ.ಮೀ.'),
        (13.1, 15.0, 'Perimeter is the length all around. Area is the space inside.',
         'ಸುತ್ತಳತೆ ಎಂದರೆ ಅಂಚಿನ ಸುತ್ತಲಿನ ಒಟ್ಟು ಉದ್ದ. ವಿಸ್ತೀರ್ಣ ಎಂದರೆ ಒಳಗಿನ ಜಾಗ.'),
    ],
    'vowels': [
        (0.5, 1.9, 'Here are the letters a to z.', 'ಇವು a ಯಿಂದ z ವರೆಗಿನ ಅಕ್ಷರಗಳು.'),
        (1.9, 4.7, 'Five of them are vowels: a, e, i, o, u.', 'ಇವುಗಳಲ್ಲಿ ಐದು ಸ್ವರಗಳು: a, e, i, o, u.'),
        (4.7, 6.3, 'All the other letters are consonants.', 'ಉಳಿದ ಅಕ್ಷರಗಳೆಲ್ಲ ವ್ಯಂಜನಗಳು.'),
        (6.3, 10.0, 'Find the vowel in each word: cat, pen, fish.', 'ಪ್ರತಿ ಪದದಲ್ಲಿರುವ ಸ್ವರವನ್ನು ಹುಡುಕಿ: cat, pen, fish.'),
        (10.0, 12.7, 'Pot, sun. Vowels in orange, consonants in blue.', 'pot, sun. ಸ್ವರಗಳು ಕಿತ್ತಳೆ ಬಣ್ಣದಲ್ಲಿ, ವ್ಯಂಜನಗಳು ನೀಲಿ ಬಣ್ಣದಲ್ಲಿ.'),
        (12.7, 14.5, 'a, e, i, o, u. Say the vowels with me!', 'a, e, i, o, u. ಸ್ವರಗಳನ್ನು ನನ್ನ ಜೊತೆ ಹೇಳಿ!'),
    ],
    'punctuation': [
        (0.5, 2.6, 'A sentence begins with a capital letter.', 'ವಾಕ್ಯವು ದೊಡ್ಡ ಅಕ್ಷರದಿಂದ (capital letter) ಆರಂಭವಾಗುತ್ತದೆ.'),
        (2.6, 4.5, 'A telling sentence ends with a full stop.', 'ಹೇಳುವ ವಾಕ್ಯದ ಕೊನೆಗೆ ಪೂರ್ಣವಿರಾಮ (.) ಬರುತ್ತದೆ.'),
        (4.5, 7.1, 'A question ends with a question mark.', 'ಪ್ರಶ್ನೆಯ ಕೊನೆಗೆ ಪ್ರಶ್ನಾರ್ಥಕ ಚಿಹ್ನೆ (?) ಬರುತ್ತದೆ.'),
        (7.1, 9.7, 'Surprise or joy? End with an exclamation mark.', 'ಆಶ್ಚರ್ಯ, ಖುಷಿ ತೋರಿಸುವ ವಾಕ್ಯಕ್ಕೆ ಆಶ್ಚರ್ಯಸೂಚಕ ಚಿಹ್ನೆ (!).'),
        (9.7, 12.6, 'Commas separate the things in a list.', 'ಪಟ್ಟಿಯಲ್ಲಿರುವ ವಸ್ತುಗಳ ನಡುವೆ ಅಲ್ಪವಿರಾಮ (,) ಬರುತ್ತದೆ.'),
        (12.6, 15.5, 'Capital letter, full stop, question mark, exclamation mark, comma!',
         'ದೊಡ್ಡ ಅಕ್ಷರ, ಪೂರ್ಣವಿರಾಮ, ಪ್ರಶ್ನಾರ್ಥಕ ಚಿಹ್ನೆ, ಆಶ್ಚರ್ಯಸೂಚಕ ಚಿಹ್ನೆ, ಅಲ್ಪವಿರಾಮ!'),
    ],
}

SCENES = {'counting': (counting, 13.0), 'shapes': (shapes, 13.0), 'adding': (adding, 13.5), 'plants': (plants, 13.0),
          'water': (water, 13.0), 'animals': (animals, 14.0), 'letters': (letters, 13.0), 'aksharagalu': (aksharagalu, 14.0),
          'equal-groups': (equal_groups, 15.5), 'groups-and-sharing': (groups_and_sharing, 15.5),
          'perimeter-area': (perimeter_area, 15.0), 'vowels': (vowels, 14.5), 'punctuation': (punctuation, 15.5)}
CRF = {}  # per-lesson override of the default quality, if one ever grows past the size budget


def ts(sec):
    ms = int(round(sec * 1000))
    return f'{ms // 3600000:02d}:{ms // 60000 % 60:02d}:{ms // 1000 % 60:02d}.{ms % 1000:03d}'


def write_vtt(name, out):
    for lang, col in (('en', 2), ('kn', 3)):
        cues = [f'{ts(c[0])} --> {ts(c[1])}\n{c[col]}' for c in CAPTIONS[name]]
        with open(os.path.join(out, f'{name}.{lang}.vtt'), 'w', encoding='utf-8') as fh:
            fh.write('WEBVTT\n\n' + '\n\n'.join(cues) + '\n')


def write_frames(name, out, only=()):
    fn, dur = SCENES[name]
    os.makedirs(out, exist_ok=True)
    times = [float(s) for s in only] if only else [i / FPS for i in range(int(round(dur * FPS)))]
    for i, tt in enumerate(times):
        with open(os.path.join(out, f'f{i:04d}.svg'), 'w') as fh:
            fh.write(fn(tt, dur))
    return len(times)


def build(name, out, crf=None):
    tmp = tempfile.mkdtemp(prefix=f'lesson-{name}-')
    try:
        n = write_frames(name, tmp)
        svgs = [os.path.join(tmp, f'f{i:04d}.svg') for i in range(n)]
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
            list(ex.map(lambda p: subprocess.run(['rsvg-convert', '-w', str(W), '-h', str(H), '-o', p[:-4] + '.png', p],
                                                 check=True), svgs))
        mp4 = os.path.join(out, f'{name}.mp4')
        subprocess.run(['ffmpeg', '-v', 'error', '-y', '-framerate', str(FPS), '-i', os.path.join(tmp, 'f%04d.png'),
                        '-c:v', 'libx264', '-profile:v', 'main', '-preset', 'veryslow', '-tune', 'animation',
                        '-crf', str(crf or CRF.get(name, 27)), '-pix_fmt', 'yuv420p', '-r', str(FPS), '-an',
                        '-movflags', '+faststart', mp4], check=True)
        write_vtt(name, out)
        print(f'{name}: {n} frames, {os.path.getsize(mp4)} bytes')
    finally:
        shutil.rmtree(tmp)


if __name__ == '__main__':
    cmd, args = sys.argv[1], sys.argv[2:]
    if cmd == 'frames':
        print(args[0], write_frames(args[0], args[1], args[2:]))
    elif cmd == 'vtt':
        write_vtt(args[0], args[1])
    elif cmd == 'build':
        out = 'curriculum/media/lessons'
        crf = None
        if '--out' in args:
            i = args.index('--out')
            out = args[i + 1]
            del args[i:i + 2]
        if '--crf' in args:
            i = args.index('--crf')
            crf = int(args[i + 1])
            del args[i:i + 2]
        os.makedirs(out, exist_ok=True)
        for name in args or list(SCENES):
            build(name, out, crf)
    else:
        sys.exit(__doc__)
