import ignoreModule from 'ignore'

// `ignore` is CommonJS whose types describe an ES default export; under NodeNext the call is on `.default`.
const ignore = ignoreModule as unknown as typeof ignoreModule.default

/** An ignore file with a pattern that cannot be used: the run fails, naming the file and the line. */
export class UnusableIgnoreFile extends Error {
  override name = 'UnusableIgnoreFile'
}

/** An ignore file's patterns, ready to test paths (relative, `/` separators). */
export type IgnorePatterns = ReturnType<typeof ignore>

/**
 * The patterns of an ignore file (`.docslintignore`, `.mintignore`, the `--ignore-path` file), each tried first
 * (unusablePattern): one that cannot be used fails the run, naming the file as `shown` and the line.
 */
export function ignorePatterns(text: string, shown: string): IgnorePatterns {
  const unusable = unusablePattern(text)
  if (unusable) throw new UnusableIgnoreFile(`${shown}:${unusable.line}: ${unusable.reason}`)
  return ignore().add(text)
}

/** No path is longer; a longer pattern only makes a regular expression too large to compile. */
export const MAX_PATTERN_LENGTH = 4096

/**
 * `ignore` and minimatch turn each wildcard (`*`, `**`, `?`) into a part of a regular expression that
 * backtracks: testing a path takes time to the power of the number of wildcards (`*a*a*a*a*b` takes 8 s on
 * a path of 200 characters). Real patterns use one or two (`drafts/**`, `*.draft.mdx`).
 */
export const MAX_WILDCARDS = 3

/** Why a glob cannot be used: too long, or too many wildcards; undefined when it can. */
export function globProblem(pattern: string): string | undefined {
  if (pattern.length > MAX_PATTERN_LENGTH) return `the pattern is ${pattern.length.toLocaleString('en')} characters long; at most ${MAX_PATTERN_LENGTH} are read`
  const wildcards = pattern.match(/[*?]+/g)?.length ?? 0
  if (wildcards > MAX_WILDCARDS) return `the pattern has ${wildcards} wildcards (\`*\`, \`**\`, \`?\`); at most ${MAX_WILDCARDS} are read, as each one multiplies the time to test a path`
  return undefined
}

/**
 * The first line of an ignore file (gitignore syntax: `.docslintignore`, `.mintignore`) that the `ignore`
 * package cannot use, and why; undefined when every line is usable. `ignore` compiles each pattern when it
 * first tests a path, deep inside the file walk, and a pattern it cannot compile ("Regular expression too
 * large") is thrown there: each is tried here first, so the file and line can be named.
 */
export function unusablePattern(text: string): { line: number; reason: string } | undefined {
  const lines = text.split(/\r?\n/)
  for (const [index, pattern] of lines.entries()) {
    if (pattern.startsWith('#')) continue
    const problem = globProblem(pattern)
    if (problem) return { line: index + 1, reason: problem }
    try {
      ignore().add(pattern).ignores('x')
    } catch (error) {
      return { line: index + 1, reason: `the pattern cannot be used (${(error as Error).message.split('\n')[0].slice(-80)})` }
    }
  }
  return undefined
}
