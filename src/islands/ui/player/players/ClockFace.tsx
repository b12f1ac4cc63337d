/**
 * A clock face showing a time (`h:mm`), to read as a child reads the classroom clock (review of
 * 3 Dec: the time practice said where the hands were, so the child copied the number). Drawn
 * here, not a picture file: any time to the minute, a few hundred bytes, crisp at any
 * size. The hour hand moves between the hours as a real one does (half past 6: halfway to 7).
 */
/** The minute marks (every 6°) and the hours' numbers, the same on every clock. */
const MARKS = Array.from({ length: 60 }, (_, i) => i * 6);
const HOURS = Array.from({ length: 12 }, (_, i) => i + 1);

export function ClockFace({ time, label }: { time: string; label: string }) {
  const [hours = 12, minutes = 0] = time.split(':').map(Number);
  const minuteAngle = minutes * 6;
  const hourAngle = ((hours % 12) + minutes / 60) * 30;
  const at = (angle: number, radius: number) => {
    const radians = ((angle - 90) * Math.PI) / 180;
    return { x: 50 + radius * Math.cos(radians), y: 50 + radius * Math.sin(radians) };
  };
  const hand = (angle: number, length: number) => at(angle, length);
  const hourTip = hand(hourAngle, 18);
  // The long hand stops short of the numbers (at radius 33), so it never hides one; between two
  // five-minute marks (class 4 reads the minute) it reaches the minute marks, where no number
  // stands, so the child can count them (re-check s22t: at 27, 7:22 and 7:23 looked the same).
  const onFive = minutes % 5 === 0;
  const minuteTip = hand(minuteAngle, onFive ? 27 : 42);
  return (
    <svg className="clock-face" viewBox="0 0 100 100" role="img" aria-label={label} width={160} height={160}>
      <circle cx="50" cy="50" r="47" className="clock-face__rim" />
      {MARKS.map((angle) => {
        const onHour = angle % 30 === 0;
        const outer = at(angle, 44);
        const inner = at(angle, onHour ? 40 : 42.5);
        return (
          <line
            key={angle}
            x1={outer.x}
            y1={outer.y}
            x2={inner.x}
            y2={inner.y}
            className={
              onHour
                ? 'clock-face__tick clock-face__tick--hour'
                : onFive
                  ? 'clock-face__tick'
                  : 'clock-face__tick clock-face__tick--count'
            }
          />
        );
      })}
      {HOURS.map((hour) => {
        const { x, y } = at(hour * 30, 33);
        return (
          <text key={hour} x={x} y={y} className="clock-face__number" dominantBaseline="central">
            {hour}
          </text>
        );
      })}
      <line
        x1="50"
        y1="50"
        x2={hourTip.x}
        y2={hourTip.y}
        className="clock-face__hand clock-face__hand--hour"
      />
      <line
        x1="50"
        y1="50"
        x2={minuteTip.x}
        y2={minuteTip.y}
        className="clock-face__hand clock-face__hand--minute"
      />
      <circle cx="50" cy="50" r="3" className="clock-face__pin" />
    </svg>
  );
}
