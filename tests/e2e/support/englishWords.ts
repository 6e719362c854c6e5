// English a visitor or a screen reader may meet on a French site: the words of libraries' and
// browsers' default labels (buttons, toasts, dialogs, file inputs, media controls, carousels,
// cookie banners, ratings, dates), and the small words any English sentence carries. Used by
// tests/e2e/frenchEverywhere.spec.ts on the names, labels and text of every page.
//
// Words French shares with English are left out on purpose, because the site uses them in French:
// menu, photo, date, image, message, contact, service, page, notifications, notification, navigation,
// content (« content »), file (« file d'attente »), or (« l'or »), on, option(s), action(s), code,
// site, note, total, mode, version, volume, pause, focus, logo, cookie(s), marketing, notice,
// directions, consent, email, top, go (« Go »), up, a, as, in, it, normal, urgent, client, an (« un an »),
// main (« fait main »), sent (« il sent »), modal, ok (« OK » is French too).
// Those words are caught where English puts them in a phrase ("Choose File", "No file chosen",
// "Open menu", "Close toast"...): the phrases below, and the other English words around them.

/** English words that are not French words, lowercase. Accents count: « détails » is not "details". */
// prettier-ignore
const englishWords: ReadonlySet<string> = new Set([
  // Controls and their states
  'open', 'opened', 'close', 'closed', 'toggle', 'submit', 'send', 'sending', 'cancel', 'dismiss', 'yes', 'no', 'save',
  'edit', 'delete', 'remove', 'add', 'clear', 'reset', 'retry', 'undo', 'copy', 'copied', 'share', 'print', 'show',
  'hide', 'more', 'less', 'expand', 'expanded', 'collapse', 'collapsed', 'select', 'selected', 'choose', 'chosen',
  'browse', 'upload', 'uploading', 'uploaded', 'download', 'files', 'drag', 'drop', 'here', 'loading', 'spinner',
  'wait', 'please', 'search', 'next', 'previous', 'prev', 'back', 'forward', 'skip', 'home', 'view', 'read', 'learn',
  'details', 'settings', 'preferences', 'accept', 'reject', 'decline', 'allow', 'required', 'optional', 'error',
  'warning', 'success', 'failed', 'unknown', 'found', 'sorry', 'welcome', 'hello', 'thanks', 'thank', 'update',
  'refresh', 'reload', 'install', 'available', 'offline', 'online', 'sign', 'login', 'logout', 'password', 'username',
  'account',
  // Widgets' own names
  'toast', 'toasts', 'alert', 'dialog', 'button', 'link', 'list', 'item', 'items', 'region', 'status', 'icon',
  'carousel', 'slide', 'scroll', 'press', 'key', 'keyboard', 'shortcut', 'breadcrumb', 'play', 'playing', 'mute',
  'unmute', 'fullscreen', 'captions', 'subtitles', 'video', 'map', 'rating', 'review', 'reviews', 'star', 'stars',
  'privacy', 'policy', 'terms', 'legal', 'necessary', 'analytics', 'functional', 'statistics', 'phone', 'address',
  'hours', 'opening', 'today', 'tomorrow',
  // Days and months
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'january', 'february', 'march',
  'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  // The small words of any English sentence
  'the', 'and', 'with', 'for', 'this', 'that', 'your', 'you', 'of', 'to', 'is', 'are', 'not', 'by', 'at', 'from',
  'out',
])

/** English phrases built on words French shares, caught as phrases. */
const englishPhrases: readonly string[] = ['choose file', 'no file chosen', 'no file selected', 'open menu', 'close menu', 'close toast', 'file chosen']

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean)

/** The English words and phrases in a text, as found. */
export function englishIn(text: string): string[] {
  const words = wordsOf(text)
  const joined = ` ${words.join(' ')} `
  return [...words.filter((word) => englishWords.has(word)), ...englishPhrases.filter((phrase) => joined.includes(` ${phrase} `))]
}
