import { h } from 'hastscript'
import type { Element } from 'hast'
import { icon } from '../icons.js'

export const SEARCH_SCRIPT_FILE = '_docslint/search.js'

/**
 * The search box of the top bar: a combobox whose list of results the search script fills. It is hidden
 * until that script runs (without it, there is nothing to search with). `scope`: the index it searches.
 */
export function searchBox(scope: number): Element {
  return h('div.search', { role: 'search', hidden: true, dataScope: String(scope) }, [
    h('label.search-field', [
      icon('magnifying-glass', 'solid', 'icon search-icon'),
      h('input.search-input', {
        type: 'search',
        placeholder: 'Search...',
        autocomplete: 'off',
        spellCheck: 'false',
        role: 'combobox',
        ariaLabel: 'Search the documentation',
        ariaAutocomplete: 'list',
        ariaExpanded: 'false',
        ariaControls: 'search-results',
        ariaKeyShortcuts: 'Control+K Meta+K /'
      }),
      h('kbd.search-key', { ariaHidden: 'true' }, 'Ctrl K')
    ]),
    h('div#search-results.search-results', { role: 'listbox', ariaLabel: 'Search results', hidden: true }),
    h('p.search-status', { role: 'status', ariaLive: 'polite' })
  ])
}
