/**
 * The catalogue of the site generator's components, as data: every component its documentation gives (the
 * components pages and the others: ParamField, ResponseField, RequestExample, CardGroup, Snippet, GitHub.Repo,
 * ...), with each attribute's type, whether it is required and the values it takes, aliases (`FileTree` is
 * `Tree`), namespaced parts (`Tree.Folder`, `Color.Item`) and where a component may nest. The component rules
 * and the language server read it through src/page/components.ts.
 *
 * Where the generator's open-source component library (`@mintlify/components`) renders a component, `library`
 * names its export, and test/page/catalogue-library.test.ts holds the catalogue to that export's prop types:
 * a prop the library gains or loses, or a component it adds, fails that test until the catalogue says what
 * it makes of it. Where the docs and the library differ, the catalogue follows the docs (what authors write).
 */

/** The kind of value an attribute takes. `any`: whatever is written. */
export type ValueType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'any'

/** What docslint knows of one attribute of a component. */
export interface AttributeSpec {
  required?: boolean
  /**
   * The kind of value it takes, or the kinds (`['number', 'string']`: either); a number must be written as an
   * expression (`cols={2}`) unless a string is taken too.
   */
  type?: ValueType | ValueType[]
  /** The only values it takes, as written in quotes (`color="blue"`). */
  values?: string[]
}

/** What docslint knows of a component: its attributes and where it may appear. */
export interface ComponentSpec {
  /** Known attributes; a component without this list takes any attribute. */
  attributes?: Record<string, AttributeSpec>
  /** Exactly one of these attributes must be given (ParamField's location, Icon's `icon` or `src`), and how the message says to write one. */
  oneOf?: { attributes: string[]; write: string }
  /** The only components it may contain (Steps: Step), or `code` for code blocks only (CodeGroup). */
  children?: string[] | 'code'
  /** The component it must be inside (Step: Steps). */
  parent?: string
  /** It renders content from another file (`<Snippet file>`), which may be what its container asks for. */
  opaque?: boolean
  /** Another name of the same component (`FileTree` is `Tree`). */
  aliasOf?: string
  /** The export of `@mintlify/components` that renders it (`Steps.Item` for `Step`), where the library has it. */
  library?: string
}

const string: AttributeSpec = { type: 'string' }
const number: AttributeSpec = { type: 'number' }
const flag: AttributeSpec = { type: 'boolean' }
const any: AttributeSpec = { type: 'any' }
const title: AttributeSpec = { required: true, type: 'string' }
const none: ComponentSpec = { attributes: {} }
const codeOnly: ComponentSpec = { attributes: {}, children: 'code' }
/** Where a parameter goes: exactly one of these, set to its name. */
const parameterLocation = { attributes: ['path', 'body', 'query', 'header'], write: 'set to the parameter\'s name (`path="id"`)' }

/** The seed's core components with the attributes the format gives them. */
export const seedComponents: Record<string, ComponentSpec> = {
  Note: none,
  Tip: none,
  Warning: none,
  Info: none,
  Check: none,
  CodeGroup: codeOnly,
  RequestExample: codeOnly,
  ResponseExample: codeOnly,
  Steps: { attributes: {}, children: ['Step'] },
  Step: { attributes: { title }, parent: 'Steps' },
  Tabs: { attributes: {}, children: ['Tab'] },
  Tab: { attributes: { title }, parent: 'Tabs' },
  AccordionGroup: { attributes: {}, children: ['Accordion'] },
  Accordion: { attributes: { title } },
  Card: { attributes: { title, icon: string, href: string } },
  CardGroup: { attributes: { cols: number } },
  ParamField: {
    attributes: { path: string, body: string, query: string, header: string, type: string, required: flag, default: {} },
    oneOf: parameterLocation
  },
  ResponseField: { attributes: { name: title, type: title, required: flag } },
  Expandable: { attributes: { title } },
  Frame: { attributes: { caption: string } },
  Tooltip: { attributes: { tip: title } },
  Update: { attributes: { label: title, description: string } }
}

/**
 * Font Awesome's icon style. Its values are not checked: the generator ignores it on any other icon (an image,
 * a Lucide icon), where sites write what they like (`iconType="image"` beside an `<img>` icon).
 */
const iconType: AttributeSpec = { type: 'string' }
/** `icon` and `iconType`, which the docs give every component that shows an icon. */
const icon = { icon: string, iconType }
/** A typed callout takes a title (the library renders it); its icon and color are preset (components/callouts.mdx). */
const callout = { title: string }
/** Where a step's or tab's title is drawn, as a heading or as text. */
const titleSize: AttributeSpec = { type: 'string', values: ['h2', 'h3', 'h4', 'p'] }
/** The callout themes a typed card takes (components/cards.mdx). */
const calloutTypes = ['info', 'warning', 'note', 'tip', 'check', 'danger']
/** `<Tree>`: a Markdown list or Tree.Folder and Tree.File (components/tree.mdx). */
const tree: ComponentSpec = { attributes: {}, library: 'Tree' }

/**
 * Every built-in component of the site generator, as its documentation gives them: the seed's components with
 * the attributes the generator documents beside (icons, Card's `img`, `horizontal`, `cta` and `arrow`, Frame's
 * `hint`, Accordion's `defaultOpen`, a callout's `title`, ...), and its other components.
 */
export const generatorComponents: Record<string, ComponentSpec> = {
  Note: { attributes: callout, library: 'Note' },
  Tip: { attributes: callout, library: 'Tip' },
  Warning: { attributes: callout, library: 'Warning' },
  Info: { attributes: callout, library: 'Info' },
  Check: { attributes: callout, library: 'Check' },
  Danger: { attributes: callout, library: 'Danger' },
  Callout: { attributes: { title: string, ...icon, color: string }, library: 'Callout' },
  CodeGroup: { attributes: { dropdown: flag }, children: 'code', library: 'CodeGroup' },
  RequestExample: { attributes: { dropdown: flag }, children: 'code' },
  ResponseExample: { attributes: { dropdown: flag }, children: 'code' },
  Steps: { attributes: { titleSize }, children: ['Step'], library: 'Steps' },
  Step: { attributes: { title, ...icon, stepNumber: number, titleSize, noAnchor: flag }, parent: 'Steps', library: 'Steps.Item' },
  Tabs: { attributes: { sync: flag, borderBottom: flag, defaultTabIndex: number }, children: ['Tab'], library: 'Tabs' },
  Tab: { attributes: { title, ...icon }, parent: 'Tabs', library: 'Tabs.Item' },
  AccordionGroup: { attributes: {}, children: ['Accordion'], library: 'Accordion.Group' },
  Accordion: { attributes: { title, ...icon, description: string, defaultOpen: flag }, library: 'Accordion' },
  Card: {
    attributes: {
      title: string, icon: string, href: string, iconType, color: string, img: string, horizontal: flag, cta: string, arrow: flag,
      type: { type: 'string', values: calloutTypes }, disabled: flag
    },
    library: 'Card'
  },
  CardGroup: { attributes: { cols: number } },
  Columns: { attributes: { cols: { type: ['number', 'string'], values: ['1', '2', '3', '4'] } }, library: 'Columns' },
  Column: none,
  ParamField: {
    attributes: {
      path: string, body: string, query: string, header: string, type: string, required: flag, default: any, placeholder: string, deprecated: flag
    },
    oneOf: parameterLocation,
    library: 'Property'
  },
  // `defaultOpen` is written on a field by the generator's own docs (api-playground/overview.mdx); no effect is documented.
  ResponseField: {
    attributes: { name: title, type: title, required: flag, default: any, deprecated: flag, hidden: flag, pre: { type: 'array' }, post: { type: 'array' }, defaultOpen: flag },
    library: 'Property'
  },
  Expandable: { attributes: { title: string, defaultOpen: flag, lazy: flag }, library: 'Expandable' },
  Frame: { attributes: { caption: string, hint: string }, library: 'Frame' },
  Tooltip: { attributes: { tip: title, headline: string, cta: string, href: string }, library: 'Tooltip' },
  Update: { attributes: { label: title, description: string, tags: { type: 'array' }, rss: { type: 'object' } }, library: 'Update' },
  // "You must include one of `icon` or `src`" (snippets/icons-required.mdx); the library's own Icon requires `icon`.
  // The generator's own docs also write the name as `name` (`<Icon name="trash-2" />`, customize/custom-domain.mdx).
  Icon: {
    attributes: { icon: string, name: string, src: string, iconType, color: string, size: number },
    oneOf: { attributes: ['icon', 'name', 'src'], write: 'an icon\'s name (`icon="flag"`) or an image (`src="/images/icon.svg"`)' },
    library: 'Icon'
  },
  Badge: {
    attributes: {
      ...icon,
      color: { type: 'string', values: ['gray', 'blue', 'green', 'yellow', 'orange', 'red', 'purple', 'white', 'surface', 'white-destructive', 'surface-destructive'] },
      size: { type: 'string', values: ['xs', 'sm', 'md', 'lg'] },
      shape: { type: 'string', values: ['rounded', 'pill'] },
      stroke: flag,
      disabled: flag
    },
    library: 'Badge'
  },
  Panel: { attributes: {}, library: 'Panel' },
  Tree: tree,
  FileTree: { ...tree, aliasOf: 'Tree' },
  'Tree.Folder': { attributes: { name: title, defaultOpen: flag, openable: flag, highlight: flag }, library: 'Tree.Folder' },
  'Tree.File': { attributes: { name: title, highlight: flag }, library: 'Tree.File' },
  // A compact palette holds items, a table rows of items (components/color.mdx); an item may be in either, so it names no parent.
  Color: { attributes: { variant: { required: true, type: 'string', values: ['compact', 'table'] } }, children: ['Color.Item', 'Color.Row'], library: 'Color' },
  'Color.Row': { attributes: { title: string }, parent: 'Color', children: ['Color.Item'], library: 'Color.Row' },
  'Color.Item': { attributes: { name: string, value: { required: true, type: ['string', 'object'] } }, library: 'Color.Item' },
  Prompt: { attributes: { ...icon, description: title, actions: { type: 'array' } } },
  Tile: { attributes: { href: title, title: string, description: string }, library: 'Tile' },
  View: { attributes: { ...icon, title }, library: 'View' },
  Visibility: { attributes: { for: { required: true, type: 'string', values: ['humans', 'agents'] } } },
  'GitHub.Repo': { attributes: { repo: string, variant: { type: 'string', values: ['inset', 'flat'] } } },
  Snippet: { attributes: { file: title }, opaque: true },
  Mermaid: { attributes: { chart: title, placement: { type: 'string', values: ['top-left', 'top-right', 'bottom-left', 'bottom-right'] }, actions: flag }, library: 'Mermaid' },
  Latex: none,
  CodeBlock: {
    attributes: { language: string, filename: string, icon: string, lines: flag, wrap: flag, nocopy: flag, expandable: flag, highlight: string, focus: string },
    library: 'CodeBlock'
  },
  Heading: { attributes: { level: number, noAnchor: flag } },
  Popup: none,
  PopupTrigger: none,
  PopupContent: none
}
