#!/usr/bin/env python3
"""Writes one SVG per frame for the four Kalike sample videos (640x360, 24 fps).
Usage: gen.py NAME OUTDIR"""
import math
import os
import sys

W, H, FPS = 640, 360, 24
PURPLE, LPURPLE, LILAC, YELLOW, CREAM, INK = '#760a98', '#a43fc9', '#f5ecfa', '#ffc83d', '#fff6dc', '#1f1a24'
WHITE = '#ffffff'


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


def svg(body, defs=''):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">'
            f'<defs>{defs}</defs>{body}</svg>')


def floaters(t, colour, opacity, seed=0):
    """Large soft circles drifting slowly: keeps every frame gently alive."""
    out = []
    spec = [(80, 70, 60), (560, 90, 46), (470, 300, 70), (150, 310, 40), (330, 40, 30)]
    for i, (x, y, r) in enumerate(spec):
        ph = seed + i * 1.7
        dx = 14 * math.sin(t * 0.35 + ph)
        dy = 10 * math.cos(t * 0.3 + ph * 1.3)
        out.append(f'<circle cx="{x + dx:.2f}" cy="{y + dy:.2f}" r="{r}" fill="{colour}" opacity="{opacity}"/>')
    return ''.join(out)


def fade(t, dur):
    """Soft fade in from lilac at the start, nothing at the end (last frame is a good still)."""
    a = 1 - smooth(prog(t, 0, 0.6))
    if a <= 0:
        return ''
    return f'<rect width="{W}" height="{H}" fill="{LILAC}" opacity="{a:.3f}"/>'


# ---------------------------------------------------------------- talk-1: a book opens, stars appear
# Logo book halves, spine at x=0, centred vertically (logo units, y shifted by -20)
RIGHT_PAGE = 'M11 -7c-4-1.6-7.5-1.2-11 1.2V11c3.5-2.4 7-2.8 11-1.2z'
LEFT_PAGE = 'M-11 -7c4-1.6 7.5-1.2 11 1.2V11c-3.5-2.4-7-2.8-11-1.2z'
RIGHT_COVER = 'M12.2 -8.2c-4.4-1.6-8.4-1.2-12.2 1.4V12.6c3.8-2.6 7.8-3 12.2-1.4z'
LEFT_COVER = 'M-12.2 -8.2c4.4-1.6 8.4-1.2 12.2 1.4V12.6c-3.8-2.6-7.8-3-12.2-1.4z'


def page_lines(side, colour, opacity=1.0):
    """Abstract 'lines of a lesson' (no letters) on a page. side=+1 right page, -1 left."""
    out = []
    widths = [7.2, 6.0, 7.0, 4.6, 6.4]
    for i, wdt in enumerate(widths):
        y = -3.2 + i * 2.6
        x0 = 1.6 if side > 0 else -1.6
        x1 = x0 + side * wdt
        # lines follow the gentle curve of the page top
        out.append(f'<path d="M{x0} {y:.2f} L{x1:.2f} {y - 0.35 * side * side:.2f}" stroke="{colour}" '
                   f'stroke-width="0.9" stroke-linecap="round" opacity="{opacity}"/>')
    return ''.join(out)


def talk1(t, dur):
    defs = (f'<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">'
            f'<stop offset="0" stop-color="{LILAC}"/><stop offset="1" stop-color="{CREAM}"/></linearGradient>'
            f'<radialGradient id="glow"><stop offset="0" stop-color="{YELLOW}" stop-opacity="0.55"/>'
            f'<stop offset="1" stop-color="{YELLOW}" stop-opacity="0"/></radialGradient>')
    b = [f'<rect width="{W}" height="{H}" fill="url(#bg)"/>', floaters(t, WHITE, 0.55)]
    # warm glow behind the book grows as it opens
    g = smooth(prog(t, 1.6, 4.0))
    if g > 0:
        b.append(f'<circle cx="320" cy="205" r="{60 + 120 * g:.1f}" fill="url(#glow)" opacity="{g:.3f}"/>')
    # book arrives: rises and scales in
    arr = back(prog(t, 0.2, 1.3))
    sc = 9.0 * (0.6 + 0.4 * arr)
    by = 215 + 40 * (1 - arr)
    book = []
    opened = prog(t, 1.6, 3.2)
    sx = math.cos(math.pi * smooth(opened))  # 1 -> -1
    # right side (under the cover): cover edge + page with lines
    book.append(f'<path d="{RIGHT_COVER}" fill="{PURPLE}"/>')
    book.append(f'<path d="{RIGHT_PAGE}" fill="{CREAM}"/>')
    book.append(page_lines(1, LPURPLE, 0.7))
    # a small picture on the right page: a tiny star
    book.append(f'<g transform="translate(7.6,6.2)">{star(0, 0, 1.5, s=pop(t, 3.3), rot=t * 20)}</g>')
    if sx > 0:  # closed cover, front side
        book.append(f'<g transform="scale({sx:.4f},1)"><path d="{RIGHT_COVER}" fill="{PURPLE}"/>'
                    f'<circle cx="6.2" cy="1.6" r="2.2" fill="{YELLOW}"/></g>')
    else:  # inside of the cover: left cover + left page
        shade = 1 - abs(sx)
        book.append(f'<g transform="scale({sx:.4f},1)"><path d="{RIGHT_COVER}" fill="{PURPLE}"/>'
                    f'<path d="{RIGHT_PAGE}" fill="{CREAM}"/>{page_lines(1, LPURPLE, 0.7)}'
                    f'<path d="{RIGHT_PAGE}" fill="{LPURPLE}" opacity="{0.35 * shade:.3f}"/></g>')
    # two page turns
    for start in (5.0, 7.4):
        p = prog(t, start, start + 1.1)
        if 0 < p < 1:
            psx = math.cos(math.pi * smooth(p))
            shade = 1 - abs(psx)
            book.append(f'<g transform="scale({psx:.4f},1)"><path d="{RIGHT_PAGE}" fill="{CREAM}"/>'
                        f'{page_lines(1, LPURPLE, 0.7)}'
                        f'<path d="{RIGHT_PAGE}" fill="{LPURPLE}" opacity="{0.3 * shade:.3f}"/></g>')
    # spine
    book.append(f'<path d="M0 -6 V11.8" stroke="{PURPLE}" stroke-width="0.5" opacity="{smooth(opened):.3f}"/>')
    bx = 320 - 50 * (1 - smooth(opened))
    b.append(f'<g transform="translate({bx:.2f},{by:.2f}) scale({sc:.3f})">{"".join(book)}</g>')
    # the logo's dot bobbing above the book
    d = pop(t, 3.0, 0.6)
    if d > 0:
        bob = 4 * math.sin((t - 3.0) * 2.2)
        b.append(f'<circle cx="320" cy="{by - 9 * 11.2 - 6 + bob:.2f}" r="{23 * d:.2f}" fill="{PURPLE}"/>')
    # sparkles rising from the open book
    if t > 3.2:
        for i in range(7):
            period = 2.6
            ph = ((t - 3.2) / period + i / 7.0) % 1.0
            if t - 3.2 < ph * period:
                continue
            x = 320 + (i - 3) * 26 + 10 * math.sin(ph * 6 + i)
            y = by - 30 - ph * 110
            op = math.sin(math.pi * ph) * 0.9
            b.append(f'<circle cx="{x:.2f}" cy="{y:.2f}" r="{3.2 - ph * 1.6:.2f}" fill="{YELLOW}" opacity="{op:.3f}"/>')
    # stars appearing around in an arc
    stars = [(110, 150, 26), (180, 70, 20), (440, 60, 22), (530, 150, 28), (70, 265, 18), (585, 265, 20), (255, 40, 14), (395, 35, 12)]
    for i, (x, y, r) in enumerate(stars):
        st = 3.6 + i * 0.55
        s = pop(t, st, 0.6)
        if s > 0:
            tw = 1 + 0.08 * math.sin((t - st) * 2.0 + i)
            b.append(star(x, y + 3 * math.sin(t * 1.2 + i), r, s=s * tw, rot=8 * math.sin(t * 0.8 + i)))
    b.append(fade(t, dur))
    return svg(''.join(b), defs)


# ---------------------------------------------------------------- talk-2: speech bubbles and a rising sun
def bubble(x, y, w, h, tail_left, fill, s, content=''):
    """Rounded speech bubble whose tail tip is the scaling origin."""
    if s <= 0.001:
        return ''
    if tail_left:
        tx, ty = x + 24, y + h + 18
        tail = f'M{x + 22} {y + h - 2} L{tx} {ty} L{x + 48} {y + h - 2}Z'
    else:
        tx, ty = x + w - 24, y + h + 18
        tail = f'M{x + w - 22} {y + h - 2} L{tx} {ty} L{x + w - 48} {y + h - 2}Z'
    return (f'<g transform="translate({tx},{ty}) scale({s:.3f}) translate({-tx},{-ty})">'
            f'<rect x="{x + 3}" y="{y + 5}" width="{w}" height="{h}" rx="{h / 2.4:.1f}" fill="{PURPLE}" opacity="0.12"/>'
            f'<path d="{tail}" fill="{fill}" stroke="{fill}" stroke-width="4" stroke-linejoin="round"/>'
            f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{h / 2.4:.1f}" fill="{fill}"/>{content}</g>')


def dots(cx, cy, t, colour, start):
    out = []
    for i in range(3):
        lift = 5 * max(0.0, math.sin((t - start) * 5 - i * 0.9))
        out.append(f'<circle cx="{cx + (i - 1) * 20}" cy="{cy - lift:.2f}" r="6.5" fill="{colour}"/>')
    return ''.join(out)


def heart(cx, cy, r, colour):
    return (f'<path transform="translate({cx},{cy}) scale({r / 10:.3f})" '
            f'd="M0 8 C-12 0 -11 -9 -5.5 -9 C-2.5 -9 -0.8 -7 0 -5 C0.8 -7 2.5 -9 5.5 -9 C11 -9 12 0 0 8Z" fill="{colour}"/>')


def talk2(t, dur):
    rise = smooth(prog(t, 0.3, 5.5))
    # sky warms from lilac towards cream as the sun rises
    defs = (f'<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">'
            f'<stop offset="0" stop-color="{LILAC}"/><stop offset="{0.95 - 0.35 * rise:.3f}" stop-color="{CREAM}"/>'
            f'<stop offset="1" stop-color="#ffe9a8"/></linearGradient>'
            f'<radialGradient id="halo"><stop offset="0" stop-color="{YELLOW}" stop-opacity="0.45"/>'
            f'<stop offset="1" stop-color="{YELLOW}" stop-opacity="0"/></radialGradient>')
    b = [f'<rect width="{W}" height="{H}" fill="url(#bg)"/>', floaters(t, WHITE, 0.5, seed=2)]
    sy = 330 - 160 * rise
    b.append(f'<circle cx="320" cy="{sy:.2f}" r="{120 + 20 * rise:.1f}" fill="url(#halo)"/>')
    # rays
    ray_op = smooth(prog(t, 2.0, 4.5))
    if ray_op > 0:
        rays = []
        for i in range(12):
            a = i * 30 + t * 6
            rays.append(f'<rect x="-5" y="-98" width="10" height="26" rx="5" fill="{YELLOW}" transform="rotate({a:.2f})"/>')
        b.append(f'<g transform="translate(320,{sy:.2f})" opacity="{ray_op:.3f}">{"".join(rays)}</g>')
    b.append(f'<circle cx="320" cy="{sy:.2f}" r="58" fill="{YELLOW}"/>')
    b.append(f'<circle cx="304" cy="{sy - 14:.2f}" r="16" fill="#ffe08a" opacity="0.8"/>')
    # hills in front of the sun
    b.append(f'<path d="M0 290 C110 240 210 250 330 285 C430 312 540 250 640 262 V360 H0Z" fill="{LPURPLE}"/>')
    b.append(f'<path d="M0 322 C120 292 250 300 360 322 C470 342 560 300 640 308 V360 H0Z" fill="{PURPLE}"/>')
    # little plants on the front hill
    for i, x in enumerate((70, 130, 520, 585)):
        g = smooth(prog(t, 1.0 + i * 0.3, 2.2 + i * 0.3))
        if g > 0:
            base = 312 if x < 300 else 306
            sway = 3 * math.sin(t * 1.5 + i)
            b.append(f'<path d="M{x} {base} q{sway:.2f} {-14 * g:.2f} {sway * 1.4:.2f} {-26 * g:.2f}" stroke="{YELLOW}" stroke-width="4" '
                     f'stroke-linecap="round" fill="none"/><circle cx="{x + sway * 1.4:.2f}" cy="{base - 26 * g:.2f}" r="{6 * g:.2f}" fill="{YELLOW}"/>')
    # speech bubbles, alternating sides, each with a language-neutral picture
    fl = lambda i: 3 * math.sin(t * 1.3 + i * 1.9)
    b1 = bubble(46, 58 + fl(0), 170, 74, True, WHITE, pop(t, 2.6, 0.6),
                dots(131, 95 + fl(0), t, PURPLE, 2.6))
    b2 = bubble(428, 40 + fl(1), 160, 74, False, PURPLE, pop(t, 4.6, 0.6),
                star(508, 77 + fl(1), 24, s=pop(t, 5.0, 0.5), rot=8 * math.sin(t)))
    b3 = bubble(70, 164 + fl(2), 150, 66, True, LPURPLE, pop(t, 6.6, 0.6),
                heart(145, 198 + fl(2), 24 * (0.94 + 0.06 * math.sin(t * 3)) * pop(t, 7.0, 0.5), WHITE))
    b4 = bubble(438, 150 + fl(3), 160, 70, False, WHITE, pop(t, 8.6, 0.6),
                dots(518, 185 + fl(3), t, LPURPLE, 8.6))
    b += [b1, b2, b3, b4]
    b.append(fade(t, dur))
    return svg(''.join(b), defs)


# ---------------------------------------------------------------- testimonial-1: a house, a phone, stars
def coin(cx, cy, r, s):
    if s <= 0.001:
        return ''
    return (f'<g transform="translate({cx:.2f},{cy:.2f}) scale({s:.3f})"><circle r="{r}" fill="#e0a415"/>'
            f'<circle r="{r * 0.86:.2f}" cy="-1" fill="{YELLOW}"/><circle r="{r * 0.5:.2f}" cy="-1" fill="none" '
            f'stroke="#e0a415" stroke-width="{r * 0.16:.2f}"/></g>')


def testimonial1(t, dur):
    defs = (f'<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">'
            f'<stop offset="0" stop-color="{PURPLE}"/><stop offset="0.75" stop-color="{LPURPLE}"/></linearGradient>'
            f'<radialGradient id="win"><stop offset="0" stop-color="{YELLOW}" stop-opacity="0.6"/>'
            f'<stop offset="1" stop-color="{YELLOW}" stop-opacity="0"/></radialGradient>'
            f'<radialGradient id="scr"><stop offset="0" stop-color="{YELLOW}" stop-opacity="0.5"/>'
            f'<stop offset="1" stop-color="{YELLOW}" stop-opacity="0"/></radialGradient>'
            f'<clipPath id="screen"><rect x="-46" y="-82" width="92" height="164" rx="8"/></clipPath>')
    b = [f'<rect width="{W}" height="{H}" fill="url(#bg)"/>']
    # tiny evening stars twinkle softly in the sky
    for i, (x, y) in enumerate([(60, 40), (150, 28), (250, 60), (350, 22), (590, 120), (300, 110), (40, 130), (470, 30)]):
        op = 0.35 + 0.3 * math.sin(t * 1.1 + i * 1.3)
        b.append(f'<circle cx="{x}" cy="{y}" r="2.2" fill="{CREAM}" opacity="{op:.3f}"/>')
    # moon
    m = smooth(prog(t, 0.2, 1.4))
    b.append(f'<g opacity="{m:.3f}" transform="translate(592,{52 + 8 * (1 - m):.2f})"><circle r="26" fill="{CREAM}"/>'
             f'<circle cx="11" cy="-8" r="23" fill="{PURPLE}"/></g>')
    # ground
    b.append(f'<path d="M0 300 C160 288 480 288 640 300 V360 H0Z" fill="{LILAC}"/>')
    b.append(f'<path d="M0 330 C200 318 440 322 640 334 V360 H0Z" fill="{CREAM}"/>')
    # house slides up
    hs = back(prog(t, 0.2, 1.2))
    hy = 40 * (1 - hs)
    light = smooth(prog(t, 1.4, 2.2))
    house = [
        f'<circle cx="165" cy="225" r="{70 * light:.1f}" fill="url(#win)"/>',
        f'<rect x="80" y="170" width="170" height="130" rx="6" fill="{CREAM}"/>',
        f'<path d="M62 178 L165 96 L268 178Z" fill="{YELLOW}" stroke="{YELLOW}" stroke-width="12" stroke-linejoin="round"/>',
        f'<rect x="206" y="104" width="22" height="40" rx="3" fill="{CREAM}"/>',
        f'<rect x="96" y="244" width="42" height="56" rx="21" fill="{PURPLE}"/>',
        f'<circle cx="130" cy="274" r="3" fill="{YELLOW}"/>',
        f'<rect x="162" y="200" width="64" height="52" rx="6" fill="{INK}"/>',
        f'<rect x="162" y="200" width="64" height="52" rx="6" fill="{YELLOW}" opacity="{light:.3f}"/>',
        f'<path d="M194 200 V252 M162 226 H226" stroke="{CREAM}" stroke-width="5"/>',
    ]
    # two silhouettes in the lit window: parent and child
    if light > 0:
        house.append(f'<g opacity="{light:.3f}"><circle cx="180" cy="230" r="7" fill="{PURPLE}"/>'
                     f'<circle cx="206" cy="{236 + 1.5 * math.sin(t * 3):.2f}" r="5" fill="{PURPLE}"/></g>')
    b.append(f'<g transform="translate(0,{hy:.2f})">{"".join(house)}</g>')
    # a dotted path from the house to the phone
    link = smooth(prog(t, 2.2, 3.4))
    if link > 0:
        b.append(f'<path d="M255 200 Q330 140 395 178" fill="none" stroke="{CREAM}" stroke-width="4" '
                 f'stroke-linecap="round" stroke-dasharray="1 12" pathLength="100" opacity="{0.8 * link:.3f}" '
                 f'stroke-dashoffset="{-t * 4:.2f}"/>')
    # phone
    ps = back(prog(t, 0.7, 1.7))
    tilt = 3 * math.sin(t * 0.9)
    px, py = 470, 196 + 50 * (1 - ps)
    phone = [f'<circle r="{110 * smooth(prog(t, 2.5, 4.0)):.1f}" fill="url(#scr)"/>',
             f'<rect x="-54" y="-96" width="108" height="192" rx="18" fill="{INK}"/>',
             f'<rect x="-46" y="-82" width="92" height="164" rx="8" fill="{LILAC}"/>',
             f'<rect x="-14" y="-91" width="28" height="4" rx="2" fill="#3a3342"/>']
    scr = []
    # counting on screen: 3 purple dots + 2 light purple dots -> 5 coins
    for i in range(3):
        s = pop(t, 2.4 + i * 0.3, 0.45) * (1 - smooth(prog(t, 4.6, 5.0)))
        if s > 0:
            scr.append(f'<circle cx="{-24 + i * 16}" cy="-50" r="{6.5 * s:.2f}" fill="{PURPLE}"/>')
    for i in range(2):
        s = pop(t, 3.4 + i * 0.3, 0.45) * (1 - smooth(prog(t, 4.6, 5.0)))
        if s > 0:
            scr.append(f'<circle cx="{-16 + i * 16}" cy="-26" r="{6.5 * s:.2f}" fill="{LPURPLE}"/>')
    # tick appears, drawn with dash offset
    tk = smooth(prog(t, 4.1, 4.7)) * (1 - smooth(prog(t, 5.2, 5.6)))
    if tk > 0:
        scr.append(f'<path d="M-18 0 L-4 14 L22 -14" fill="none" stroke="{PURPLE}" stroke-width="8" stroke-linecap="round" '
                   f'stroke-linejoin="round" stroke-dasharray="60 60" stroke-dashoffset="{60 * (1 - smooth(prog(t, 4.1, 4.6))):.2f}" '
                   f'opacity="{tk:.3f}"/>')
    # coins drop onto a growing stack
    for i in range(5):
        st = 5.3 + i * 0.55
        p = prog(t, st, st + 0.45)
        if p > 0:
            target = 58 - i * 13
            y = -90 + (target + 90) * (p * p)
            scr.append(f'<g transform="translate(0,{y:.2f})"><ellipse rx="26" ry="9" cy="4" fill="#e0a415"/>'
                       f'<ellipse rx="26" ry="9" fill="{YELLOW}"/><ellipse rx="14" ry="4.5" fill="none" stroke="#e0a415" stroke-width="2"/></g>')
    phone.append(f'<g clip-path="url(#screen)">{"".join(scr)}</g>')
    b.append(f'<g transform="translate({px},{py:.2f}) rotate({tilt:.2f}) scale({0.5 + 0.5 * ps:.3f})">{"".join(phone)}</g>')
    # stars fly out of the phone and settle in the sky
    targets = [(380, 62, 18), (445, 34, 14), (520, 56, 20), (598, 196, 16), (330, 118, 13), (566, 126, 12)]
    for i, (x, y, r) in enumerate(targets):
        st = 6.2 + i * 0.5
        p = smooth(prog(t, st, st + 1.1))
        if p > 0:
            cx = px + (x - px) * p
            cy = py - 60 + (y - py + 60) * p - 40 * math.sin(math.pi * p)
            s = 0.3 + 0.7 * p
            b.append(star(cx, cy + (2.5 * math.sin(t * 1.4 + i) if p >= 1 else 0), r, s=s,
                          rot=360 * (1 - p) + 6 * math.sin(t + i)))
    b.append(fade(t, dur))
    return svg(''.join(b), defs)


# ---------------------------------------------------------------- testimonial-2: a blackboard and children
def child(x, y, s, colour, bob, arm=0.0):
    if s <= 0.001:
        return ''
    arm_el = ''
    if arm > 0:
        hx, hy = 14 + 8 * arm, 2 - 44 * arm
        arm_el = (f'<path d="M14 2 L{hx:.2f} {hy:.2f}" stroke="{colour}" stroke-width="9" stroke-linecap="round"/>'
                  f'<circle cx="{hx:.2f}" cy="{hy - 3:.2f}" r="6" fill="#8a5a3c"/>')
    return (f'<g transform="translate({x},{y + bob:.2f}) scale({s:.3f})">{arm_el}'
            f'<path d="M-24 30 C-24 -6 24 -6 24 30Z" fill="{colour}"/>'
            f'<circle cy="-18" r="15" fill="#8a5a3c"/><path d="M-15 -20 C-14 -36 14 -36 15 -20 C8 -28 -6 -28 -15 -20Z" fill="{INK}"/></g>')


def testimonial2(t, dur):
    defs = (f'<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">'
            f'<stop offset="0" stop-color="{CREAM}"/><stop offset="1" stop-color="{LILAC}"/></linearGradient>')
    b = [f'<rect width="{W}" height="{H}" fill="url(#bg)"/>',
         f'<rect y="262" width="{W}" height="98" fill="{LILAC}"/>',
         f'<rect y="258" width="{W}" height="6" fill="{LPURPLE}" opacity="0.35"/>']
    # bunting along the top
    bunt = []
    for i in range(11):
        x = 20 + i * 60
        s = smooth(prog(t, 0.3 + i * 0.05, 0.9 + i * 0.05))
        col = (PURPLE, YELLOW, LPURPLE)[i % 3]
        sw = 2 * math.sin(t * 1.6 + i)
        bunt.append(f'<path d="M{x - 16} 10 L{x + 16} 10 L{x + sw:.2f} {10 + 26 * s:.2f}Z" fill="{col}"/>')
    b.append(f'<path d="M0 10 H640" stroke="{PURPLE}" stroke-width="2" opacity="0.4"/>' + ''.join(bunt))
    # blackboard
    bs = back(prog(t, 0.1, 1.0))
    board = [f'<rect x="-176" y="-94" width="352" height="188" rx="12" fill="#c98a3a"/>',
             f'<rect x="-164" y="-82" width="328" height="164" rx="6" fill="#2b2433"/>',
             f'<rect x="-90" y="90" width="40" height="7" rx="3" fill="{CREAM}"/>']
    chalk = []
    # a video plays on the board: play triangle in a circle pulses, then shapes are drawn
    pv = pop(t, 1.0, 0.6) * (1 - smooth(prog(t, 3.4, 3.9)))
    if pv > 0:
        pulse = 1 + 0.05 * math.sin((t - 1) * 4)
        chalk.append(f'<g transform="scale({pv * pulse:.3f})"><circle r="40" fill="{YELLOW}"/>'
                     f'<path d="M-12 -20 L22 0 L-12 20Z" fill="#2b2433" stroke="#2b2433" stroke-width="5" stroke-linejoin="round"/></g>')

    def draw(d, length, start, colour, dur_=1.0):
        p = smooth(prog(t, start, start + dur_))
        if p <= 0:
            return ''
        L = length + 2
        return (f'<path d="{d}" fill="none" stroke="{colour}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" '
                f'stroke-dasharray="{L:.1f} {L:.1f}" stroke-dashoffset="{L * (1 - p):.2f}"/>')
    # circle, triangle, square, then a little sun and a house-like counting row of dots
    chalk.append(draw('M-100 -54 a34 34 0 1 0 0 68 a34 34 0 1 0 0 -68', 2 * math.pi * 34, 4.0, CREAM))
    chalk.append(draw('M-12 16 L22 -46 L56 16Z', 209.4, 5.0, YELLOW))
    chalk.append(draw('M88 -44 H146 V14 H88Z', 232, 6.0, '#d9b8ef'))
    for i in range(5):
        s = pop(t, 7.2 + i * 0.25, 0.4)
        if s > 0:
            col = (CREAM, YELLOW, '#d9b8ef', CREAM, YELLOW)[i]
            chalk.append(f'<circle cx="{-76 + i * 38}" cy="52" r="{9 * s:.2f}" fill="{col}"/>')
    board.append(''.join(chalk))
    b.append(f'<g transform="translate(320,{128 + 20 * (1 - bs):.2f}) scale({0.85 + 0.15 * bs:.3f})">{"".join(board)}</g>')
    # teacher at the right of the board, pointing
    ts = smooth(prog(t, 0.6, 1.4))
    point = 10 * math.sin(t * 1.2)
    b.append(f'<g transform="translate({560 + 40 * (1 - ts):.2f},250)" opacity="{ts:.3f}">'
             f'<path d="M-16 -60 L{-50:.1f} {-96 + point:.2f}" stroke="{PURPLE}" stroke-width="10" stroke-linecap="round"/>'
             f'<path d="M-30 40 C-34 -40 -20 -70 0 -70 C20 -70 34 -40 30 40Z" fill="{PURPLE}"/>'
             f'<circle cy="-92" r="20" fill="#8a5a3c"/>'
             f'<path d="M-20 -94 C-20 -118 20 -118 20 -94 C12 -104 -10 -106 -20 -94Z" fill="{INK}"/></g>')
    # children appear one by one in two rows, seen from behind
    cols = [PURPLE, YELLOW, LPURPLE, '#ff9f5a', PURPLE, LPURPLE, YELLOW]
    back_row = [(90, 288), (170, 292), (250, 288), (330, 292), (410, 288)]
    front_row = [(50, 330), (130, 334), (210, 330), (290, 334), (370, 330), (450, 334)]
    kids = back_row + front_row
    for i, (x, y) in enumerate(kids):
        st = 1.6 + i * 0.32
        s = pop(t, st, 0.5)
        bob = 2 * math.sin(t * 2.2 + i * 1.1)
        arm = 0.0
        if i in (2, 6, 9):  # a few hands go up to answer
            k = 9.0 + (i % 3) * 0.3
            arm = smooth(prog(t, k, k + 0.5)) * (1 - smooth(prog(t, 11.2, 11.6)))
        b.append(child(x, y, s * (1.0 if y > 310 else 0.88), cols[i % len(cols)], bob, arm))
    b.append(fade(t, dur))
    return svg(''.join(b), defs)


SCENES = {'talk-1': (talk1, 12.0), 'talk-2': (talk2, 12.0), 'testimonial-1': (testimonial1, 11.0),
          'testimonial-2': (testimonial2, 12.0)}

if __name__ == '__main__':
    name, out = sys.argv[1], sys.argv[2]
    fn, dur = SCENES[name]
    os.makedirs(out, exist_ok=True)
    n = int(round(dur * FPS))
    only = sys.argv[3:]  # optional: specific seconds to render (for previews)
    times = [float(s) for s in only] if only else [i / FPS for i in range(n)]
    for i, tt in enumerate(times):
        with open(os.path.join(out, f'f{i:04d}.svg'), 'w') as f:
            f.write(fn(tt, dur))
    print(name, len(times))
