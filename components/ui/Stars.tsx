export function Stars({ rating, max = 5 }: { rating: number; max?: number }) {
  const filled = Math.round(rating)
  return (
    <span role="img" aria-label={`Note : ${rating} sur ${max}`} className="text-lg leading-none tracking-widest">
      <span className="text-gold-500">{'★'.repeat(filled)}</span>
      <span className="text-ink/20">{'★'.repeat(max - filled)}</span>
    </span>
  )
}
