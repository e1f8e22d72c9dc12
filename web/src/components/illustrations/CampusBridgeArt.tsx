import { brandColors } from '../../config/theme';
/** A campus on the left, an office on the right and a bridge between them. */
export function CampusBridgeArt({ title = 'From campus to cubicle' }: { title?: string }) {
  return (
    <svg viewBox="0 0 400 300" width="100%" role="img" aria-label={title} style={{ display: 'block' }}>
      <defs>
        <linearGradient id="cb-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={brandColors.indigoMist} />
          <stop offset="1" stopColor="#f8fafc" />
        </linearGradient>
      </defs>
      <rect x="8" y="16" width="384" height="268" rx="28" fill="url(#cb-sky)" />
      <circle cx="330" cy="62" r="22" fill="#fde68a" />
      <rect x="8" y="236" width="384" height="48" rx="0" fill={brandColors.indigoLight} />
      <rect x="8" y="262" width="384" height="22" fill="#a5b4fc" />
      {/* campus */}
      <path d="M40 150 L105 118 L170 150 Z" fill={brandColors.royal} />
      <rect x="48" y="150" width="114" height="86" fill={brandColors.white} stroke={brandColors.royal} strokeWidth="3" />
      <g fill={brandColors.indigoLight}>
        <rect x="60" y="160" width="12" height="76" />
        <rect x="84" y="160" width="12" height="76" />
        <rect x="114" y="160" width="12" height="76" />
        <rect x="138" y="160" width="12" height="76" />
      </g>
      <path d="M78 92 L105 80 L132 92 L105 104 Z" fill={brandColors.navy} />
      <path d="M92 98 v10 c8 6 18 6 26 0 v-10" fill={brandColors.navy} />
      <path d="M132 92 v16" stroke={brandColors.saffron} strokeWidth="3" strokeLinecap="round" />
      {/* office */}
      <rect x="268" y="96" width="86" height="140" rx="4" fill={brandColors.navy} />
      <g fill={brandColors.gold}>
        <rect x="280" y="110" width="14" height="12" rx="2" />
        <rect x="304" y="110" width="14" height="12" rx="2" opacity=".5" />
        <rect x="328" y="110" width="14" height="12" rx="2" />
        <rect x="280" y="134" width="14" height="12" rx="2" opacity=".5" />
        <rect x="304" y="134" width="14" height="12" rx="2" />
        <rect x="328" y="134" width="14" height="12" rx="2" opacity=".5" />
        <rect x="280" y="158" width="14" height="12" rx="2" />
        <rect x="304" y="158" width="14" height="12" rx="2" opacity=".5" />
        <rect x="328" y="158" width="14" height="12" rx="2" />
        <rect x="280" y="182" width="14" height="12" rx="2" opacity=".5" />
        <rect x="304" y="182" width="14" height="12" rx="2" />
        <rect x="328" y="182" width="14" height="12" rx="2" opacity=".5" />
      </g>
      <rect x="300" y="208" width="22" height="28" rx="3" fill={brandColors.sky} />
      {/* bridge */}
      <path d="M150 236 Q 215 150 280 236" fill="none" stroke={brandColors.rust} strokeWidth="6" strokeLinecap="round" />
      <path d="M170 214 v22 M192 196 v40 M215 190 v46 M238 196 v40 M260 214 v22" stroke={brandColors.rust} strokeWidth="3" opacity=".6" />
      <circle cx="215" cy="178" r="9" fill={brandColors.teal} />
      <path d="M215 188 v16 M207 196 h16" stroke={brandColors.teal} strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
