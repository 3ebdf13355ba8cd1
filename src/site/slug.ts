/**
 * How a `#fragment` is compared with the ids of a page (src/page/heading-id.ts). Exactly, as a browser
 * compares them, except for double quotation marks: the generator's typography step curls them in ways that
 * depend on the markup around them (`"Quoted"` at the start of a heading is `”quoted”`, inside `**...**` it
 * stays straight and is dropped), so a fragment matches with them in any form or without them.
 */
export function anchorKey(anchor: string): string {
  return anchor.replace(/["“”]/g, '')
}
