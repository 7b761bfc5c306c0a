// Decorative: a contact card, a chart and a few people, an inline SVG so the login screen needs no network.
export function LoginIllustration() {
  return (
    <svg className="login-illustration" viewBox="0 0 420 300" role="presentation" focusable="false">
      <defs>
        <linearGradient id="login-card" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.95" />
          <stop offset="1" stopColor="#e0e7ff" stopOpacity="0.9" />
        </linearGradient>
      </defs>
      <circle cx="330" cy="70" r="52" fill="#818cf8" opacity="0.35" />
      <circle cx="70" cy="240" r="40" fill="#22d3ee" opacity="0.25" />
      <rect x="60" y="40" width="250" height="170" rx="18" fill="url(#login-card)" />
      <rect x="84" y="64" width="90" height="12" rx="6" fill="#c7d2fe" />
      <rect x="84" y="86" width="150" height="8" rx="4" fill="#e0e7ff" />
      <rect x="96" y="160" width="22" height="30" rx="4" fill="#a5b4fc" />
      <rect x="128" y="140" width="22" height="50" rx="4" fill="#818cf8" />
      <rect x="160" y="120" width="22" height="70" rx="4" fill="#6366f1" />
      <rect x="192" y="132" width="22" height="58" rx="4" fill="#4f46e5" />
      <rect x="224" y="108" width="22" height="82" rx="4" fill="#4338ca" />
      <polyline
        points="107,150 139,128 171,112 203,122 235,96 268,84"
        fill="none"
        stroke="#22d3ee"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="268" cy="84" r="6" fill="#22d3ee" />
      <g transform="translate(250 150)">
        <rect width="140" height="96" rx="16" fill="#ffffff" />
        <circle cx="34" cy="34" r="18" fill="#fde68a" />
        <path d="M16 66c3-12 10-18 18-18s15 6 18 18z" fill="#f59e0b" />
        <circle cx="34" cy="30" r="9" fill="#92400e" opacity="0.85" />
        <rect x="62" y="24" width="60" height="9" rx="4.5" fill="#c7d2fe" />
        <rect x="62" y="40" width="44" height="7" rx="3.5" fill="#e0e7ff" />
        <rect x="16" y="76" width="108" height="8" rx="4" fill="#eef2ff" />
      </g>
      <g transform="translate(30 170)">
        <circle cx="28" cy="28" r="28" fill="#ffffff" />
        <circle cx="28" cy="22" r="10" fill="#6366f1" />
        <path d="M10 46c4-9 10-13 18-13s14 4 18 13" fill="#6366f1" />
      </g>
      <g transform="translate(330 18)">
        <circle cx="22" cy="22" r="22" fill="#ffffff" />
        <path
          d="M12 23l7 7 13-15"
          fill="none"
          stroke="#10b981"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  );
}
