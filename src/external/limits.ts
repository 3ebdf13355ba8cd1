/**
 * At most `overall` pieces of work at once, and at most `perHost` for one host: a check of a site with
 * hundreds of links to one host asks it a couple of things at a time, as lychee and markdown-link-check do,
 * while links to other hosts go on meanwhile.
 */
export class HostLimits {
  private running = 0
  private readonly byHost = new Map<string, number>()
  private readonly waiting: { host: string; start: () => void }[] = []

  constructor(
    private readonly overall: number,
    private readonly perHost: number
  ) {}

  async run<T>(host: string, work: () => Promise<T>): Promise<T> {
    await this.turn(host)
    try {
      return await work()
    } finally {
      this.release(host)
    }
  }

  private turn(host: string): Promise<void> {
    if (this.canStart(host)) {
      this.take(host)
      return Promise.resolve()
    }
    return new Promise((start) => this.waiting.push({ host, start }))
  }

  private canStart(host: string): boolean {
    return this.running < this.overall && (this.byHost.get(host) ?? 0) < this.perHost
  }

  private take(host: string): void {
    this.running++
    this.byHost.set(host, (this.byHost.get(host) ?? 0) + 1)
  }

  /** Frees a place, and starts the first waiting work that may start now. */
  private release(host: string): void {
    this.running--
    this.byHost.set(host, this.byHost.get(host)! - 1)
    const next = this.waiting.findIndex((waiter) => this.canStart(waiter.host))
    if (next === -1) return
    const [waiter] = this.waiting.splice(next, 1)
    this.take(waiter.host)
    waiter.start()
  }
}
