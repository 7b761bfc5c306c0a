// The welcome image of the dashboard: a desk with a customer board, an inline SVG (no network needed).
import { defineMessage, useIntl } from 'react-intl';
export const welcomeTitle = defineMessage({
  defaultMessage: 'Welcome to Staff CRM',
  id: '10tOOW',
  description: "The dashboard's welcome heading, also its picture's name",
});

export function WelcomeIllustration() {
  const intl = useIntl();
  return (
    <svg className="welcome-illustration" viewBox="0 0 640 360" role="img" aria-labelledby="welcome-illustration-title">
      <title id="welcome-illustration-title">{intl.formatMessage(welcomeTitle)}</title>
      <defs>
        <linearGradient id="welcome-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#eef2ff" className="welcome-sky-top" />
          <stop offset="1" stopColor="#e0f2fe" className="welcome-sky-bottom" />
        </linearGradient>
        <linearGradient id="welcome-screen" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f46e5" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect width="640" height="360" rx="24" fill="url(#welcome-sky)" />
      <circle cx="560" cy="70" r="36" fill="#fde68a" />
      <circle cx="90" cy="80" r="60" fill="#c7d2fe" opacity="0.5" />
      <circle cx="600" cy="300" r="80" fill="#bae6fd" opacity="0.45" />
      {/* board */}
      <rect x="150" y="46" width="340" height="210" rx="16" fill="url(#welcome-screen)" />
      <rect x="172" y="68" width="130" height="14" rx="7" fill="#ffffff" opacity="0.9" />
      <rect x="172" y="90" width="84" height="9" rx="4.5" fill="#ffffff" opacity="0.5" />
      {[0, 1, 2].map((row) => (
        <g key={row} transform={`translate(172 ${118 + row * 40})`}>
          <rect width="296" height="30" rx="8" fill="#ffffff" opacity={row === 1 ? 0.55 : 0.92} />
          <circle cx="16" cy="15" r="9" fill={['#f59e0b', '#94a3b8', '#10b981'][row]} />
          <rect x="34" y="9" width={[110, 90, 124][row]} height="6" rx="3" fill="#6366f1" opacity="0.7" />
          <rect x="34" y="19" width="70" height="4" rx="2" fill="#a5b4fc" />
          <rect x="226" y="8" width="56" height="14" rx="7" fill={row === 1 ? '#cbd5e1' : '#c7d2fe'} />
        </g>
      ))}
      {/* desk */}
      <rect x="70" y="284" width="500" height="14" rx="7" fill="#334155" />
      <rect x="110" y="298" width="12" height="46" fill="#475569" />
      <rect x="518" y="298" width="12" height="46" fill="#475569" />
      {/* laptop */}
      <path d="M230 244h120l14 40H216z" fill="#1e293b" />
      <rect x="238" y="250" width="104" height="26" rx="3" fill="#22d3ee" opacity="0.8" />
      {/* person */}
      <circle cx="430" cy="196" r="22" fill="#92400e" />
      <circle cx="430" cy="204" r="18" fill="#fcd34d" />
      <path d="M392 284c2-36 18-56 38-56s36 20 38 56z" fill="#10b981" />
      <path d="M400 262l-40 8" stroke="#fcd34d" strokeWidth="10" strokeLinecap="round" />
      {/* plant */}
      <rect x="128" y="252" width="30" height="32" rx="6" fill="#f97316" />
      <path d="M143 252c-18-20-14-40 0-48 14 8 18 28 0 48z" fill="#22c55e" />
      <path d="M143 254c-26-4-32-22-26-30 12-2 26 10 26 30z" fill="#16a34a" />
      <path d="M143 254c26-4 32-22 26-30-12-2-26 10-26 30z" fill="#16a34a" />
      {/* coffee */}
      <rect x="470" y="262" width="22" height="22" rx="4" fill="#ffffff" />
      <path d="M492 266h6a6 6 0 0 1 0 12h-6" fill="none" stroke="#ffffff" strokeWidth="4" />
      <path
        d="M476 254c0-6 6-6 6-12M484 254c0-6 6-6 6-12"
        stroke="#94a3b8"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
