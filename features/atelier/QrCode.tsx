import { encode } from 'uqr'

interface Props {
  text: string
  label: string
  className?: string
}

// A QR code drawn as one SVG path, black on white, from uqr's matrix (its border is the quiet zone
// scanners need). Error correction M: a printed slip survives a crease or a smudge.
export function QrCode({ text, label, className }: Props) {
  const { size, data } = encode(text, { ecc: 'M', border: 4 })
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('')
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className={className}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
