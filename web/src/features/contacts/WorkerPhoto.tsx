import { useState } from 'react';

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      // The first letter or digit of each part: a name written 'Zoë <zoe@…>' gives 'Z', not 'Z<'.
      .map((part) => part.match(/[\p{L}\p{N}]/u)?.[0]?.toUpperCase() ?? '')
      .join('')
  );
}

/**
 * The worker's photo, loaded lazily;
 * initials in a round badge when there is none or it fails. Decorative: the name is beside it.
 */
export function WorkerPhoto({ name, photoUrl }: { name: string; photoUrl: string | null | undefined }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="worker-avatar" aria-hidden="true">
      {!photoUrl || failed ? (
        initials(name)
      ) : (
        <img
          src={photoUrl}
          alt=""
          loading="lazy"
          decoding="async"
          width={44}
          height={44}
          onError={() => setFailed(true)}
        />
      )}
    </span>
  );
}
