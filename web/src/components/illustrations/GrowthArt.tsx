import { brandColors } from '../../config/theme';
/** Rising bars with an arrow: growth in placements and hiring. */
export function GrowthArt({ title = 'Growth chart' }: { title?: string }) {
  const bars = [
    { x: 70, h: 60, c: brandColors.skyLight },
    { x: 130, h: 100, c: brandColors.sky },
    { x: 190, h: 140, c: brandColors.blue },
    { x: 250, h: 185, c: brandColors.saffron },
  ];
  return (
    <svg viewBox="0 0 360 280" width="100%" role="img" aria-label={title} style={{ display: 'block' }}>
      <rect x="10" y="10" width="340" height="260" rx="28" fill="rgba(255,255,255,0.1)" />
      <path d="M50 240 H320" stroke="rgba(255,255,255,0.5)" strokeWidth="3" strokeLinecap="round" />
      {bars.map((b) => (
        <rect key={b.x} x={b.x} y={240 - b.h} width="40" height={b.h} rx="8" fill={b.c} />
      ))}
      <path
        d="M60 170 L140 120 L200 138 L290 50"
        fill="none"
        stroke={brandColors.white}
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M262 48 L292 46 L290 76"
        fill="none"
        stroke={brandColors.white}
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
