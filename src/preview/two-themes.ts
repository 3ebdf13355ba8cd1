/**
 * Code coloured in two themes from one tokenization. shiki colours a block for a light and a dark theme by
 * tokenizing it once per theme (codeToTokensWithThemes), though only the colours differ: the grammar's regular
 * expressions, most of a build's highlighting time, run twice over the same code. Here they run once.
 *
 * How: vscode-textmate gives each token a colour by asking the theme for the token's scope path, one scope at a
 * time, each answer overriding its parent's where it sets something. During the one tokenization the registry's
 * theme is a "pair" theme, whose answer for a path is an id standing for what both real themes fold to on that
 * path (found with their own `Theme.match`). shiki then asks for the tokens of each theme in turn, as it always
 * does, and gets each line's tokens decoded from the pair ids. The HTML is shiki's own (codeToHast), byte for byte the same as two
 * tokenizations give: test/preview/two-themes.test.ts compares them.
 *
 * A token's colour id has 9 bits: past 511 pairs of styles (a few dozen occur with the GitHub themes) a block
 * cannot be coloured this way, and src/preview/highlight.ts colours it the usual way, as it does when anything
 * here fails.
 */
import { codeToHast, type HighlighterCore } from '@shikijs/core'
import { EncodedTokenMetadata, Theme, type StateStack } from '@shikijs/core/textmate'
import type { CodeToHastOptions, Grammar, ShikiPrimitive, ThemeRegistrationAny, ThemeRegistrationResolved } from '@shikijs/core'
import type { Root } from 'hast'

/** What a theme sets for a token: vscode-textmate's StyleAttributes (fontStyle -1 and colour ids 0 leave the parent's). */
interface Style {
  fontStyle: number
  foregroundId: number
  backgroundId: number
}

/** vscode-textmate's scope path of a token: its last scope and the path above it. */
interface ScopePath {
  scopeName: string
  parent: ScopePath | null
}

/** The registry behind every grammar of a highlighter (vscode-textmate's SyncRegistry), as far as the theme goes. */
interface ThemeProvider {
  setTheme(theme: unknown): void
}

/** The most pair ids a token's 9-bit colour field holds (0 means "unset"). */
const MAX_PAIR_ID = 511

class TooManyStyles extends Error {}

/** Two real themes seen as one: a scope path's answer is the id of what both fold to on it. */
class PairTheme {
  private readonly ids = new Map<string, number>()
  private readonly styles: [Style, Style][] = [[zero(), zero()]]
  private readonly folded = new Map<ScopePath, [Style, Style]>()

  constructor(private readonly themes: [Theme, Theme]) {}

  /** The pair's style for a path, as vscode-textmate asks for it (SyncRegistry.themeMatch). */
  match(path: ScopePath | null): Style {
    return { fontStyle: -1, foregroundId: this.idOf(path === null ? this.defaults() : this.fold(path)), backgroundId: 0 }
  }

  getDefaults(): Style {
    return { fontStyle: 0, foregroundId: this.idOf(this.defaults()), backgroundId: 0 }
  }

  getColorMap(): string[] {
    return []
  }

  /** What one of the two themes (0 or 1) gives a token whose metadata holds a pair id. */
  styleOf(pairId: number, theme: 0 | 1): Style {
    return this.styles[pairId][theme]
  }

  /** Both themes' styles on a path: each theme's answer for it over its parent's, as vscode-textmate merges them. */
  private fold(path: ScopePath): [Style, Style] {
    let styles = this.folded.get(path)
    if (!styles) {
      const parent = path.parent === null ? this.defaults() : this.fold(path.parent)
      styles = [over(parent[0], this.themes[0].match(path as never)), over(parent[1], this.themes[1].match(path as never))]
      // Scope paths are made anew for each token: kept only while this block is tokenized (clear()).
      this.folded.set(path, styles)
    }
    return styles
  }

  private defaults(): [Style, Style] {
    return [this.themes[0].getDefaults(), this.themes[1].getDefaults()]
  }

  private idOf([first, second]: [Style, Style]): number {
    const key = `${first.fontStyle},${first.foregroundId},${first.backgroundId}|${second.fontStyle},${second.foregroundId},${second.backgroundId}`
    let id = this.ids.get(key)
    if (id === undefined) {
      id = this.styles.length
      if (id > MAX_PAIR_ID) throw new TooManyStyles(`more than ${MAX_PAIR_ID} pairs of styles`)
      this.ids.set(key, id)
      this.styles.push([first, second])
    }
    return id
  }

  clear(): void {
    this.folded.clear()
  }
}

function zero(): Style {
  return { fontStyle: 0, foregroundId: 0, backgroundId: 0 }
}

/** vscode-textmate's merge of a theme's answer into the parent's style (AttributedScopeStack.mergeAttributes). */
function over(parent: Style, answer: Style | null): Style {
  if (answer === null) return parent
  return {
    fontStyle: answer.fontStyle !== -1 ? answer.fontStyle : parent.fontStyle,
    foregroundId: answer.foregroundId !== 0 ? answer.foregroundId : parent.foregroundId,
    backgroundId: answer.backgroundId !== 0 ? answer.backgroundId : parent.backgroundId
  }
}

/** One line tokenized once: its tokens for each theme, and the state the next line starts from. */
interface Line {
  text: string
  tokens: [Uint32Array, Uint32Array]
  ruleStack: StateStack
}

/**
 * A highlighter's primitive as shiki's codeToHast uses it, with every grammar tokenizing each line once for
 * both themes: the first theme's pass tokenizes and keeps both themes' tokens, the second pass is given its own.
 */
class OneTokenization {
  private readonly pair: PairTheme
  private readonly colorMaps: [string[], string[]]
  private lines: Line[] = []
  private theme: 0 | 1 = 0
  private cursor = 0
  readonly primitive: ShikiPrimitive

  constructor(
    private readonly base: ShikiPrimitive,
    private readonly names: [string, string]
  ) {
    const themes = names.map((name) => Theme.createFromRawTheme(base.getTheme(name) as never)) as [Theme, Theme]
    this.pair = new PairTheme(themes)
    this.colorMaps = [themes[0].getColorMap(), themes[1].getColorMap()]
    this.primitive = {
      ...base,
      setTheme: (name) => this.setTheme(name),
      getLanguage: (name) => this.grammar(base.getLanguage(name))
    }
  }

  /** Starts a block: nothing kept from the last one. */
  begin(): void {
    this.lines = []
    this.pair.clear()
  }

  private setTheme(name: string | ThemeRegistrationAny): { theme: ThemeRegistrationResolved; colorMap: string[] } {
    const index = this.names.indexOf(typeof name === 'string' ? name : (name.name ?? ''))
    if (index === -1) throw new Error(`no theme ${String(name)} in the pair`)
    this.theme = index as 0 | 1
    this.cursor = 0
    return { theme: this.base.getTheme(name), colorMap: this.colorMaps[index] }
  }

  private grammar(real: Grammar): Grammar {
    const tokenizeLine2 = (text: string, stack: StateStack | null, timeLimit?: number) => {
      const line = this.lines[this.cursor] ?? this.tokenize(real, text, stack, timeLimit)
      if (line.text !== text) throw new Error('the passes of one block met different lines')
      this.cursor++
      return { tokens: line.tokens[this.theme], ruleStack: line.ruleStack, stoppedEarly: false }
    }
    return Object.assign(Object.create(real) as Grammar, { tokenizeLine2 })
  }

  private tokenize(real: Grammar, text: string, stack: StateStack | null, timeLimit?: number): Line {
    const registry = (real as unknown as { themeProvider: ThemeProvider }).themeProvider
    registry.setTheme(this.pair)
    const result = real.tokenizeLine2(text, stack, timeLimit)
    if (result.stoppedEarly) throw new Error('tokenizing stopped early')
    const line: Line = { text, tokens: [this.tokensOf(result.tokens, 0), this.tokensOf(result.tokens, 1)], ruleStack: result.ruleStack }
    this.lines.push(line)
    return line
  }

  /**
   * One theme's tokens from the pair's, each token's style decoded. vscode-textmate would have merged neighbours
   * whose style is the same in this theme; shiki splits both themes' tokens at every boundary of either
   * (syncThemesTokenization), which are the pair's boundaries, so they are left as they are.
   */
  private tokensOf(pairTokens: Uint32Array, theme: 0 | 1): Uint32Array {
    const tokens = new Uint32Array(pairTokens.length)
    for (let index = 0; index < pairTokens.length; index += 2) {
      const metadata = pairTokens[index + 1]
      const style = this.pair.styleOf(EncodedTokenMetadata.getForeground(metadata), theme)
      tokens[index] = pairTokens[index]
      tokens[index + 1] = EncodedTokenMetadata.set(metadata, 0, 8 /* NotSet */, null, style.fontStyle, style.foregroundId, style.backgroundId)
    }
    return tokens
  }
}

/**
 * shiki's codeToHast for one highlighter and two of its themes (given as `themes` in the options, in this order),
 * each line tokenized once. It throws where that cannot be done (TooManyStyles, or a shiki that works otherwise
 * than this expects): the caller colours the block with another highlighter then. This one's registry holds the
 * pair theme, which shiki does not know of, so shiki's own calls on it would colour wrongly.
 */
export class TwoThemeHighlighter {
  private readonly once: OneTokenization

  constructor(highlighter: HighlighterCore, themes: [string, string]) {
    this.once = new OneTokenization(highlighter.getInternalContext(), themes)
  }

  codeToHast(code: string, options: CodeToHastOptions): Root {
    this.once.begin()
    return codeToHast(this.once.primitive, code, options)
  }
}
