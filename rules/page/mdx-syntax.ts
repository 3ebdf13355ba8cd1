/**
 * Pages (`.mdx`, and `.md` too) are parsed as MDX, where `<` starts a JSX tag and `{` a JavaScript
 * expression. When parsing stops, nothing else on the page can be checked, so this message says exactly
 * where it stopped and how to fix the usual causes: an HTML comment (`<!-- -->` must be an MDX comment,
 * `{/* ... *\/}`), a void HTML element that is not self-closed (`<br>` must be `<br />`), a tag that is never closed, and a bare `{`
 * or `<` in text (escape it as `\{` or `\<`, or put it in inline code).
 *
 * In `.md` pages, HTML comments are accepted: they are Markdown's own comments (and the way to write
 * `<!-- docslint-disable ... -->` there). They are read as MDX comments, outside code, keeping every position.
 *
 * A page too large or too deeply nested to parse in reasonable time and memory (a generated reference page of
 * a few MB) is a warning: the site shows it, but docslint only skims it, line by line, for its front matter,
 * headings, links and images, so that links into it and out of it are still checked.
 *
 * A file that is not text (an image named as a page) is not parsed. A stray NUL character in a page is no
 * reason to refuse it: the site shows it as `�`, and it is a warning at its place.
 *
 * `--fix` rewrites every HTML comment outside code as an MDX comment (one with a brace in it is left, as MDX
 * would read the brace as code), self-closes every void element of the kind that stopped the parser, and
 * deletes stray NUL characters.
 *
 * ## Fails
 *
 * ```mdx
 * Line one<br>line two
 * ```
 *
 * ## Passes
 *
 * ```mdx
 * Line one<br />line two
 * ```
 */
import { defineParseRule } from '../../src/page/rule.js'

export const mdxSyntax = defineParseRule(
  {
    id: 'mdx-syntax',
    description: 'pages must parse as MDX',
    severity: 'error',
    fixable: 'rewrites HTML comments as MDX comments (`<!-- a -->` → `{/* a */}`) and self-closes void elements (`<br>` → `<br />`), outside code; deletes stray NUL characters'
  },
  (outcome, { file, report }) => {
    if (outcome.unreadable) report(`Cannot check ${file.basename}: ${outcome.unreadable}`, { place: { line: 1, column: 1 } })
    // A page over the parse budget is no error of the page (the site renders it): a warning at most that it was only skimmed.
    else if (outcome.failure?.skimmed) report(outcome.failure.reason, { place: outcome.failure.place, atMost: 'warn' })
    else if (outcome.failure) report(outcome.failure.reason, { place: outcome.failure.place, fix: outcome.failure.fix })
    // The page still parses and shows: a warning at most, at each one, which the fix deletes.
    for (const place of outcome.strayNuls ?? []) {
      report('Stray NUL character (U+0000): the site shows it as `\uFFFD`; delete it', { place, atMost: 'warn', fix: { place, text: '' } })
    }
  }
)
