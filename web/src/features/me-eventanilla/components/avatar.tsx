// A firm's or client's avatar: its logo when it has one, else its initials on its colour.
import { useState } from 'react';
import { readableTextOn } from '../../../shared/lib/readable-text';

export function Avatar({
  initials,
  color,
  logoUrl,
  size = 40,
  label,
}: {
  initials: string;
  color: string;
  logoUrl?: string | null;
  size?: number;
  label: string;
}) {
  const [broken, setBroken] = useState(false);
  if (logoUrl && !broken) {
    return (
      <img
        src={logoUrl}
        alt={label}
        width={size}
        height={size}
        onError={() => setBroken(true)}
        className="shrink-0 rounded-full object-cover ring-1 ring-zinc-200"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={label}
      className="flex shrink-0 items-center justify-center rounded-full font-semibold text-white"
      style={{
        width: size,
        height: size,
        backgroundColor: color,
        color: readableTextOn(color),
        fontSize: size * 0.38,
      }}
    >
      {initials}
    </span>
  );
}
