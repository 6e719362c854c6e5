// The widget's box: one height for the stand-in that holds its place, the empty message and the
// reviews, whatever review is shown, so nothing below it moves when it loads or turns to the next
// review. The statistics (their labels on two lines on the narrowest phone) and the review fit in it
// at every width: the quotation is held to six lines (truncateReview cuts it at 200 characters,
// seven lines on the narrowest phone). A .tsx module because UnoCSS reads those for classes.
export const reviewsBoxClassName = 'mt-4 h-[20.5rem]'
