/**
 * The score popup's confetti (spec §4: a burst every 2000 ms at half the total or more), drawn
 * here on the popup's canvas: a few dozen lines instead of a 4 KB library, which made room in the
 * activity island's 25 KB for read aloud (issue 16). The caller leaves it out when the device
 * asks for reduced motion.
 */
const COLOURS = ['#e63946', '#f4a261', '#f9c74f', '#90be6d', '#2a9d8f', '#577590', '#9b5de5'];

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  colour: string;
  angle: number;
  spin: number;
  life: number;
}

export function confetti(canvas: HTMLCanvasElement) {
  const context = canvas.getContext('2d');
  let pieces: Piece[] = [];
  let frame = 0;
  const draw = () => {
    if (!context) return;
    const ratio = devicePixelRatio || 1;
    const width = innerWidth;
    const height = innerHeight;
    if (canvas.width !== width * ratio || canvas.height !== height * ratio) {
      canvas.width = width * ratio;
      canvas.height = height * ratio;
    }
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    pieces = pieces.filter((p) => --p.life > 0 && p.y < height + 20);
    for (const p of pieces) {
      p.vy += 0.3;
      p.vx *= 0.97;
      p.vy *= 0.97;
      p.x += p.vx;
      p.y += p.vy;
      p.angle += p.spin;
      context.save();
      context.translate(p.x, p.y);
      context.rotate(p.angle);
      context.fillStyle = p.colour;
      context.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
      context.restore();
    }
    frame = pieces.length > 0 ? requestAnimationFrame(draw) : 0;
  };
  return {
    /** 90 pieces from 60 % down the screen, fanned over 80°. */
    burst() {
      for (let i = 0; i < 90; i += 1) {
        const angle = ((-90 + (Math.random() - 0.5) * 80) * Math.PI) / 180;
        const speed = 9 + Math.random() * 9;
        pieces.push({
          x: innerWidth / 2,
          y: innerHeight * 0.6,
          vx: Math.cos(angle) * speed,
          vy: Math.sin(angle) * speed,
          size: 8 + Math.random() * 6,
          colour: COLOURS[i % COLOURS.length] as string,
          angle: Math.random() * Math.PI,
          spin: (Math.random() - 0.5) * 0.4,
          life: 200,
        });
      }
      if (!frame) frame = requestAnimationFrame(draw);
    },
    stop() {
      cancelAnimationFrame(frame);
      frame = 0;
      pieces = [];
    },
  };
}
