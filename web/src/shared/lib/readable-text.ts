// The text colour to write initials on a coloured avatar: white or near-black, whichever reads
// at 4.5:1 or better on that background (WCAG relative luminance). The services pick the colour.
function luminance(hex: string): number | null {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(digits.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const DARK = '#18181b';

export function readableTextOn(background: string): string {
  const l = luminance(background);
  if (l === null) return '#ffffff';
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / 0.0566;
  return onWhite >= 4.5 || onWhite >= onDark ? '#ffffff' : DARK;
}
