// The remark of a delivery whose requested visit was left out (deliver.ts), read with the receipt by
// the page that tells the visitor (outboxClient.ts). A module of its own: that page's code must not
// load the delivery's Supabase clients.
export const VISIT_LEFT_OUT = 'visit-left-out'
