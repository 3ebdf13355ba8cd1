import { describe, expect, it } from '@jest/globals'
import { AdaptiveDebounce, BURST_GAP_MS, BURST_MS, SINGLE_CHANGE_MS } from '../../src/lsp/debounce.js'
import { pagesMessage } from '../../src/lsp/progress.js'

describe('the language server waits after an event as long as the event asks', () => {
  it.each([
    ['an open', 'open' as const, 0],
    ['a save', 'save' as const, 0],
    ['a change after a pause', 'change' as const, SINGLE_CHANGE_MS]
  ])('%s: %s ms', (_name, event, delay) => {
    expect(new AdaptiveDebounce().delayFor(event, 10_000)).toBe(delay)
  })

  it('changes close together are a burst, checked at its end; a pause ends the burst', () => {
    const debounce = new AdaptiveDebounce()
    expect(debounce.delayFor('change', 1000)).toBe(SINGLE_CHANGE_MS)
    expect(debounce.delayFor('change', 1000 + BURST_GAP_MS - 1)).toBe(BURST_MS)
    expect(debounce.delayFor('change', 1000 + 2 * BURST_GAP_MS - 2)).toBe(BURST_MS)
    expect(debounce.delayFor('save', 1000 + 2 * BURST_GAP_MS)).toBe(0)
    expect(debounce.delayFor('change', 1000 + 4 * BURST_GAP_MS)).toBe(SINGLE_CHANGE_MS)
  })

  it('says how far the site check is, in pages, with thousands separated', () => {
    expect(pagesMessage(1234, 4614)).toBe('Checking site: 1,234 of 4,614 pages')
    expect(pagesMessage(0, 1)).toBe('Checking site: 0 of 1 page')
  })
})
