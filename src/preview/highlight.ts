import { createHighlighterCoreSync, type HighlighterCore } from '@shikijs/core'
import { createJavaScriptRegexEngine } from '@shikijs/engine-javascript'
import bash from '@shikijs/langs/bash'
import css from '@shikijs/langs/css'
import diff from '@shikijs/langs/diff'
import go from '@shikijs/langs/go'
import html from '@shikijs/langs/html'
import java from '@shikijs/langs/java'
import javascript from '@shikijs/langs/javascript'
import json from '@shikijs/langs/json'
import jsx from '@shikijs/langs/jsx'
import markdown from '@shikijs/langs/markdown'
import php from '@shikijs/langs/php'
import python from '@shikijs/langs/python'
import ruby from '@shikijs/langs/ruby'
import rust from '@shikijs/langs/rust'
import sql from '@shikijs/langs/sql'
import tsx from '@shikijs/langs/tsx'
import typescript from '@shikijs/langs/typescript'
import yaml from '@shikijs/langs/yaml'
import githubDark from '@shikijs/themes/github-dark'
import githubLight from '@shikijs/themes/github-light'
import type { Element, Root } from 'hast'

/**
 * Code highlighting with shiki, bundled with the languages docs sites mostly show and the two GitHub themes.
 * Both themes are written at once as CSS variables (`--shiki-light`, `--shiki-dark`), so the mode toggle
 * recolours code without JavaScript, and the output is the same for the same code.
 */
let highlighter: HighlighterCore | undefined

/** Characters in a line above which it is not coloured. */
const MAX_COLOURED_LINE = 2000

function shiki(): HighlighterCore {
  highlighter ??= createHighlighterCoreSync({
    themes: [githubLight, githubDark],
    langs: [bash, css, diff, go, html, java, javascript, json, jsx, markdown, php, python, ruby, rust, sql, tsx, typescript, yaml],
    engine: createJavaScriptRegexEngine()
  })
  return highlighter
}

/** The `<pre>` of a code block, highlighted when its language is known, plain otherwise. */
export function highlight(code: string, lang: string | undefined): Element {
  const known = lang && shiki().getLoadedLanguages().includes(lang.toLowerCase()) ? lang.toLowerCase() : 'text'
  const root = shiki().codeToHast(code, {
    lang: known,
    themes: { light: 'github-light', dark: 'github-dark' },
    defaultColor: false,
    // shiki gives up on a line after 500 ms by default and leaves it uncoloured: on a loaded machine (the first
    // line, while the grammar's expressions compile) that made the output depend on timing. No limit: the
    // same code always gives the same HTML.
    tokenizeTimeLimit: 0,
    // A limit by length keeps that determinism and bounds the time: a 10,000-character line of quotes took
    // 30 s to colour. A line this long is minified or generated code, shown uncoloured.
    tokenizeMaxLineLength: MAX_COLOURED_LINE
  }) as Root
  const pre = root.children.find((child): child is Element => child.type === 'element')!
  delete pre.properties.tabindex
  delete pre.properties.tabIndex
  return pre
}
