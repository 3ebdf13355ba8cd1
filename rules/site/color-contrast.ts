/**
 * `colors.primary` colours links and headings in light mode, `colors.light` does so in dark mode, and
 * `colors.dark` colours important buttons on the light background. Each is compared with its background
 * (`colors.background.light` and `.dark`, or the site's default white `#FFFFFF` and near-black `#0F1117`)
 * by the WCAG 2 contrast ratio; below 4.5:1, the AA level for text, is reported on the colour's value. A site
 * forced to one mode (`"appearance": {"default": "dark", "strict": true}`, or the seed's `modeToggle` with
 * `isHidden`) never shows the other mode's colour, so it is not checked, and its buttons are on that mode's
 * background.
 *
 * ## Fails
 *
 * `#7DD3FC` on white is 1.67:1:
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "colors": { "primary": "#7DD3FC" },
 *   "navigation": []
 * }
 * ```
 *
 * ## Passes
 *
 * `#0369A1` on white is 5.93:1:
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "colors": { "primary": "#0369A1" },
 *   "navigation": []
 * }
 * ```
 */
import { hex } from 'wcag-contrast'
import { defineSiteRule } from '../../src/site/rule.js'

/** WCAG 2 AA for normal text. */
const MINIMUM = 4.5
const DEFAULT_BACKGROUND = { light: '#FFFFFF', dark: '#0F1117' }
const hexColour = /^#([\da-f]{3}|[\da-f]{6})$/i

export const colorContrast = defineSiteRule(
  { id: 'color-contrast', description: 'theme colours must reach WCAG AA contrast (4.5:1) on their backgrounds', severity: 'warn' },
  (site, { report }) => {
    for (const colour of site.settings?.colours ?? []) {
      const behind = colour.background ?? DEFAULT_BACKGROUND[colour.mode]
      if (!hexColour.test(colour.value) || !hexColour.test(behind)) continue
      const ratio = hex(colour.value, behind)
      if (ratio >= MINIMUM) continue
      report(`\`${colour.key}\` ${colour.value} on the ${colour.mode} background ${behind} has a contrast ratio of ${ratio.toFixed(2)}:1; WCAG AA needs ${MINIMUM}:1 for text`, { place: colour.place })
    }
  }
)
