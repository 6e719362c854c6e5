// yet-another-react-lightbox: keyboard (arrows, Escape), swipe, focus held inside while open, its
// labels in French. Loaded only when a photo is opened (ShowcaseGallery.tsx).
import Lightbox from 'yet-another-react-lightbox'
import 'yet-another-react-lightbox/styles.css'
import { variantUrl } from '../../lib/images'
import { lightboxLabels } from '../../lib/content/pageContent/showcase'
import type { ShowcasePiece } from '../../lib/showcase'

interface Props {
  pieces: readonly (Pick<ShowcasePiece, 'caption' | 'image'> & { photo?: string })[]
  index: number
  onClose: () => void
}

export default function ShowcaseLightbox({ pieces, index, onClose }: Props) {
  const slides = pieces.map(({ caption, image, photo }) => ({
    src: photo ?? variantUrl(image, image.width, 'jpg'),
    alt: caption,
    width: image.width,
    height: image.height,
    srcSet: image.widths.map((width) => ({ src: variantUrl(image, width, 'webp'), width, height: Math.round((width * image.height) / image.width) })),
  }))
  return <Lightbox open index={index} close={onClose} slides={slides} labels={lightboxLabels} />
}
