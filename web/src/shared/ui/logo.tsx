// The console's mark: the product's initials on the accent colour. Hand-written: it is the
// product's own artwork.
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.34) }}
      className="flex shrink-0 items-center justify-center rounded-[28%] bg-accent-600 font-bold tracking-tight text-white shadow-sm"
    >
      CGI
    </span>
  );
}
