/** A run of a page's lines: inside a fenced code block (fence lines included), or outside. */
export interface Segment {
  text: string
  fenced: boolean
  /** The segment's first line (1-based). */
  line: number
}

/** A page's text cut into runs of lines inside and outside fenced code blocks, in order. */
export function fenceSegments(text: string): Segment[] {
  const segments: Segment[] = []
  let current: Segment = { text: '', fenced: false, line: 1 }
  let fence: string | undefined
  let line = 1
  const start = (fenced: boolean) => {
    if (current.text !== '') segments.push(current)
    current = { text: '', fenced, line }
  }
  for (const row of text.split(/(?<=\n)/)) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(row)?.[1]
    if (!fence && marker) {
      start(true)
      fence = marker
    } else if (fence && marker && marker[0] === fence[0] && marker.length >= fence.length) {
      fence = undefined
      current.text += row
      line++
      start(false)
      continue
    }
    current.text += row
    line++
  }
  if (current.text !== '') segments.push(current)
  return segments
}

/** Applies `change` to the text between fenced code blocks, leaving the blocks as they are. */
export function outsideFences(text: string, change: (prose: string, line: number) => string): string {
  return fenceSegments(text)
    .map((segment) => (segment.fenced ? segment.text : change(segment.text, segment.line)))
    .join('')
}
