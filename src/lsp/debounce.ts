/**
 * How long the server waits after a document event before it checks: not at all when a document is opened or
 * saved (the writer is waiting for the answer), briefly after a single change (a character typed after a
 * pause), longer while changes come in a burst (typing fast, an undo held down), so that a burst is checked
 * once, at its end, instead of once per keystroke.
 */

/** What happened to the document. */
export type DocumentEvent = 'open' | 'change' | 'save'

/** After a change that follows a pause. */
export const SINGLE_CHANGE_MS = 50
/** After a change that follows another closely: the writer is still typing. */
export const BURST_MS = 250
/** Changes closer together than this are a burst. */
export const BURST_GAP_MS = 300

export class AdaptiveDebounce {
  private lastChange = -Infinity

  /** The delay before checking after this event, at `now` (milliseconds, monotonic). */
  delayFor(event: DocumentEvent, now: number): number {
    if (event !== 'change') return 0
    const burst = now - this.lastChange < BURST_GAP_MS
    this.lastChange = now
    return burst ? BURST_MS : SINGLE_CHANGE_MS
  }
}
