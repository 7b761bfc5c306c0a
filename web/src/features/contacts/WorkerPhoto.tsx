import { Avatar } from 'antd';
import { useState } from 'react';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The worker's photo, loaded lazily; initials in an antd Avatar when there is none or it fails. Decorative: the name is beside it. */
export function WorkerPhoto({ name, photoUrl }: { name: string; photoUrl: string | null | undefined }) {
  const [failed, setFailed] = useState(false);
  if (!photoUrl || failed) {
    return (
      <Avatar size={44} className="worker-avatar" aria-hidden="true">
        {initials(name)}
      </Avatar>
    );
  }
  return (
    <Avatar
      size={44}
      className="worker-avatar"
      src={<img src={photoUrl} alt="" loading="lazy" decoding="async" width={44} height={44} onError={() => setFailed(true)} />}
    />
  );
}
