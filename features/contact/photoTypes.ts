// Apart from ./message.ts, so that the photo field, on the page's first load, does not bring the
// message builders with it: they load with the sending code.

/** The image types the form accepts: the file picker's filter and the check before sending. */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif', 'image/avif'] as const
