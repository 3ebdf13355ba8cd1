/**
 * The component catalogue (src/page/catalogue.ts) held to the generator's component library, `@mintlify/components`
 * (MIT, a pinned devDependency): its exported components and their prop types, read from its `.d.ts` with the
 * TypeScript compiler API. A component or prop the library gains, or a prop the catalogue names that the library
 * has lost, fails here until the catalogue (or one of the explicit lists below, with its reason) says what it
 * makes of it. Where the docs and the library differ, the rules follow the docs; the lists record each difference.
 */
import { beforeAll, describe, expect, it } from '@jest/globals'
import ts from 'typescript'
import { generatorComponents, type ComponentSpec } from '../../src/page/catalogue.js'

const entry = 'node_modules/@mintlify/components/dist/index.d.ts'

interface LibraryProp {
  optional: boolean
  /** The values of a prop typed as a union of string or number literals (`"xs" | "sm"`, `1 | "1"`), as written in quotes. */
  literals?: string[]
}

/** A library component's props, by name; a namespaced part is `Tree.File`. */
type LibraryComponents = Map<string, Map<string, LibraryProp>>

/** Library exports that are no page component: the site's chrome, and parts the generator composes itself. */
const notPageComponents: Record<string, string> = {
  BaseCodeBlock: 'the block the generator\'s CodeBlock wraps',
  CodeGroupSelect: 'the example selector of API pages, made from the OpenAPI document',
  CodeSnippet: 'the code of an API page\'s examples',
  DropdownMenu: 'a code group\'s language menu',
  DropdownMenuContent: 'a code group\'s language menu',
  DropdownMenuItem: 'a code group\'s language menu',
  DropdownMenuTrigger: 'a code group\'s language menu',
  ZoomControls: 'a Mermaid diagram\'s controls',
  ParamHead: 'the head of a Property (ParamField, ResponseField)',
  DeprecatedPill: 'a pill in a Property\'s head',
  InfoPill: 'a pill in a Property\'s head',
  RequiredPill: 'a pill in a Property\'s head',
  Search: 'the site\'s search box',
  SearchButton: 'the site\'s search box',
  SearchProvider: 'the site\'s search box'
}

/**
 * React and DOM plumbing, and what the generator sets itself (a site's icon library from docs.json): never
 * written on a page.
 */
const plumbing = new Set(['children', 'className', 'style', 'as', 'id', 'ariaLabel', 'iconLibrary'])
/** Callbacks (`onMount`), private props (`_disabled`) and data attributes: also the generator's own. */
const plumbingPattern = /^(on[A-Z]|_|data-)/

/** Props the library has that the docs never document: the rules follow the docs and do not take them. */
const libraryOnly: Record<string, Record<string, string>> = {
  Accordion: {
    trackOpen: 'analytics, set by the generator',
    trackClose: 'analytics, set by the generator',
    topOffset: 'layout, set by the generator',
    getInitialOpenFromUrl: 'set by the generator from the URL'
  },
  Badge: { variant: 'not documented', leadIcon: 'not documented (the docs give `icon`)', tailIcon: 'not documented', href: 'not documented' },
  Callout: {
    variant: 'the typed callouts (Note, Tip, ...) are Callout with a variant; the docs give Callout none'
  },
  ...Object.fromEntries(
    ['Note', 'Tip', 'Warning', 'Info', 'Check', 'Danger'].map((name) => [
      name,
      { icon: 'the docs: typed callouts use preset icons and colors', iconType: 'as icon', color: 'as icon' }
    ])
  ),
  CodeBlock: Object.fromEntries(
    ['lang', 'numberOfLines', 'hideAskAiButton', 'isSmallText', 'feedbackModalOpen', 'anchorRef', 'codeBlockTheme', 'codeBlockThemeObject', 'askAiButton', 'feedbackButton', 'copyButtonProps']
      .map((prop) => [prop, 'set by the generator from the code block\'s meta string and the site\'s settings'])
  ),
  CodeGroup: Object.fromEntries(
    ['isSmallText', 'noMargins', 'feedbackModalOpen', 'anchorRef', 'codeBlockTheme', 'codeBlockThemeObject', 'initialSelectedTab', 'askAiButton', 'feedbackButton', 'copyButtonProps']
      .map((prop) => [prop, 'set by the generator from the site\'s settings'])
  ),
  Expandable: {
    uniqueParamId: 'set by the generator for anchors',
    openedText: 'the generator\'s translated label',
    closedText: 'the generator\'s translated label',
    hasScrolledToAnchorRef: 'state of the page',
    anchor: 'set by the generator for anchors'
  },
  Frame: { title: 'not documented (the docs give `caption`)', description: 'not documented (the docs give `caption`)', renderDescription: 'set by the generator' },
  Icon: {
    colorLight: 'not documented',
    colorDark: 'not documented',
    overrideColor: 'not documented',
    overrideSize: 'not documented',
    basePath: 'the site\'s base path, set by the generator',
    pageType: 'set by the generator'
  },
  Property: {
    location: 'a ParamField\'s location is written as the attribute `path`, `body`, `query` or `header`',
    navigateToHeaderAriaLabel: 'the generator\'s translated label',
    defaultLabel: 'the generator\'s translated label',
    requiredLabel: 'the generator\'s translated label',
    deprecatedLabel: 'the generator\'s translated label'
  },
  'Steps.Item': { isLast: 'set by Steps', scrollElementIntoView: 'set by the generator' },
  Tabs: { panelsRef: 'state of the page' },
  Tooltip: {
    description: 'the docs write `tip`',
    title: 'the docs write `headline`',
    side: 'not documented',
    align: 'not documented'
  },
  Update: { id: 'made by the generator from `label`', isVisible: 'state of the page', hasContext: 'set by the generator' },
  View: { items: 'the page\'s views, collected by the generator' }
}

/** Attributes the docs document that the library's props lack (the generator reads them before rendering). */
const docsOnly: Record<string, Record<string, string>> = {
  Card: { type: 'typed cards (components/cards.mdx)' },
  Tabs: { sync: 'tab syncing across the page (components/tabs.mdx)' },
  ParamField: {
    path: 'the location, given to Property as `location` and `name`',
    body: 'as `path`',
    query: 'as `path`',
    header: 'as `path`',
    placeholder: 'the playground\'s placeholder (components/fields.mdx)'
  },
  Frame: { caption: 'components/frames.mdx', hint: 'components/frames.mdx' },
  Tooltip: { tip: 'components/tooltips.mdx', headline: 'components/tooltips.mdx' },
  Icon: { src: 'one of `icon` or `src` (snippets/icons-required.mdx)', name: 'the icon\'s name, as the docs write it (customize/custom-domain.mdx)' },
  ResponseField: { defaultOpen: 'written on a field by api-playground/overview.mdx' },
  CodeBlock: { nocopy: 'hides the copy button (create/code.mdx)' },
  'Tree.Folder': { highlight: 'components/tree.mdx' },
  'Tree.File': { highlight: 'components/tree.mdx' },
  View: { icon: 'components/view.mdx', iconType: 'components/view.mdx' }
}

/** The props of a component's first parameter; a component without parameters (Panel) has none. */
function propsOf(checker: ts.TypeChecker, type: ts.Type): Map<string, LibraryProp> | undefined {
  const signature = type.getCallSignatures()[0]
  if (!signature) return undefined
  const props = new Map<string, LibraryProp>()
  const parameter = signature.parameters[0]
  if (!parameter) return props
  for (const prop of checker.getPropertiesOfType(checker.getTypeOfSymbol(parameter))) {
    // Panel's props are a <div>'s (React's HTMLAttributes): DOM plumbing, not the component's own.
    if (prop.declarations?.every((declaration) => declaration.getSourceFile().fileName.includes('/@types/react/'))) continue
    const optional = (prop.flags & ts.SymbolFlags.Optional) !== 0
    const literals = literalsOf(checker.getNonNullableType(checker.getTypeOfSymbol(prop)))
    props.set(prop.name, literals ? { optional, literals } : { optional })
  }
  return props
}

function literalsOf(type: ts.Type): string[] | undefined {
  if (!type.isUnion() || !type.types.every((member) => member.isStringLiteral() || member.isNumberLiteral())) return undefined
  return [...new Set(type.types.map((member) => String((member as ts.LiteralType).value)))]
}

/** Every component the library exports, with its namespaced parts (`Tree.File`, `Steps.Item`). */
function readLibrary(): LibraryComponents {
  const program = ts.createProgram([entry], { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, jsx: ts.JsxEmit.ReactJSX, noEmit: true })
  const checker = program.getTypeChecker()
  const components: LibraryComponents = new Map()
  const library = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!
  for (const exported of checker.getExportsOfModule(library)) {
    // A component's name is capitalised and not a constant (BADGE_COLORS).
    if (!/^[A-Z][a-z]/.test(exported.name)) continue
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
    const type = checker.getTypeOfSymbol(symbol)
    const props = propsOf(checker, type)
    if (!props) continue
    components.set(exported.name, props)
    for (const part of checker.getPropertiesOfType(type)) {
      const partProps = /^[A-Z]/.test(part.name) ? propsOf(checker, checker.getTypeOfSymbol(part)) : undefined
      if (partProps) components.set(`${exported.name}.${part.name}`, partProps)
    }
  }
  return components
}

/** The catalogue's components that the library renders, by the library's name (Property: ParamField and ResponseField). */
function catalogueByLibrary(): Map<string, [string, ComponentSpec][]> {
  const byLibrary = new Map<string, [string, ComponentSpec][]>()
  for (const [name, spec] of Object.entries(generatorComponents)) {
    if (spec.library && !spec.aliasOf) byLibrary.set(spec.library, [...(byLibrary.get(spec.library) ?? []), [name, spec]])
  }
  return byLibrary
}

function isPlumbing(prop: string): boolean {
  return plumbing.has(prop) || plumbingPattern.test(prop)
}

describe('the component catalogue against @mintlify/components', () => {
  let library: LibraryComponents
  const byLibrary = catalogueByLibrary()
  beforeAll(() => {
    library = readLibrary()
  })

  it('reads the library (its components and their props)', () => {
    expect(library.get('Tree.File')?.has('name')).toBe(true)
    expect(library.get('Badge')?.get('size')?.literals).toEqual(expect.arrayContaining(['xs', 'lg']))
  })

  it('knows every component the library exports', () => {
    const unknown = [...library.keys()].filter((name) => !byLibrary.has(name) && !Object.hasOwn(notPageComponents, name))
    expect(unknown).toEqual([])
  })

  it('names only library components that exist, and lists no page component as none', () => {
    expect([...byLibrary.keys()].filter((name) => !library.has(name))).toEqual([])
    expect(Object.keys(notPageComponents).filter((name) => !library.has(name) || byLibrary.has(name))).toEqual([])
  })

  it('knows every prop of each library component, or says why it leaves it out', () => {
    const missing: string[] = []
    for (const [name, props] of library) {
      const entries = byLibrary.get(name)
      if (!entries) continue
      const known = new Set(entries.flatMap(([, spec]) => Object.keys(spec.attributes ?? {})))
      for (const prop of props.keys()) {
        if (!known.has(prop) && !isPlumbing(prop) && !Object.hasOwn(libraryOnly[name] ?? {}, prop)) missing.push(`${name}.${prop}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('names no attribute the library lacks, unless the docs document it', () => {
    const lost: string[] = []
    for (const [library_, entries] of byLibrary) {
      for (const [name, spec] of entries) {
        for (const attribute of Object.keys(spec.attributes ?? {})) {
          if (!library.get(library_)?.has(attribute) && !Object.hasOwn(docsOnly[name] ?? {}, attribute)) lost.push(`${name}.${attribute}`)
        }
      }
    }
    expect(lost).toEqual([])
  })

  it('keeps its lists of differences true: each prop it excuses is still in the library, each docs-only one still not', () => {
    const stale: string[] = []
    for (const [name, props] of Object.entries(libraryOnly)) {
      for (const prop of Object.keys(props)) if (!library.get(name)?.has(prop)) stale.push(`libraryOnly ${name}.${prop}`)
    }
    for (const [name, attributes] of Object.entries(docsOnly)) {
      const spec = generatorComponents[name]
      for (const attribute of Object.keys(attributes)) {
        const inLibrary = spec?.library ? library.get(spec.library)?.has(attribute) : false
        if (!spec?.attributes?.[attribute] || inLibrary) stale.push(`docsOnly ${name}.${attribute}`)
      }
    }
    expect(stale).toEqual([])
  })

  it('requires only what the library requires, and takes no value the library does not', () => {
    const wrong: string[] = []
    for (const [library_, entries] of byLibrary) {
      for (const [name, spec] of entries) {
        for (const [attribute, attributeSpec] of Object.entries(spec.attributes ?? {})) {
          const prop = library.get(library_)?.get(attribute)
          if (!prop) continue
          if (attributeSpec.required && prop.optional) wrong.push(`${name}.${attribute} is required, the library's is optional`)
          const extra = attributeSpec.values?.filter((value) => prop.literals && !prop.literals.includes(value)) ?? []
          if (extra.length > 0) wrong.push(`${name}.${attribute} takes ${extra.join(', ')}, which the library does not`)
        }
      }
    }
    expect(wrong).toEqual([])
  })
})
