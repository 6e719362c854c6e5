// Characters a name or a subject never needs and an e-mail's reader never sees: the bidirectional
// controls (an override can make a subject read backwards in the workshop's mail client) and the
// invisible spaces (zero-width space, word joiner, byte order mark). The form drops them before the
// message leaves; the database's CHECK constraints refuse them (migration
// 20261207000200_names_without_invisible_controls.sql; tests/integration/message-rules.test.ts feeds
// both). The zero-width joiners U+200C and U+200D stay: Persian names and emoji need them.
const invisibleControls = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/gu

/** `text` without its bidirectional controls and invisible spaces. */
export const withoutInvisibleControls = (text: string) => text.replace(invisibleControls, '')
