/** The form's French checks and the photo's preparation: loaded when the visitor first uses the
 *  form (focus, a photo, a submit), not with the page. */
export const loadValidation = () => import('./validation')
