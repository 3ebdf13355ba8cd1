/** An item made ready for use: its value now, and a promise that settles once the work it waits on is done (never rejecting). */
export interface Prepared<T> {
  value: T
  ready: Promise<unknown>
}

/**
 * The values of `items`, in order, each prepared `ahead` items before it is given out: while the caller works on
 * one, the work the next ones wait on (started by `prepare`, in other threads) goes on. Never more than `ahead`
 * prepared values are held at once.
 *
 * Between items the event loop gets a turn, even when the next value is ready: the other threads' replies, and
 * the pool's handing of the next task to a thread that is done, are messages this thread must read. Awaiting a
 * promise already settled would not read them, and a caller that works synchronously on each value would leave
 * the other threads idle until it waited (rendering 1,000 pages, the main thread waited 6 s on threads that were
 * idle half the time).
 */
export async function* preparedAhead<I, T>(items: readonly I[], ahead: number, prepare: (item: I) => Prepared<T>): AsyncGenerator<T> {
  const queue: Prepared<T>[] = []
  let next = 0
  while (next < items.length || queue.length > 0) {
    while (next < items.length && queue.length < Math.max(1, ahead)) queue.push(prepare(items[next++]))
    const head = queue.shift()!
    await head.ready
    await new Promise((resolve) => setImmediate(resolve))
    yield head.value
  }
}
