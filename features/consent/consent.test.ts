import { describe, expect, it } from 'vitest'
import {
  CONSENT_STORAGE_KEY,
  consentReducer,
  defaultConsents,
  initialConsentState,
  isDecision,
  parseStoredConsents,
  serializeConsents,
  type ConsentAction,
  type ConsentState,
  type Consents,
} from './consent'

const all: Consents = { necessary: true, embedded: true }
const run = (actions: ConsentAction[], from: ConsentState = initialConsentState) => actions.reduce(consentReducer, from)

describe('consent state', () => {
  it('starts with only the necessary cookies, no choice made and the settings closed', () => {
    expect(initialConsentState).toEqual({ consents: defaultConsents, draft: defaultConsents, hasInteracted: false, settingsOpen: false })
    expect(defaultConsents).toEqual({ necessary: true, embedded: false })
  })

  it('restores a stored choice and counts it as an interaction', () => {
    const stored = { ...defaultConsents, embedded: true }
    const state = run([{ type: 'restore', consents: stored }])
    expect(state).toEqual({ consents: stored, draft: stored, hasInteracted: true, settingsOpen: false })
  })

  it('keeps the settings open when another tab restores a choice meanwhile', () => {
    const state = run([{ type: 'openSettings' }, { type: 'restore', consents: all }])
    expect(state.settingsOpen).toBe(true)
    expect(state.consents).toEqual(all)
  })

  it('accept all grants every category, marks the interaction and closes the settings', () => {
    expect(run([{ type: 'openSettings' }, { type: 'acceptAll' }])).toEqual({ consents: all, draft: all, hasInteracted: true, settingsOpen: false })
  })

  it('reject all keeps only the necessary cookies, marks the interaction and closes the settings', () => {
    const state = run([{ type: 'acceptAll' }, { type: 'openSettings' }, { type: 'rejectAll' }])
    expect(state).toEqual({ consents: defaultConsents, draft: defaultConsents, hasInteracted: true, settingsOpen: false })
  })

  it('toggle changes only the draft, not what is in force', () => {
    const state = run([{ type: 'openSettings' }, { type: 'toggle', category: 'embedded' }])
    expect(state.draft).toEqual({ ...defaultConsents, embedded: true })
    expect(state.consents).toEqual(defaultConsents)
    expect(state.hasInteracted).toBe(false)
    expect(run([{ type: 'toggle', category: 'embedded' }], state).draft.embedded).toBe(false)
  })

  it('save puts the draft in force, with necessary always on, and closes the settings', () => {
    const state = run([{ type: 'openSettings' }, { type: 'toggle', category: 'embedded' }, { type: 'save' }])
    const saved = { necessary: true, embedded: true }
    expect(state).toEqual({ consents: saved, draft: saved, hasInteracted: true, settingsOpen: false })
    const forged = { ...initialConsentState, draft: { ...defaultConsents, necessary: false } }
    expect(consentReducer(forged, { type: 'save' }).consents.necessary).toBe(true)
  })

  it('opening the settings starts the draft from what is in force, discarding unsaved toggles', () => {
    const state = run([{ type: 'openSettings' }, { type: 'toggle', category: 'embedded' }, { type: 'closeSettings' }, { type: 'openSettings' }])
    expect(state.draft).toEqual(defaultConsents)
    expect(state.settingsOpen).toBe(true)
  })

  it('closing the settings changes nothing else', () => {
    const open = run([{ type: 'acceptAll' }, { type: 'openSettings' }])
    expect(consentReducer(open, { type: 'closeSettings' })).toEqual({ ...open, settingsOpen: false })
  })

  it('toggleSettings opens a closed panel with a fresh draft and closes an open one', () => {
    const opened = run([{ type: 'toggle', category: 'embedded' }, { type: 'toggleSettings' }])
    expect(opened.settingsOpen).toBe(true)
    expect(opened.draft).toEqual(defaultConsents)
    expect(consentReducer(opened, { type: 'toggleSettings' }).settingsOpen).toBe(false)
  })

  it('stores the choice after accept, reject and save only', () => {
    const decisions = (['acceptAll', 'rejectAll', 'save'] as const).map((type) => isDecision({ type }))
    expect(decisions).toEqual([true, true, true])
    const others: ConsentAction[] = [
      { type: 'restore', consents: all },
      { type: 'toggle', category: 'embedded' },
      { type: 'openSettings' },
      { type: 'closeSettings' },
      { type: 'toggleSettings' },
    ]
    expect(others.map(isDecision)).toEqual([false, false, false, false, false])
  })
})

describe('stored consent', () => {
  it('is kept under cookie-consents as JSON of its purposes, necessary always true', () => {
    expect(CONSENT_STORAGE_KEY).toBe('cookie-consents')
    expect(serializeConsents(defaultConsents)).toBe('{"necessary":true,"embedded":false}')
    expect(serializeConsents({ ...all, necessary: false })).toBe('{"necessary":true,"embedded":true}')
  })

  it('reads back what it wrote', () => {
    for (const consents of [defaultConsents, all]) {
      expect(parseStoredConsents(serializeConsents(consents))).toEqual(consents)
    }
  })

  it('forces necessary back to true, and accepts a value without it', () => {
    expect(parseStoredConsents('{"necessary":false,"embedded":true}')).toEqual(all)
    expect(parseStoredConsents('{"embedded":false}')).toEqual(defaultConsents)
  })

  it('ignores keys it does not know', () => {
    expect(parseStoredConsents('{"necessary":true,"embedded":true,"tracking":true}')).toEqual(all)
  })

  // The four categories stored until December 2026: only « préférences » governed anything (the map).
  it.each([
    ['everything accepted', '{"necessary":true,"analytics":true,"marketing":true,"preferences":true}', all],
    ['everything refused', '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}', defaultConsents],
    ['only the preferences (the map)', '{"necessary":true,"analytics":false,"marketing":false,"preferences":true}', all],
    ['all but the preferences', '{"necessary":true,"analytics":true,"marketing":true,"preferences":false}', defaultConsents],
  ])("reads an earlier choice, %s, as the map's answer", (_, raw, consents) => {
    expect(parseStoredConsents(raw)).toEqual(consents)
  })

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['text that is not JSON', 'oui'],
    ['truncated JSON', '{"necessary":true,"embedded":'],
    ['JSON null', 'null'],
    ['a JSON string', '"accepted"'],
    ['a JSON number', '1'],
    ['a JSON array', '[true,true]'],
    ['a missing purpose', '{"necessary":true}'],
    ['an earlier choice with a category missing', '{"necessary":true,"analytics":true,"marketing":true}'],
    ['a string instead of a boolean', '{"necessary":"true","embedded":"true"}'],
    ['a number instead of a boolean', '{"necessary":1,"embedded":1}'],
    ['null for a purpose', '{"necessary":true,"embedded":null}'],
    ['an earlier choice with strings', '{"necessary":"true","analytics":"true","marketing":"false","preferences":"false"}'],
  ])('gives no choice for %s', (_, raw) => {
    expect(parseStoredConsents(raw)).toBeNull()
  })
})
