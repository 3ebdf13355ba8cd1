/**
 * An icon is named from the one library `icons.library` chooses (Font Awesome when docs.json names none),
 * wherever it is written: docs.json (`icon` of groups, tabs, anchors, dropdowns, products, navbar links, ...),
 * a page's front matter `icon`, and the `icon` attribute of components (`<Card>`, `<Icon>`, `<Accordion>`,
 * `<Tab>`, `<Step>`, ...). A URL, a path to an image or SVG code is not a name, and is not checked here.
 *
 * - A name that starts with `fa-` is refused by the generator ("Icon does not need to start with 'fa-'"):
 *   an error, with the name without it.
 * - With `icons.library` set to `lucide` or `tabler`, a name that library does not have shows no icon: an
 *   error. The names come from the libraries' own packages (`lucide-static`, `@tabler/icons`, aliases and
 *   Tabler's `-filled` names included). Font Awesome's brand icons (`github`, `python`) pass whatever the
 *   library: the generator offers them beside every library, and its own documentation, a Lucide site, uses them.
 * - With Font Awesome, a name outside Font Awesome Free is a warning only: the generator also draws Font
 *   Awesome Pro's icons, which docslint cannot list.
 *
 * An icon object (`"icon": {"name": "...", "library": "..."}`) is checked against its own `library`. A name is
 * suggested only when one name of the library is a single slip away (`rocekt`, `settngs`); a name from the
 * other library is said to be one.
 *
 * ## Fails
 *
 * Lucide has no icon `gear` (it calls it `cog`), and the card's icon is Font Awesome's `fa-` class:
 *
 * ```json docs.json
 * {
 *   "theme": "mint",
 *   "name": "Acme",
 *   "colors": { "primary": "#0D9373" },
 *   "icons": { "library": "lucide" },
 *   "navigation": {
 *     "groups": [{ "group": "Get started", "icon": "gear", "pages": ["quickstart"] }]
 *   }
 * }
 * ```
 *
 * ```mdx quickstart.mdx
 * ---
 * title: "Quick start"
 * description: "Send your first invoice in five minutes."
 * ---
 *
 * <Card title="Install the SDK" icon="fa-rocket" href="/quickstart">
 *   Add the SDK to your project.
 * </Card>
 * ```
 *
 * ## Passes
 *
 * ```json docs.json
 * {
 *   "theme": "mint",
 *   "name": "Acme",
 *   "colors": { "primary": "#0D9373" },
 *   "icons": { "library": "lucide" },
 *   "navigation": {
 *     "groups": [{ "group": "Get started", "icon": "cog", "pages": ["quickstart"] }]
 *   }
 * }
 * ```
 *
 * ```mdx quickstart.mdx
 * ---
 * title: "Quick start"
 * description: "Send your first invoice in five minutes."
 * ---
 *
 * <Card title="Install the SDK" icon="rocket" href="/quickstart">
 *   Add the SDK to your project.
 * </Card>
 *
 * <Card title="Changelog" icon="/images/changelog.svg" href="/quickstart">
 *   What changed.
 * </Card>
 * ```
 *
 * ## Where docslint and the generator's validator differ
 *
 * The conformance test (`test/conformance/`) compares docslint's verdict on thousands of docs.json with the
 * generator's own validator's. These rows are the differences it allows; each has a reason.
 *
 * | Row | Case | Generator's validator | docslint | Why |
 * |---|---|---|---|---|
 * | `fa-prefix-everywhere` | an icon named `fa-...` on a nested group, a page group, a tab's anchor or dropdown, or a seed-format group or `topAnchor` | accepts | refuses | The validator refuses the prefix on some icon keys only; on every other one the name is no icon name either, and the site shows no icon. |
 * | `names-checked` | `icons.library` (or an icon object's own `library`) set to `lucide` or `tabler` while the icon is named from another library | accepts | refuses | The validator checks the library's name, not the icons' names; docslint checks each name against the library, since a name the library lacks shows no icon. |
 */
import { defineSiteRule } from '../../src/site/rule.js'
import { isLinkPage } from '../../src/site/model.js'
import type { Segment } from '../../src/config/json.js'
import type { Report } from '../../src/rule.js'
import type { Position } from 'unist'
import type { VFile } from 'vfile'
import { brandIconNames, iconLibraryOf, iconNames, isIconName, libraryTitle, type IconLibrary } from '../../src/icons/libraries.js'
import { likelyIconName } from '../../src/icons/suggest.js'
import { isObject } from '../../src/util/is-object.js'

export const iconUnknown = defineSiteRule(
  { id: 'icon-unknown', description: 'icons must be names of the icon library docs.json sets (or URLs, paths or SVG)', severity: 'error' },
  (site, { report }) => {
    const { document } = site
    const library = iconLibraryOf(document?.value)
    if (document) {
      for (const icon of configIcons(document.value, [])) {
        const chosen = icon.library ? { library: icon.library, by: 'its `library`' } : { library, by: '`icons.library`' }
        checkIcon(report, { value: icon.value, ...chosen, place: document.rangeOf(icon.path) })
      }
    }
    for (const page of site.pages) {
      if (isLinkPage(page)) continue
      for (const icon of page.facts.icons) checkIcon(report, { value: icon.value, library, by: '`icons.library`', place: icon.position, file: page.file })
    }
  }
)

interface WrittenIcon {
  value: string
  library: IconLibrary
  /** What chose the library, for the message: `icons.library`, or the icon object's own `library`. */
  by: string
  place: Position
  file?: VFile
}

function checkIcon(report: Report, { value, library, by, place, file }: WrittenIcon): void {
  if (!isIconName(value)) return
  const name = value.trim()
  const known = iconNames(library)
  if (name.toLowerCase().startsWith('fa-')) {
    const bare = name.slice('fa-'.length)
    const suggestion = known.has(bare.toLowerCase()) ? bare : undefined
    report(`Icon \`${name}\` starts with \`fa-\`, which the site generator refuses: write the icon's name without it`, { place, file, suggestion, actual: name })
    return
  }
  if (known.has(name.toLowerCase()) || brandIconNames().has(name.toLowerCase())) return
  if (library === 'fontawesome') {
    report(`Icon \`${name}\` is not in Font Awesome Free: unless it is a Font Awesome Pro icon, the site shows no icon (find names at https://fontawesome.com/icons)`, { place, file, actual: name, atMost: 'warn' })
    return
  }
  const suggestion = likelyIconName(name, known)
  const other = (['lucide', 'tabler', 'fontawesome'] as const).find((each) => each !== library && iconNames(each).has(name.toLowerCase()))
  const from = other && !suggestion ? ` (it is a name of ${libraryTitle[other]})` : ''
  report(`Icon \`${name}\` is not in ${libraryTitle[library]}, the icon library ${by} sets${from}: the site shows no icon`, { place, file, suggestion, actual: name })
}

/**
 * Every icon docs.json names, in the order written: any `icon` key, in either format, holding a name or an
 * object with a `name` (and maybe its own `library`).
 */
function configIcons(value: unknown, at: Segment[]): { value: string; path: Segment[]; library?: IconLibrary }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => configIcons(item, [...at, index]))
  if (!isObject(value)) return []
  return Object.entries(value).flatMap(([key, item]) => {
    if (key !== 'icon') return configIcons(item, [...at, key])
    if (typeof item === 'string') return [{ value: item, path: [...at, key] }]
    if (isObject(item) && typeof item.name === 'string') {
      const library = item.library === 'lucide' || item.library === 'tabler' || item.library === 'fontawesome' ? item.library : undefined
      return [{ value: item.name, path: [...at, key, 'name'], ...(library ? { library } : {}) }]
    }
    return []
  })
}
