// The widget's box: one height for the stand-in that holds its place, the empty message and the
// reviews, whatever review is shown, so nothing below it moves when it loads or turns to the next
// review. The statistics (their labels on two lines on the narrowest phone), the review and the
// sentence on how reviews are collected (six lines there) fit in it at every width; the review's card
// takes what is left. The quotation is held to six lines (truncateReview cuts it at 200 characters,
// seven lines on the narrowest phone). A .tsx module because UnoCSS reads those for classes.
export const reviewsBoxClassName = 'mt-4 h-[27.5rem]'
