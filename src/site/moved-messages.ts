/**
 * An edit that moves a page's facts without changing them (a line typed above a link, a word added before it on
 * its line): the site rules would say the same of the page, at the facts' new places. Their last messages on it
 * are moved with the facts they are at, instead of running the rules again (src/site/incremental.ts).
 *
 * A site rule's message on a page is at one of the page's facts (a link, an image, an icon, an import and its
 * names), or at the page's first character (an orphan page): each is moved to where its fact now is. A message
 * anywhere else, at a place two facts shared but no longer share, or with a fix the move cannot be sure of, is
 * not moved: the caller runs the rules again.
 */
import type { Point, Position } from 'unist'
import type { VFileMessage } from 'vfile-message'
import type { PageFacts } from '../page/facts.js'

/** A fact as JSON without its places: two that are equal so are the same fact, moved or not. */
function placeless(fact: unknown): string | undefined {
  return JSON.stringify(fact, (key, value: unknown) => (isPlaceKey(key) ? undefined : value))
}

/** The facts of a page that an edit changed, other than by moving them. */
export function changedFacts(before: PageFacts, after: PageFacts): Set<keyof PageFacts> {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as (keyof PageFacts)[])
  return new Set([...keys].filter((key) => placeless(before[key]) !== placeless(after[key])))
}

/** Only these facts of the page (those an edit did not change), for moving the messages of the rules that read only them. */
export function someFacts(facts: PageFacts, keys: Iterable<keyof PageFacts>): Partial<PageFacts> {
  return Object.fromEntries([...keys].map((key) => [key, facts[key]]))
}

/**
 * The page's site messages moved from the facts `before` to the same facts `after` (none of them changed but
 * for its places); undefined when one of them cannot be moved for certain.
 */
export function movedMessages(messages: readonly VFileMessage[], before: Partial<PageFacts>, after: Partial<PageFacts>): VFileMessage[] | undefined {
  const moves = placeMoves(before, after)
  const moved: VFileMessage[] = []
  for (const message of messages) {
    const next = movedMessage(message, moves)
    if (!next) return undefined
    moved.push(next)
  }
  return moved
}

/** Keys whose value is a place in the page (a fact's `position`, a control comment's `next` node). */
function isPlaceKey(key: string): boolean {
  return key === 'position' || key === 'next'
}

/** Where each fact was (by its start and end offsets) and where it is now; null where two facts that were at one place moved apart. */
function placeMoves(before: unknown, after: unknown, moves = new Map<string, Position | null>()): Map<string, Position | null> {
  if (Array.isArray(before) && Array.isArray(after)) {
    before.forEach((item, index) => placeMoves(item, after[index], moves))
  } else if (isRecord(before) && isRecord(after)) {
    for (const [key, value] of Object.entries(before)) {
      if (isPlaceKey(key)) addMove(moves, value as Position, after[key] as Position)
      else placeMoves(value, after[key], moves)
    }
  }
  return moves
}

function addMove(moves: Map<string, Position | null>, from: Position, to: Position): void {
  const key = placeKey(from)
  if (key === undefined) return
  const known = moves.get(key)
  moves.set(key, known === undefined || (known !== null && placeKey(known) === placeKey(to)) ? to : null)
}

function placeKey(place: Position): string | undefined {
  const { start, end } = place
  return start?.offset === undefined || end?.offset === undefined ? undefined : `${start.offset}-${end.offset}`
}

/** The message at its fact's new place; itself at the page's first character; undefined when its place is no fact's. */
function movedMessage(message: VFileMessage, moves: Map<string, Position | null>): VFileMessage | undefined {
  const place = message.place
  if (!place || !('start' in place)) return undefined
  if (isFirstCharacter(place)) return message
  const key = placeKey(place)
  const to = key === undefined ? undefined : moves.get(key)
  if (!to) return undefined
  if (placeKey(to) === key && samePoint(place.start, to.start) && samePoint(place.end, to.end)) return message
  const shift = to.start.offset! - place.start.offset!
  const fix = message.fix && movedFix(message.fix, place, to, shift)
  if (message.fix && !fix) return undefined
  const moved = Object.assign(Object.create(Object.getPrototypeOf(message) as object) as VFileMessage, message)
  moved.place = to
  moved.line = to.start.line
  moved.column = to.start.column
  moved.name = `${to.start.line}:${to.start.column}-${to.end.line}:${to.end.column}`
  if (fix) moved.fix = fix
  return moved
}

/**
 * A fix inside its fact, shifted with it: only when the fact kept its length, which the edit then did not change
 * inside it (its href where it was, say). A fix outside its fact, or in a fact whose text changed, is not moved.
 */
function movedFix(fix: NonNullable<VFileMessage['fix']>, from: Position, to: Position, shift: number): VFileMessage['fix'] {
  const length = (place: Position) => place.end.offset! - place.start.offset!
  const [start, end] = fix.range
  if (length(from) !== length(to) || start < from.start.offset! || end > from.end.offset!) return undefined
  return { range: [start + shift, end + shift], text: fix.text }
}

/** A place a rule writes for a whole page (`1:1`), without an offset: no edit moves it. */
function isFirstCharacter(place: Position): boolean {
  return place.start.offset === undefined && place.start.line === 1 && place.start.column === 1 && place.end?.line === 1 && place.end?.column === 1
}

function samePoint(a: Point, b: Point): boolean {
  return a.line === b.line && a.column === b.column && a.offset === b.offset
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
