/**
 * What a migration says besides the new config: the keys it left out (with no counterpart in the current
 * format) and what it added that the old config did not say. Each is said once.
 */
export class Notes {
  private readonly left = new Map<string, string>()
  private readonly adds = new Set<string>()

  leftOut(path: string, reason: string): void {
    if (!this.left.has(path)) this.left.set(path, reason)
  }

  added(what: string): void {
    this.adds.add(what)
  }

  get leftOutPaths(): string[] {
    return [...this.left.keys()]
  }

  /** One line for the keys left out, one for what was added; none when there is nothing to say. */
  lines(): string[] {
    const lines: string[] = []
    if (this.left.size > 0) {
      const keys = [...this.left].map(([path, reason]) => `\`${path}\` (${reason})`)
      lines.push(`left out: ${keys.join('; ')}`)
    }
    if (this.adds.size > 0) lines.push(`added: ${[...this.adds].join('; ')}`)
    return lines
  }
}
