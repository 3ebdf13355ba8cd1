import { themeNames } from '@shikijs/themes'

/**
 * Themes that Shiki bundles but the generator does not (yet): its validator refuses them in
 * `styling.codeblocks.theme`, so a site that names one fails its build. The conformance test
 * (test/conformance/) compares every name with the generator's verdict, so this list cannot go stale unseen.
 */
const NOT_IN_GENERATOR = new Set(['ayu-light', 'ayu-mirage', 'horizon', 'horizon-bright', 'night-owl-light'])

/**
 * The names `styling.codeblocks.theme` accepts: the themes Shiki bundles that the generator bundles too, and
 * `css-variables`, Shiki's theme that takes its colours from CSS variables.
 */
export const CODE_THEMES: readonly string[] = [...themeNames.filter((name) => !NOT_IN_GENERATOR.has(name)), 'css-variables']

const codeThemes = new Set(CODE_THEMES)

export const isCodeTheme = (name: string) => codeThemes.has(name)
