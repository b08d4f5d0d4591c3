import { DIMENSIONS } from '../../../core/dimensions';

// Illustrative petal lengths (not anyone's data): a gently uneven wheel reads as "a real life".
const PETALS = [0.82, 0.64, 0.9, 0.7, 0.58, 0.86, 0.74, 0.66];

/** The hero's decorative wheel: eight petals in the areas' colours. */
export function WheelIllustration({ className }: { className?: string }) {
  const size = 240;
  const c = size / 2;
  const maxR = c - 6;
  const slice = (Math.PI * 2) / DIMENSIONS.length;
  return (
    <svg viewBox={`0 0 ${size} ${size}`} aria-hidden className={className}>
      <circle cx={c} cy={c} r={maxR} className="fill-surface stroke-border" strokeWidth="1.5" />
      {[0.33, 0.66].map((f) => (
        <circle
          key={f}
          cx={c}
          cy={c}
          r={maxR * f}
          fill="none"
          className="stroke-border"
          strokeDasharray="3 5"
        />
      ))}
      {DIMENSIONS.map((d, i) => {
        const r = maxR * (PETALS[i] ?? 0.7);
        const a0 = -Math.PI / 2 + i * slice + 0.03;
        const a1 = a0 + slice - 0.06;
        const p = (a: number, radius: number) => `${c + radius * Math.cos(a)} ${c + radius * Math.sin(a)}`;
        return (
          <path
            key={d.key}
            d={`M ${c} ${c} L ${p(a0, r)} A ${r} ${r} 0 0 1 ${p(a1, r)} Z`}
            fill={d.color}
            fillOpacity="0.85"
          />
        );
      })}
      <circle cx={c} cy={c} r={26} className="fill-surface" />
      <text x={c} y={c + 6} textAnchor="middle" className="fill-foreground text-[17px] font-semibold">
        7.4
      </text>
    </svg>
  );
}
