import { brandColors } from '../../config/theme';
/** A dashboard card with three people and a rising chart. */
export function TeamArt({ title = 'Our team at work' }: { title?: string }) {
  const people = [
    { x: 96, body: brandColors.royal, skin: '#c68642' },
    { x: 170, body: brandColors.rust, skin: '#8d5524' },
    { x: 244, body: brandColors.teal, skin: '#e0ac69' },
  ];
  return (
    <svg viewBox="0 0 360 280" width="100%" role="img" aria-label={title} style={{ display: 'block' }}>
      <rect x="10" y="20" width="340" height="240" rx="28" fill="#eef2ff" />
      <rect x="40" y="48" width="280" height="120" rx="18" fill={brandColors.white} />
      <path
        d="M64 140 L112 112 L156 124 L204 86 L248 96 L296 62"
        fill="none"
        stroke={brandColors.royal}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="296" cy="62" r="8" fill={brandColors.saffron} />
      <g fill={brandColors.indigoLight}>
        <rect x="64" y="150" width="36" height="6" rx="3" />
        <rect x="112" y="150" width="56" height="6" rx="3" />
        <rect x="180" y="150" width="28" height="6" rx="3" />
      </g>
      {people.map((p) => (
        <g key={p.x}>
          <circle cx={p.x} cy="196" r="16" fill={p.skin} />
          <path d={`M${p.x - 28} 252 q0 -34 28 -34 q28 0 28 34 z`} fill={p.body} />
        </g>
      ))}
    </svg>
  );
}
