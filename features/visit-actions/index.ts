// What other features may use of the visit actions: the French of the server's refusals (the back
// office, features/atelier, runs the same actions and meets the same reasons).
export { refusals, unknownRefusal } from './texts'
