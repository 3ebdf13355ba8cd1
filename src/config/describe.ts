import type { Segment } from './json.js'

/** `colors.background.light`, `navigation[2].pages[0]`: a path as a reader writes it. */
export function formatPath(path: Segment[]): string {
  return path
    .map((segment, index) =>
      typeof segment === 'number'
        ? `[${segment}]`
        : /^[A-Za-z_$][\w$]*$/.test(segment)
          ? `${index === 0 ? '' : '.'}${segment}`
          : `[${JSON.stringify(segment)}]`
    )
    .join('')
}

/** How a value reads in a message: short values in full, long ones cut, containers by kind. */
export function describeValue(value: unknown): string {
  if (Array.isArray(value)) return 'an array'
  if (value !== null && typeof value === 'object') return 'an object'
  const text = JSON.stringify(value)
  return `\`${text.length > 48 ? `${text.slice(0, 45)}...` : text}\``
}
