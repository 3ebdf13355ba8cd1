/* Generated from schemas/docs-current.schema.json with src/config/ajv-setup.ts by `npm run schema:validators`. Do not edit. */
"use strict";
module.exports = function validatorWith(require) {
const module = { exports: {} };
function docslintAppendErrors(to, from) { for (let i = 0; i < from.length; i++) to.push(from[i]); return to };
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://raw.githubusercontent.com/docslint/docslint/main/schemas/docs-current.schema.json","title":"docs.json (current format)","description":"Configuration of a documentation site in the generator's current format: a `theme`, and `navigation` as an object of tabs, anchors, dropdowns, versions, languages, products, groups and pages.","type":"object","required":["theme","name","colors","navigation"],"additionalProperties":false,"x-did-you-mean":{"topbarLinks":"navbar","topbarCtaButton":"navbar","footerSocials":"footer","modeToggle":"appearance","backgroundImage":"background","openapi":"api","anchors":"navigation","tabs":"navigation","versions":"navigation","topAnchor":"navigation","analytics":"integrations","font":"fonts"},"properties":{"$schema":{"type":"string","format":"uri-reference","description":"URL of the JSON Schema that editors use for autocompletion and hover help, usually `https://mintlify.com/docs.json`."},"theme":{"type":"string","enum":["mint","maple","palm","willow","linden","almond","aspen","luma","sequoia"],"description":"Layout theme of the site."},"name":{"type":"string","minLength":1,"description":"Name of the project, organisation or product; shown in the browser tab title and across the site."},"description":{"type":"string","description":"Description of the site, for search engines and AI indexing."},"colors":{"type":"object","description":"Colours of the site; when only `primary` is given, it is used for every coloured element.","required":["primary"],"additionalProperties":false,"x-closed":true,"properties":{"primary":{"$ref":"#/definitions/hexColor","description":"Primary colour, mostly used for emphasis in light mode."},"light":{"$ref":"#/definitions/hexColor","description":"Colour used for emphasis in dark mode."},"dark":{"$ref":"#/definitions/hexColor","description":"Colour of buttons and hover states in both modes."}}},"logo":{"description":"The site's logo: a path to one image, or separate images for light and dark mode.","anyOf":[{"type":"string","minLength":1,"description":"Path or URL of the logo image, with its file extension."},{"type":"object","description":"Logo images for light and dark mode.","required":["light","dark"],"additionalProperties":false,"properties":{"light":{"type":"string","minLength":1,"description":"Path of the logo shown in light mode, like `/logo/light.svg`."},"dark":{"type":"string","minLength":1,"description":"Path of the logo shown in dark mode, like `/logo/dark.svg`."},"href":{"type":"string","format":"uri-reference","description":"Where a click on the logo leads; by default, the first page of the site."}}}]},"favicon":{"description":"The favicon: a path to one image (resized as needed), or separate images for light and dark mode.","anyOf":[{"type":"string","minLength":1,"description":"Path of the favicon file, with its extension."},{"$ref":"#/definitions/lightDarkPaths","description":"Favicon files for light and dark mode."}]},"api":{"type":"object","description":"API reference settings: the OpenAPI and AsyncAPI specs, the API playground and the generated code examples.","additionalProperties":false,"x-did-you-mean":{"baseUrl":"mdx","auth":"mdx"},"properties":{"openapi":{"$ref":"#/definitions/specSource","description":"OpenAPI specs to generate API reference pages from: a path or URL, a list of them, or `source` and `directory`."},"asyncapi":{"$ref":"#/definitions/specSource","description":"AsyncAPI specs to generate event reference pages from: a path or URL, a list of them, or `source` and `directory`."},"params":{"type":"object","description":"How parameters are shown on API pages.","additionalProperties":false,"properties":{"expanded":{"type":"string","enum":["all","closed"],"description":"`all` expands every parameter; `closed` (the default) collapses them."},"post":{"type":"array","description":"Keys of the spec's schema objects whose values are shown as pills beside every parameter name, like `x-stability`.","items":{"type":"string","minLength":1,"description":"A key of the spec's schema objects."}}}},"playground":{"type":"object","description":"The interactive API playground.","additionalProperties":false,"properties":{"display":{"type":"string","enum":["interactive","simple","none","auth"],"description":"`interactive` (the default): full playground; `simple`: the endpoint without the request builder; `none`: no playground; `auth`: the playground for signed-in readers only."},"proxy":{"type":"boolean","description":"Send playground requests through the generator's proxy (default `true`)."},"credentials":{"type":"boolean","description":"Send cookies and authentication headers with cross-origin requests when `proxy` is `false` (default `false`)."}}},"url":{"type":"string","enum":["full"],"description":"`full` shows the whole base URL on every endpoint page; by default it shows only when there are several to choose from."},"examples":{"type":"object","description":"Generated code examples on API pages.","additionalProperties":false,"properties":{"languages":{"type":"array","description":"Languages of the generated code snippets, like `curl`, `python`, `javascript`.","items":{"type":"string","minLength":1,"description":"A language name or alias."}},"defaults":{"type":"string","enum":["required","all"],"description":"`all` (the default) puts optional parameters in the examples too; `required` only the required ones."},"prefill":{"type":"boolean","description":"Fill the playground with the spec's example values (default `false`)."},"autogenerate":{"type":"boolean","description":"Generate code examples from the spec (default `true`); `false` keeps only hand-written samples."}}},"spec":{"type":"object","description":"How the spec itself is offered on API pages.","additionalProperties":false,"properties":{"download":{"type":"boolean","description":"Show a button to download the spec (default `false`)."}}},"mdx":{"type":"object","description":"Settings of API pages written in MDX (an `api` field in front matter) rather than generated from a spec.","additionalProperties":false,"properties":{"auth":{"type":"object","description":"How the playground of MDX API pages authenticates requests.","additionalProperties":false,"properties":{"method":{"type":"string","enum":["bearer","basic","key","cobo"],"description":"Authentication method."},"name":{"type":"string","minLength":1,"description":"Name of the authentication parameter, such as a header name for `key`."}}},"server":{"description":"Base URL put before relative paths in the `api` front matter of MDX pages; with a list, readers choose one.","anyOf":[{"type":"string","format":"uri","description":"The base URL."},{"type":"array","minItems":1,"description":"Base URLs to choose from.","items":{"type":"string","format":"uri","description":"A base URL."}}]}}}}},"appearance":{"type":"object","description":"Light and dark mode.","additionalProperties":false,"properties":{"default":{"type":"string","enum":["system","light","dark"],"description":"Mode shown first: `system` (the default) follows the reader's operating system."},"strict":{"type":"boolean","description":"Hide the light/dark toggle, so readers keep the default mode (default `false`)."}}},"background":{"type":"object","description":"Background image, decoration and colours.","additionalProperties":false,"properties":{"image":{"description":"Background image: one path, or separate images for light and dark mode.","anyOf":[{"type":"string","minLength":1,"description":"Path or URL of the background image."},{"$ref":"#/definitions/lightDarkPaths","description":"Background images for light and dark mode."}]},"decoration":{"type":"string","enum":["gradient","grid","windows"],"description":"Decorative background pattern."},"color":{"$ref":"#/definitions/lightDarkColors","description":"Background colours for light and dark mode."}}},"navbar":{"$ref":"#/definitions/navbar"},"navigation":{"$ref":"#/definitions/navigation"},"footer":{"$ref":"#/definitions/footer"},"banner":{"$ref":"#/definitions/banner"},"markdown":{"type":"object","description":"The Markdown served to AI tools and agents (the Markdown export of pages, `llms.txt`).","additionalProperties":false,"properties":{"schema":{"type":"boolean","description":"Put the whole OpenAPI or AsyncAPI spec in the Markdown of API reference pages (default `true`)."},"instructions":{"description":"Instructions for agents added to the Markdown of every page and to `llms.txt`; lines of a list are joined with line breaks.","anyOf":[{"type":"string","description":"The instructions."},{"type":"array","description":"Lines of the instructions.","items":{"type":"string","description":"A line."}}]}}},"search":{"type":"object","description":"The search bar.","additionalProperties":false,"properties":{"prompt":{"type":"string","description":"Placeholder text of the empty search bar."}}},"seo":{"type":"object","description":"Search engine settings.","additionalProperties":false,"properties":{"metatags":{"type":"object","description":"Meta tags added to every page: tag name → content, like `\"og:site_name\": \"Acme Docs\"`.","additionalProperties":{"type":"string","description":"The content of the meta tag."}},"indexing":{"type":"string","enum":["navigable","all"],"description":"`navigable` (the default): search engines index the pages in the navigation; `all`: every page, hidden ones too."},"organization":{"type":"object","description":"The organisation named as publisher in the structured data of every page; derived from the site when left out.","additionalProperties":false,"properties":{"id":{"type":"string","format":"uri","description":"Stable URL identifying the organisation, like `https://example.com/#organization`."},"name":{"type":"string","description":"Organisation name (default: the site name)."},"legalName":{"type":"string","description":"Registered legal name."},"url":{"type":"string","format":"uri","description":"Home page of the organisation."},"logo":{"type":"string","format":"uri","description":"Logo URL for the structured data (default: the site logo)."},"sameAs":{"type":"array","description":"URLs of the organisation's official profiles.","items":{"type":"string","format":"uri","description":"A profile URL."}}}}}},"fonts":{"type":"object","description":"Fonts of the site: Google Fonts by family name, or self-hosted files; `heading` and `body` override the font of headings and text.","additionalProperties":false,"properties":{"family":{"$ref":"#/definitions/font/properties/family"},"weight":{"$ref":"#/definitions/font/properties/weight"},"source":{"$ref":"#/definitions/font/properties/source"},"format":{"$ref":"#/definitions/font/properties/format"},"heading":{"$ref":"#/definitions/font","description":"Font of headings."},"body":{"$ref":"#/definitions/font","description":"Font of body text."}},"if":{"required":["source"]},"then":{"required":["format"],"description":"a font with `source` says its `format`"}},"icons":{"type":"object","description":"The icon library that icon names refer to.","required":["library"],"additionalProperties":false,"properties":{"library":{"type":"string","enum":["fontawesome","lucide","tabler"],"description":"Icon library of every icon name in the site (default `fontawesome`)."}}},"styling":{"type":"object","description":"Visual details of pages.","additionalProperties":false,"properties":{"eyebrows":{"type":"string","enum":["section","breadcrumbs"],"description":"Above the page title: `section` (the default) shows the section name, `breadcrumbs` the whole navigation path."},"latex":{"type":"boolean","description":"Load the LaTeX stylesheets (`true`) or never (`false`); by default, only when a page uses LaTeX."},"codeblocks":{"description":"Theme of code blocks: `system` (the default, following the site's mode), `dark`, a Shiki theme name, or an object with `theme` and `languages`.","anyOf":[{"type":"string","minLength":1,"description":"`system`, `dark`, or a Shiki theme name for both modes."},{"type":"object","description":"Code block theme and custom languages.","additionalProperties":false,"properties":{"theme":{"description":"A Shiki theme name for both modes, or one per mode.","anyOf":[{"type":"string","minLength":1,"format":"code-theme","description":"A Shiki theme name."},{"type":"object","description":"Shiki theme names for light and dark mode.","required":["light","dark"],"additionalProperties":false,"properties":{"light":{"type":"string","minLength":1,"format":"code-theme","description":"Shiki theme in light mode."},"dark":{"type":"string","minLength":1,"format":"code-theme","description":"Shiki theme in dark mode."}}}]},"languages":{"type":"object","description":"Languages to highlight beyond Shiki's own.","additionalProperties":false,"properties":{"custom":{"type":"array","description":"Paths of JSON files that describe a language in TextMate grammar format.","items":{"type":"string","minLength":1,"description":"Path of a grammar file."}}}}}}]}}},"redirects":{"type":"array","description":"Redirects for pages that moved, were renamed or were removed.","items":{"type":"object","description":"A redirect from one path to another.","required":["source","destination"],"additionalProperties":false,"properties":{"source":{"type":"string","minLength":1,"description":"Path to redirect from, like `/old-page`."},"destination":{"type":"string","minLength":1,"description":"Path or URL to redirect to, like `/new-page`."},"permanent":{"type":"boolean","description":"`true` (the default) answers 308, a permanent redirect; `false` answers 307."}}}},"integrations":{"type":"object","description":"Third-party analytics, chat and other integrations, each under its provider's name.","additionalProperties":false,"x-closed":true,"properties":{"adobe":{"type":"object","description":"Adobe Analytics: `launchUrl`.","required":["launchUrl"],"additionalProperties":false,"properties":{"launchUrl":{"type":"string","format":"uri","description":"Adobe Launch URL."}}},"amplitude":{"type":"object","description":"Amplitude: `apiKey`.","required":["apiKey"],"additionalProperties":false,"properties":{"apiKey":{"type":"string","minLength":1,"description":"Amplitude API key."}}},"clarity":{"type":"object","description":"Microsoft Clarity: `projectId`.","required":["projectId"],"additionalProperties":false,"properties":{"projectId":{"type":"string","minLength":1,"description":"Clarity project ID."}}},"clearbit":{"type":"object","description":"Clearbit: `publicApiKey`.","required":["publicApiKey"],"additionalProperties":false,"properties":{"publicApiKey":{"type":"string","minLength":1,"description":"Clearbit public API key."}}},"fathom":{"type":"object","description":"Fathom: `siteId`.","required":["siteId"],"additionalProperties":false,"properties":{"siteId":{"type":"string","minLength":1,"description":"Fathom site ID."}}},"frontchat":{"type":"object","description":"Front Chat: `snippetId`.","required":["snippetId"],"additionalProperties":false,"properties":{"snippetId":{"type":"string","minLength":6,"description":"Front Chat snippet ID."}}},"ga4":{"type":"object","description":"Google Analytics 4: `measurementId`.","required":["measurementId"],"additionalProperties":false,"properties":{"measurementId":{"type":"string","pattern":"^G","patternErrorMessage":"is not a Google Analytics 4 measurement ID: they start with `G` (like `G-XXXXXXX`)","description":"Measurement ID, starting with `G`."}}},"gtm":{"type":"object","description":"Google Tag Manager: `tagId`.","required":["tagId"],"additionalProperties":false,"properties":{"tagId":{"type":"string","pattern":"^G","patternErrorMessage":"is not a Google Tag Manager ID: they start with `G` (like `GTM-XXXXXX`)","description":"Container ID, starting with `G`."}}},"heap":{"type":"object","description":"Heap: `appId`.","required":["appId"],"additionalProperties":false,"properties":{"appId":{"type":"string","minLength":1,"description":"Heap app ID."}}},"hightouch":{"type":"object","description":"Hightouch: `writeKey`, and `apiHost` when self-hosted.","required":["writeKey"],"additionalProperties":false,"properties":{"writeKey":{"type":"string","minLength":1,"description":"Hightouch write key."},"apiHost":{"type":"string","minLength":1,"description":"Hightouch API host."}}},"hotjar":{"type":"object","description":"Hotjar: `hjid` and `hjsv`.","required":["hjid","hjsv"],"additionalProperties":false,"properties":{"hjid":{"type":"string","minLength":1,"description":"Hotjar site ID."},"hjsv":{"type":"string","minLength":1,"description":"Hotjar script version."}}},"intercom":{"type":"object","description":"Intercom: `appId`.","required":["appId"],"additionalProperties":false,"properties":{"appId":{"type":"string","minLength":6,"description":"Intercom app ID."}}},"logrocket":{"type":"object","description":"LogRocket: `appId`.","required":["appId"],"additionalProperties":false,"properties":{"appId":{"type":"string","minLength":1,"description":"LogRocket app ID."}}},"mixpanel":{"type":"object","description":"Mixpanel: `projectToken`.","required":["projectToken"],"additionalProperties":false,"properties":{"projectToken":{"type":"string","minLength":1,"description":"Mixpanel project token."}}},"pirsch":{"type":"object","description":"Pirsch: `id`.","required":["id"],"additionalProperties":false,"properties":{"id":{"type":"string","minLength":1,"description":"Pirsch site ID."}}},"plausible":{"type":"object","description":"Plausible: `domain`, and `server` when self-hosted.","required":["domain"],"additionalProperties":false,"properties":{"domain":{"type":"string","minLength":1,"description":"The domain Plausible tracks."},"server":{"type":"string","minLength":1,"description":"Server of a self-hosted Plausible."}}},"posthog":{"type":"object","description":"PostHog: `apiKey`, and `apiHost` when self-hosted.","required":["apiKey"],"additionalProperties":false,"properties":{"apiKey":{"type":"string","pattern":"^phc_","patternErrorMessage":"is not a PostHog project API key: they start with `phc_`","description":"Project API key, starting with `phc_`."},"apiHost":{"type":"string","format":"uri","description":"API host of a self-hosted PostHog."},"sessionRecording":{"type":"boolean","description":"Record sessions (default `false`)."}}},"segment":{"type":"object","description":"Segment: `key`.","required":["key"],"additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"description":"Segment write key."}}},"telemetry":{"type":"object","description":"The generator's own telemetry.","additionalProperties":false,"properties":{"enabled":{"type":"boolean","description":"Send telemetry; `false` also turns the page feedback features off."}}},"cookies":{"type":"object","description":"A cookie that records the reader's consent.","additionalProperties":false,"properties":{"key":{"type":"string","description":"Cookie name."},"value":{"type":"string","description":"Cookie value."}}}}},"errors":{"type":"object","description":"Error pages.","additionalProperties":false,"properties":{"404":{"type":"object","description":"The \"page not found\" page.","additionalProperties":false,"properties":{"redirect":{"type":"boolean","description":"Redirect to the home page instead of showing the page (default `true`)."},"title":{"type":"string","description":"Title of the page."},"description":{"type":"string","description":"Text of the page (MDX)."}}}}},"contextual":{"type":"object","description":"The contextual menu of page actions (copy the page, open it in an AI tool, ...).","required":["options"],"additionalProperties":false,"properties":{"options":{"type":"array","description":"Actions of the menu, the first one being the default.","items":{"description":"A built-in action by name, or a custom one.","anyOf":[{"type":"string","enum":["add-mcp","aistudio","assistant","chatgpt","claude","copy","cursor","devin","devin-desktop","devin-mcp","download-pdf","download-spec","grok","mcp","perplexity","view","vscode","windsurf"],"description":"A built-in action."},{"type":"object","description":"A custom action.","required":["title","description","href"],"additionalProperties":false,"properties":{"title":{"type":"string","minLength":1,"description":"Title of the action."},"description":{"type":"string","description":"Text under the title."},"icon":{"$ref":"#/definitions/icon"},"href":{"description":"Where the action leads; `$page`, `$path` and `$mcp` stand for the page's content, its path and the MCP server URL.","anyOf":[{"type":"string","minLength":1,"description":"A URL."},{"type":"object","description":"A URL with query parameters.","required":["base"],"additionalProperties":false,"properties":{"base":{"type":"string","minLength":1,"description":"The URL before the query."},"query":{"type":"array","description":"Query parameters.","items":{"type":"object","description":"A query parameter.","required":["key","value"],"additionalProperties":false,"properties":{"key":{"type":"string","minLength":1,"description":"Parameter name."},"value":{"type":"string","description":"Parameter value."}}}}}}]}}}]}},"display":{"type":"string","enum":["header","toc"],"description":"Where the menu shows: `header` (the default) or `toc`, the table of contents."}}},"thumbnails":{"type":"object","description":"Preview images for social media and links.","additionalProperties":false,"properties":{"appearance":{"type":"string","enum":["light","dark"],"description":"Mode of the thumbnails (default: the site's colours)."},"background":{"type":"string","minLength":1,"description":"Background image of the thumbnails: a path or URL."},"fonts":{"type":"object","description":"Font of the thumbnails.","required":["family"],"additionalProperties":false,"properties":{"family":{"type":"string","minLength":1,"description":"A Google Fonts family name."}}}}},"metadata":{"type":"object","description":"Page metadata settings for every page.","additionalProperties":false,"properties":{"timestamp":{"type":"boolean","description":"Show the last-modified date on every page (default `false`); a page's `timestamp` front matter overrides it."}}},"variables":{"type":"object","description":"Values that replace `{{name}}` in pages when the site is built; names are letters, digits and hyphens.","additionalProperties":{"type":"string","description":"The text that replaces the variable."}},"interaction":{"type":"object","description":"How the navigation reacts to readers.","additionalProperties":false,"properties":{"drilldown":{"type":"boolean","description":"Opening a group also opens its first page (`true`) or only expands it (`false`); by default, as the theme does."}}},"public":{"type":"boolean","description":"With partial authentication: whether pages are public unless marked otherwise."}},"definitions":{"hexColor":{"type":"string","pattern":"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$","patternErrorMessage":"is not a hex colour: write `#` and 3 or 6 hex digits, like `#0D9373`","description":"A hex colour code, like `#0D9373`."},"lightDarkColors":{"type":"object","description":"Colours for light and dark mode.","additionalProperties":false,"x-closed":true,"properties":{"light":{"$ref":"#/definitions/hexColor","description":"Colour in light mode."},"dark":{"$ref":"#/definitions/hexColor","description":"Colour in dark mode."}}},"lightDarkPaths":{"type":"object","description":"Files for light and dark mode.","required":["light","dark"],"additionalProperties":false,"properties":{"light":{"type":"string","minLength":1,"description":"Path of the file in light mode."},"dark":{"type":"string","minLength":1,"description":"Path of the file in dark mode."}}},"link":{"type":"string","minLength":1,"format":"uri-reference","description":"A URL, or a path in the site."},"iconType":{"type":"string","enum":["regular","solid","light","thin","sharp-solid","sharp-regular","sharp-light","sharp-thin","sharp-duotone-solid","duotone","brands"],"description":"Style of a Font Awesome icon."},"icon":{"description":"An icon: a name from the icon library, a URL or path of an image, or an object with `name`, `style` and `library`.","anyOf":[{"type":"string","minLength":1,"description":"An icon name, image URL or path."},{"type":"object","description":"An icon with its style and library.","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"description":"Icon name."},"style":{"$ref":"#/definitions/iconType"},"library":{"type":"string","enum":["fontawesome","lucide","tabler"],"description":"Icon library of this icon."}}}]},"specSource":{"description":"Where API specs are: a path or URL, a list of them, or an object with `source` and `directory`.","anyOf":[{"type":"string","minLength":1,"format":"uri-reference","description":"Path (from the site root) or URL of a spec file."},{"type":"array","minItems":1,"description":"Paths or URLs of spec files.","items":{"type":"string","minLength":1,"format":"uri-reference","description":"Path or URL of a spec file."}},{"type":"object","description":"A spec and the folder its generated pages go in.","required":["source"],"additionalProperties":false,"x-closed":true,"properties":{"source":{"type":"string","minLength":1,"format":"uri-reference","description":"Path or URL of the spec file."},"directory":{"type":"string","minLength":1,"description":"Folder of the generated pages, without a leading slash."}}}]},"directory":{"type":"string","enum":["none","accordion","card"],"description":"On the root page of groups at or below this level: `accordion` or `card` lists the group's pages below the content, `none` (the default) does not. Nested levels inherit it."},"hidden":{"type":"boolean","description":"Leave this entry out of the navigation (its pages can still be reached by URL)."},"searchable":{"type":"boolean","description":"`true` keeps the pages below a hidden tab or group in search results and the assistant's context."},"boost":{"type":"number","description":"Multiplier of the search ranking of every page below (inherited by nested groups): above `1` ranks them higher, between `0` and `1` lower."},"sdk":{"type":"object","description":"Generate SDK reference pages below this entry from a documentation tool's build artifact.","required":["format","source"],"additionalProperties":false,"properties":{"format":{"type":"string","enum":["typedoc","docfx","javadoc","sphinx","phpdoc"],"description":"The tool that wrote the artifact."},"source":{"type":"string","minLength":1,"description":"Path of the artifact file or folder in the repository, or an HTTPS URL."},"directory":{"type":"string","minLength":1,"description":"URL prefix of the generated pages."}}},"public":{"type":"boolean","description":"With partial authentication: the pages below are public."},"href":{"$ref":"#/definitions/link","description":"Make this entry a link to a URL or path instead of a section of pages."},"openapi":{"$ref":"#/definitions/specSource","description":"OpenAPI spec of the endpoints below (they inherit it); without `pages`, a page for every operation of the spec."},"asyncapi":{"$ref":"#/definitions/specSource","description":"AsyncAPI spec of the channels below (they inherit it); without `pages`, a page for every channel of the spec."},"pages":{"type":"array","description":"Pages: paths of page files without extension (`guides/intro`), endpoint entries (`GET /users`, `openapi.yaml GET /users`), or nested groups.","items":{"description":"A page path, an endpoint entry, or a nested group.","anyOf":[{"type":"string","minLength":1,"description":"A page path without extension, or an endpoint entry."},{"$ref":"#/definitions/group"}]}},"groups":{"type":"array","description":"Groups of pages, each with a heading in the sidebar.","items":{"$ref":"#/definitions/group"}},"group":{"type":"object","description":"A group of pages with a heading in the sidebar.","required":["group"],"additionalProperties":false,"properties":{"group":{"type":"string","description":"Heading of the group."},"pages":{"$ref":"#/definitions/pages"},"root":{"type":"string","minLength":1,"description":"Page opened by a click on the group's heading."},"tag":{"type":"string","minLength":1,"description":"Label shown beside the heading, like `NEW`."},"expanded":{"type":"boolean","description":"Show a nested group open (default `false`); top-level groups are always open."},"boost":{"$ref":"#/definitions/boost"},"searchable":{"$ref":"#/definitions/searchable"},"sdk":{"$ref":"#/definitions/sdk"},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"},"hidden":{"$ref":"#/definitions/hidden"},"public":{"$ref":"#/definitions/public"},"openapi":{"$ref":"#/definitions/openapi"},"asyncapi":{"$ref":"#/definitions/asyncapi"},"directory":{"$ref":"#/definitions/directory"}},"if":{"not":{"anyOf":[{"required":["openapi"]},{"required":["asyncapi"]},{"required":["sdk"]}]}},"then":{"required":["pages"],"description":"a group without `openapi`, `asyncapi` or `sdk` lists its pages"}},"tabs":{"type":"array","description":"Tabs: sections of the site in a bar at the top of every page.","items":{"$ref":"#/definitions/tab"}},"anchors":{"type":"array","description":"Anchors: sections or links shown at the top of the sidebar.","items":{"$ref":"#/definitions/anchor"}},"dropdowns":{"type":"array","description":"Dropdowns: sections of the site chosen from a menu at the top of the sidebar.","items":{"$ref":"#/definitions/dropdown"}},"versions":{"type":"array","description":"Versions of the documentation, chosen from a menu; the first (or the one marked `default`) is shown first.","items":{"$ref":"#/definitions/version"}},"languages":{"type":"array","description":"Languages of the documentation, chosen from a menu.","items":{"$ref":"#/definitions/language"}},"products":{"type":"array","description":"Products, each with its own documentation, chosen from a product switcher.","items":{"$ref":"#/definitions/product"}},"navigation":{"type":"object","description":"The pages of the site and how they are divided: one kind of division at the top (`tabs`, `anchors`, `dropdowns`, `versions`, `languages`, `products`, `groups` or `pages`), each able to nest the others, and `global` links shown everywhere.","additionalProperties":false,"x-one-child-kind":["products","languages","versions","tabs","dropdowns","anchors","groups","pages"],"x-needs-one-of":["products","languages","versions","tabs","dropdowns","anchors","groups","pages"],"properties":{"global":{"$ref":"#/definitions/global"},"products":{"$ref":"#/definitions/products"},"languages":{"$ref":"#/definitions/languages"},"versions":{"$ref":"#/definitions/versions"},"tabs":{"$ref":"#/definitions/tabs"},"dropdowns":{"$ref":"#/definitions/dropdowns"},"anchors":{"$ref":"#/definitions/anchors"},"groups":{"$ref":"#/definitions/groups"},"pages":{"$ref":"#/definitions/pages"},"directory":{"$ref":"#/definitions/directory"}}},"global":{"type":"object","description":"Links shown on every page, whatever section, version or language is open.","additionalProperties":false,"x-closed":true,"properties":{"tabs":{"type":"array","description":"Tabs that link elsewhere, on every page.","items":{"type":"object","description":"A tab that links to a URL or path.","required":["tab","href"],"additionalProperties":false,"properties":{"tab":{"type":"string","minLength":1,"description":"Label of the tab."},"href":{"$ref":"#/definitions/link","description":"Where the tab leads."},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"},"hidden":{"$ref":"#/definitions/hidden"}}}},"anchors":{"type":"array","description":"Anchors that link elsewhere, on every page.","items":{"type":"object","description":"An anchor that links to a URL or path.","required":["anchor","href"],"additionalProperties":false,"properties":{"anchor":{"type":"string","minLength":1,"description":"Label of the anchor."},"href":{"$ref":"#/definitions/link","description":"Where the anchor leads."},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"},"color":{"$ref":"#/definitions/lightDarkColors","description":"Colour of the anchor's icon in light and dark mode."},"hidden":{"$ref":"#/definitions/hidden"}}}},"dropdowns":{"type":"array","description":"Dropdown entries that link elsewhere, on every page.","items":{"type":"object","description":"A dropdown entry that links to a URL or path.","required":["dropdown","href"],"additionalProperties":false,"properties":{"dropdown":{"type":"string","minLength":1,"description":"Label of the entry."},"href":{"$ref":"#/definitions/link","description":"Where the entry leads."},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"},"hidden":{"$ref":"#/definitions/hidden"}}}},"versions":{"type":"array","description":"Versions hosted elsewhere, in the version menu of every page.","items":{"type":"object","description":"A version that links to a URL or path.","required":["version","href"],"additionalProperties":false,"properties":{"version":{"type":"string","minLength":1,"description":"Name of the version."},"href":{"$ref":"#/definitions/link","description":"Where this version is."},"default":{"type":"boolean","description":"This is the default version."},"hidden":{"$ref":"#/definitions/hidden"}}}},"languages":{"type":"array","description":"Languages hosted elsewhere, in the language menu of every page.","items":{"type":"object","description":"A language that links to a URL or path.","required":["language","href"],"additionalProperties":false,"properties":{"language":{"$ref":"#/definitions/languageCode"},"href":{"$ref":"#/definitions/link","description":"Where this language is."},"default":{"type":"boolean","description":"This is the default language."},"hidden":{"$ref":"#/definitions/hidden"}}}},"products":{"type":"array","description":"Products hosted elsewhere, in the product switcher of every page.","items":{"type":"object","description":"A product that links to a URL or path.","required":["product"],"additionalProperties":false,"properties":{"product":{"type":"string","minLength":1,"description":"Name of the product."},"description":{"type":"string","description":"Text under the product name."},"href":{"$ref":"#/definitions/link","description":"Where this product is documented."},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"},"hidden":{"$ref":"#/definitions/hidden"}}}}}},"languageCode":{"type":"string","enum":["ar","ca","cn","cs","da","de","en","es","fi","fr","fr-CA","he","hi","hu","id","it","ja","ja-JP","jp","ko","lv","nl","no","pl","pt","pt-BR","ro","ru","sv","tr","uk","uz","vi","zh","zh-CN","zh-Hans","zh-Hant","zh-TW"],"description":"Language code, as in ISO 639-1 (with a region or script for some)."},"tab":{"type":"object","description":"A tab: a section of the site, or a link.","required":["tab"],"additionalProperties":false,"x-one-child-kind":["menu","anchors","dropdowns","versions","languages","products","groups","pages"],"x-needs-one-of":["menu","anchors","dropdowns","versions","languages","products","groups","pages","href","openapi","asyncapi","sdk"],"properties":{"tab":{"type":"string","minLength":1,"description":"Label of the tab."},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"},"hidden":{"$ref":"#/definitions/hidden"},"searchable":{"$ref":"#/definitions/searchable"},"sdk":{"$ref":"#/definitions/sdk"},"public":{"$ref":"#/definitions/public"},"href":{"$ref":"#/definitions/href"},"openapi":{"$ref":"#/definitions/openapi"},"asyncapi":{"$ref":"#/definitions/asyncapi"},"directory":{"$ref":"#/definitions/directory"},"menu":{"$ref":"#/definitions/menu","description":"Menu of the tab: entries that lead straight to parts of it."},"anchors":{"$ref":"#/definitions/anchors"},"dropdowns":{"$ref":"#/definitions/dropdowns"},"versions":{"$ref":"#/definitions/versions"},"languages":{"$ref":"#/definitions/languages"},"products":{"$ref":"#/definitions/products"},"groups":{"$ref":"#/definitions/groups"},"pages":{"$ref":"#/definitions/pages"}}},"menu":{"type":"array","description":"Menu entries that lead straight to parts of a tab or product.","items":{"$ref":"#/definitions/menuItem"}},"menuItem":{"type":"object","description":"An entry of a tab's or product's menu: pages, a link, or a division of the navigation.","required":["item"],"additionalProperties":false,"x-one-child-kind":["tabs","anchors","dropdowns","products","languages","versions","groups","pages"],"x-needs-one-of":["tabs","anchors","dropdowns","products","languages","versions","groups","pages","href","openapi","asyncapi"],"properties":{"item":{"type":"string","minLength":1,"description":"Label of the entry."},"description":{"type":"string","description":"Text under the label."},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"},"hidden":{"$ref":"#/definitions/hidden"},"public":{"$ref":"#/definitions/public"},"href":{"$ref":"#/definitions/href"},"openapi":{"$ref":"#/definitions/openapi"},"asyncapi":{"$ref":"#/definitions/asyncapi"},"directory":{"$ref":"#/definitions/directory"},"tabs":{"$ref":"#/definitions/tabs"},"anchors":{"$ref":"#/definitions/anchors"},"dropdowns":{"$ref":"#/definitions/dropdowns"},"products":{"$ref":"#/definitions/products"},"languages":{"$ref":"#/definitions/languages"},"versions":{"$ref":"#/definitions/versions"},"groups":{"$ref":"#/definitions/groups"},"pages":{"$ref":"#/definitions/pages"}}},"anchor":{"type":"object","description":"An anchor: a section of the site, or a link, at the top of the sidebar.","required":["anchor"],"additionalProperties":false,"x-one-child-kind":["tabs","dropdowns","versions","languages","products","groups","pages"],"x-needs-one-of":["tabs","dropdowns","versions","languages","products","groups","pages","href","openapi","asyncapi"],"properties":{"anchor":{"type":"string","minLength":1,"description":"Label of the anchor."},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"},"color":{"$ref":"#/definitions/lightDarkColors","description":"Colour of the anchor's icon in light and dark mode."},"hidden":{"$ref":"#/definitions/hidden"},"public":{"$ref":"#/definitions/public"},"href":{"$ref":"#/definitions/href"},"openapi":{"$ref":"#/definitions/openapi"},"asyncapi":{"$ref":"#/definitions/asyncapi"},"directory":{"$ref":"#/definitions/directory"},"tabs":{"$ref":"#/definitions/tabs"},"dropdowns":{"$ref":"#/definitions/dropdowns"},"versions":{"$ref":"#/definitions/versions"},"languages":{"$ref":"#/definitions/languages"},"products":{"$ref":"#/definitions/products"},"groups":{"$ref":"#/definitions/groups"},"pages":{"$ref":"#/definitions/pages"}}},"dropdown":{"type":"object","description":"A dropdown entry: a section of the site, or a link, chosen from the menu at the top of the sidebar.","required":["dropdown"],"additionalProperties":false,"x-one-child-kind":["tabs","anchors","versions","languages","products","groups","pages"],"x-needs-one-of":["tabs","anchors","versions","languages","products","groups","pages","href","openapi","asyncapi"],"properties":{"dropdown":{"type":"string","minLength":1,"description":"Label of the entry."},"description":{"type":"string","description":"Text under the label."},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"},"color":{"$ref":"#/definitions/lightDarkColors","description":"Colour of the entry's icon in light and dark mode."},"hidden":{"$ref":"#/definitions/hidden"},"public":{"$ref":"#/definitions/public"},"href":{"$ref":"#/definitions/href"},"openapi":{"$ref":"#/definitions/openapi"},"asyncapi":{"$ref":"#/definitions/asyncapi"},"directory":{"$ref":"#/definitions/directory"},"tabs":{"$ref":"#/definitions/tabs"},"anchors":{"$ref":"#/definitions/anchors"},"versions":{"$ref":"#/definitions/versions"},"languages":{"$ref":"#/definitions/languages"},"products":{"$ref":"#/definitions/products"},"groups":{"$ref":"#/definitions/groups"},"pages":{"$ref":"#/definitions/pages"}}},"version":{"type":"object","description":"A version of the documentation, with its own navigation.","required":["version"],"additionalProperties":false,"x-one-child-kind":["tabs","anchors","dropdowns","languages","products","groups","pages"],"x-needs-one-of":["tabs","anchors","dropdowns","languages","products","groups","pages","href","openapi","asyncapi"],"properties":{"version":{"type":"string","minLength":1,"description":"Name of the version in the menu."},"default":{"type":"boolean","description":"Show this version first (otherwise, the first version is)."},"tag":{"type":"string","minLength":1,"description":"Label beside the version in the menu, like `Latest` or `Beta`."},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"},"hidden":{"$ref":"#/definitions/hidden"},"public":{"$ref":"#/definitions/public"},"href":{"$ref":"#/definitions/href"},"openapi":{"$ref":"#/definitions/openapi"},"asyncapi":{"$ref":"#/definitions/asyncapi"},"directory":{"$ref":"#/definitions/directory"},"tabs":{"$ref":"#/definitions/tabs"},"anchors":{"$ref":"#/definitions/anchors"},"dropdowns":{"$ref":"#/definitions/dropdowns"},"languages":{"$ref":"#/definitions/languages"},"products":{"$ref":"#/definitions/products"},"groups":{"$ref":"#/definitions/groups"},"pages":{"$ref":"#/definitions/pages"}}},"language":{"type":"object","description":"A language of the documentation, with its own navigation and, if wanted, its own banner, footer and navbar.","required":["language"],"additionalProperties":false,"x-one-child-kind":["tabs","anchors","dropdowns","versions","products","groups","pages"],"x-needs-one-of":["tabs","anchors","dropdowns","versions","products","groups","pages","href","openapi","asyncapi"],"properties":{"language":{"$ref":"#/definitions/languageCode"},"default":{"type":"boolean","description":"Show this language first (otherwise, the first language is)."},"banner":{"$ref":"#/definitions/banner"},"footer":{"$ref":"#/definitions/footer"},"navbar":{"$ref":"#/definitions/navbar"},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"},"hidden":{"$ref":"#/definitions/hidden"},"public":{"$ref":"#/definitions/public"},"href":{"$ref":"#/definitions/href"},"openapi":{"$ref":"#/definitions/openapi"},"asyncapi":{"$ref":"#/definitions/asyncapi"},"directory":{"$ref":"#/definitions/directory"},"tabs":{"$ref":"#/definitions/tabs"},"anchors":{"$ref":"#/definitions/anchors"},"dropdowns":{"$ref":"#/definitions/dropdowns"},"versions":{"$ref":"#/definitions/versions"},"products":{"$ref":"#/definitions/products"},"groups":{"$ref":"#/definitions/groups"},"pages":{"$ref":"#/definitions/pages"}}},"product":{"type":"object","description":"A product with its own documentation, chosen from the product switcher.","required":["product"],"additionalProperties":false,"x-one-child-kind":["menu","tabs","anchors","dropdowns","versions","languages","groups","pages"],"x-needs-one-of":["menu","tabs","anchors","dropdowns","versions","languages","groups","pages","href","openapi","asyncapi"],"properties":{"product":{"type":"string","minLength":1,"description":"Name of the product."},"menu":{"$ref":"#/definitions/menu","description":"Menu of the product's entry in the switcher: columns that lead straight to parts of it."},"description":{"type":"string","description":"Text under the product name."},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"},"hidden":{"$ref":"#/definitions/hidden"},"public":{"$ref":"#/definitions/public"},"href":{"$ref":"#/definitions/href"},"openapi":{"$ref":"#/definitions/openapi"},"asyncapi":{"$ref":"#/definitions/asyncapi"},"directory":{"$ref":"#/definitions/directory"},"tabs":{"$ref":"#/definitions/tabs"},"anchors":{"$ref":"#/definitions/anchors"},"dropdowns":{"$ref":"#/definitions/dropdowns"},"versions":{"$ref":"#/definitions/versions"},"languages":{"$ref":"#/definitions/languages"},"groups":{"$ref":"#/definitions/groups"},"pages":{"$ref":"#/definitions/pages"}}},"navbar":{"type":"object","description":"Links and the main button of the top bar.","additionalProperties":false,"properties":{"links":{"type":"array","description":"Links in the top bar.","items":{"type":"object","description":"A link in the top bar.","required":["href"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["github","discord"],"description":"`github` shows a repository with its star count, `discord` a server with its online count; leave it out for a text link."},"label":{"type":"string","minLength":1,"description":"Text of the link; needed without `type`."},"href":{"$ref":"#/definitions/link","description":"Where the link leads."},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"}},"if":{"not":{"required":["type"]}},"then":{"required":["label"],"description":"a text link (without `type`) needs `label`, its text"}}},"primary":{"type":"object","description":"The main call-to-action button of the top bar.","required":["type","href"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["button","github","discord"],"description":"`button`: a button with `label`; `github`: a repository with its star count; `discord`: a server with its online count."},"label":{"type":"string","minLength":1,"description":"Text of the button; needed when `type` is `button`."},"href":{"$ref":"#/definitions/link","description":"Where the button leads: for `github` a repository, for `discord` an invite."}},"if":{"required":["type"],"properties":{"type":{"const":"button"}}},"then":{"required":["label"],"description":"a `button` needs `label`, its text"}}}},"footer":{"type":"object","description":"Social links and link columns of the footer.","additionalProperties":false,"properties":{"socials":{"type":"object","description":"Social profiles in the footer: platform → profile URL.","propertyNames":{"enum":["x","website","facebook","youtube","discord","slack","github","linkedin","instagram","hacker-news","medium","telegram","twitter","x-twitter","earth-americas","bluesky","threads","reddit","podcast"]},"additionalProperties":{"$ref":"#/definitions/socialUrl"},"properties":{"x":{"$ref":"#/definitions/socialUrl"},"website":{"$ref":"#/definitions/socialUrl"},"facebook":{"$ref":"#/definitions/socialUrl"},"youtube":{"$ref":"#/definitions/socialUrl"},"discord":{"$ref":"#/definitions/socialUrl"},"slack":{"$ref":"#/definitions/socialUrl"},"github":{"$ref":"#/definitions/socialUrl"},"linkedin":{"$ref":"#/definitions/socialUrl"},"instagram":{"$ref":"#/definitions/socialUrl"},"hacker-news":{"$ref":"#/definitions/socialUrl"},"medium":{"$ref":"#/definitions/socialUrl"},"telegram":{"$ref":"#/definitions/socialUrl"},"twitter":{"$ref":"#/definitions/socialUrl"},"x-twitter":{"$ref":"#/definitions/socialUrl"},"earth-americas":{"$ref":"#/definitions/socialUrl"},"bluesky":{"$ref":"#/definitions/socialUrl"},"threads":{"$ref":"#/definitions/socialUrl"},"reddit":{"$ref":"#/definitions/socialUrl"},"podcast":{"$ref":"#/definitions/socialUrl"}}},"links":{"type":"array","description":"Columns of links in the footer, four at most.","maxItems":4,"items":{"type":"object","description":"A column of links.","required":["items"],"additionalProperties":false,"properties":{"header":{"type":"string","minLength":1,"description":"Heading of the column."},"items":{"type":"array","description":"Links of the column.","items":{"type":"object","description":"A link.","required":["label","href"],"additionalProperties":false,"properties":{"label":{"type":"string","minLength":1,"description":"Text of the link."},"href":{"$ref":"#/definitions/link","description":"Where the link leads."}}}}}}}}},"socialUrl":{"type":"string","format":"uri","description":"URL of the profile."},"banner":{"type":"object","description":"A banner at the top of every page.","required":["content"],"additionalProperties":false,"properties":{"content":{"type":"string","minLength":1,"description":"Text of the banner: Markdown with links, bold and italics, no components."},"dismissible":{"type":"boolean","description":"Readers can close the banner (default `false`)."},"type":{"type":"string","enum":["info","warning","critical"],"description":"`info` (the default) uses the primary colour, `warning` amber, `critical` red."},"color":{"description":"Background colour of the banner, overriding `type`: a hex colour, or one per mode.","anyOf":[{"$ref":"#/definitions/hexColor"},{"$ref":"#/definitions/lightDarkColors"}]}}},"font":{"type":"object","description":"A font: a Google Fonts family, or a self-hosted file with `source` and `format`.","additionalProperties":false,"properties":{"family":{"type":"string","minLength":1,"description":"Font family name, like `Open Sans`; Google Fonts load by name."},"weight":{"type":"number","description":"Font weight, like `400`; variable fonts take any value, like `550`."},"source":{"$ref":"#/definitions/link","description":"URL or path of a self-hosted font file."},"format":{"type":"string","enum":["woff","woff2"],"description":"Format of the file at `source`."}},"if":{"required":["source"]},"then":{"required":["format"],"description":"a font with `source` says its `format`"}}}};
const schema12 = {"type":"string","pattern":"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$","patternErrorMessage":"is not a hex colour: write `#` and 3 or 6 hex digits, like `#0D9373`","description":"A hex colour code, like `#0D9373`."};
const schema15 = {"type":"object","description":"Files for light and dark mode.","required":["light","dark"],"additionalProperties":false,"properties":{"light":{"type":"string","minLength":1,"description":"Path of the file in light mode."},"dark":{"type":"string","minLength":1,"description":"Path of the file in dark mode."}}};
const schema16 = {"description":"Where API specs are: a path or URL, a list of them, or an object with `source` and `directory`.","anyOf":[{"type":"string","minLength":1,"format":"uri-reference","description":"Path (from the site root) or URL of a spec file."},{"type":"array","minItems":1,"description":"Paths or URLs of spec files.","items":{"type":"string","minLength":1,"format":"uri-reference","description":"Path or URL of a spec file."}},{"type":"object","description":"A spec and the folder its generated pages go in.","required":["source"],"additionalProperties":false,"x-closed":true,"properties":{"source":{"type":"string","minLength":1,"format":"uri-reference","description":"Path or URL of the spec file."},"directory":{"type":"string","minLength":1,"description":"Folder of the generated pages, without a leading slash."}}}]};
const schema150 = {"type":"string","minLength":1,"description":"Font family name, like `Open Sans`; Google Fonts load by name."};
const schema151 = {"type":"number","description":"Font weight, like `400`; variable fonts take any value, like `550`."};
const schema23 = {"type":"string","minLength":1,"format":"uri-reference","description":"A URL, or a path in the site."};
const schema153 = {"type":"string","enum":["woff","woff2"],"description":"Format of the file at `source`."};
const func2 = Object.prototype.hasOwnProperty;
const func3 = require("ajv/dist/runtime/ucs2length").default;
const formats0 = /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
const formats16 = require("docslint:formats").uri;
const formats200 = require("docslint:formats")["code-theme"];
const pattern0 = new RegExp("^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", "u");
const pattern6 = new RegExp("^G", "u");
const pattern8 = new RegExp("^phc_", "u");
const schema19 = {"type":"object","description":"Colours for light and dark mode.","additionalProperties":false,"x-closed":true,"properties":{"light":{"$ref":"#/definitions/hexColor","description":"Colour in light mode."},"dark":{"$ref":"#/definitions/hexColor","description":"Colour in dark mode."}}};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "light") || (key0 === "dark"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.light !== undefined){
let data0 = data.light;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err1 = {instancePath:instancePath+"/light",schemaPath:"#/definitions/hexColor/pattern",keyword:"pattern",params:{pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"},message:"must match pattern \""+"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"+"\"",schema:"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$",parentSchema:schema12,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/light",schemaPath:"#/definitions/hexColor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.dark !== undefined){
let data1 = data.dark;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/dark",schemaPath:"#/definitions/hexColor/pattern",keyword:"pattern",params:{pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"},message:"must match pattern \""+"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"+"\"",schema:"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$",parentSchema:schema12,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/dark",schemaPath:"#/definitions/hexColor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema19.type,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

const schema22 = {"type":"object","description":"Links and the main button of the top bar.","additionalProperties":false,"properties":{"links":{"type":"array","description":"Links in the top bar.","items":{"type":"object","description":"A link in the top bar.","required":["href"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["github","discord"],"description":"`github` shows a repository with its star count, `discord` a server with its online count; leave it out for a text link."},"label":{"type":"string","minLength":1,"description":"Text of the link; needed without `type`."},"href":{"$ref":"#/definitions/link","description":"Where the link leads."},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"}},"if":{"not":{"required":["type"]}},"then":{"required":["label"],"description":"a text link (without `type`) needs `label`, its text"}}},"primary":{"type":"object","description":"The main call-to-action button of the top bar.","required":["type","href"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["button","github","discord"],"description":"`button`: a button with `label`; `github`: a repository with its star count; `discord`: a server with its online count."},"label":{"type":"string","minLength":1,"description":"Text of the button; needed when `type` is `button`."},"href":{"$ref":"#/definitions/link","description":"Where the button leads: for `github` a repository, for `discord` an invite."}},"if":{"required":["type"],"properties":{"type":{"const":"button"}}},"then":{"required":["label"],"description":"a `button` needs `label`, its text"}}}};
const schema25 = {"type":"string","enum":["regular","solid","light","thin","sharp-solid","sharp-regular","sharp-light","sharp-thin","sharp-duotone-solid","duotone","brands"],"description":"Style of a Font Awesome icon."};
const schema24 = {"description":"An icon: a name from the icon library, a URL or path of an image, or an object with `name`, `style` and `library`.","anyOf":[{"type":"string","minLength":1,"description":"An icon name, image URL or path."},{"type":"object","description":"An icon with its style and library.","required":["name"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"description":"Icon name."},"style":{"$ref":"#/definitions/iconType"},"library":{"type":"string","enum":["fontawesome","lucide","tabler"],"description":"Icon library of this icon."}}}]};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data === "string"){
if(func3(data) < 1){
const err0 = {instancePath,schemaPath:"#/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema24.anyOf[0],data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.anyOf[0].type,parentSchema:schema24.anyOf[0],data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err2 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema24.anyOf[1].required,parentSchema:schema24.anyOf[1],data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "style")) || (key0 === "library"))){
const err3 = {instancePath,schemaPath:"#/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema24.anyOf[1],data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/anyOf/1/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema24.anyOf[1].properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/anyOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.anyOf[1].properties.name.type,parentSchema:schema24.anyOf[1].properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.style !== undefined){
let data1 = data.style;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/style",schemaPath:"#/definitions/iconType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.type,parentSchema:schema25,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((((((((((data1 === "regular") || (data1 === "solid")) || (data1 === "light")) || (data1 === "thin")) || (data1 === "sharp-solid")) || (data1 === "sharp-regular")) || (data1 === "sharp-light")) || (data1 === "sharp-thin")) || (data1 === "sharp-duotone-solid")) || (data1 === "duotone")) || (data1 === "brands"))){
const err7 = {instancePath:instancePath+"/style",schemaPath:"#/definitions/iconType/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values",schema:schema25.enum,parentSchema:schema25,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.library !== undefined){
let data2 = data.library;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/library",schemaPath:"#/anyOf/1/properties/library/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.anyOf[1].properties.library.type,parentSchema:schema24.anyOf[1].properties.library,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((data2 === "fontawesome") || (data2 === "lucide")) || (data2 === "tabler"))){
const err9 = {instancePath:instancePath+"/library",schemaPath:"#/anyOf/1/properties/library/enum",keyword:"enum",params:{allowedValues: schema24.anyOf[1].properties.library.enum},message:"must be equal to one of the allowed values",schema:schema24.anyOf[1].properties.library.enum,parentSchema:schema24.anyOf[1].properties.library,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema24.anyOf[1].type,parentSchema:schema24.anyOf[1],data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err11 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema24.anyOf,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate14.errors = vErrors;
return errors === 0;
}


function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "links") || (key0 === "primary"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.links !== undefined){
let data0 = data.links;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs6 = errors;
let valid3 = true;
const _errs7 = errors;
const _errs8 = errors;
const _errs9 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing0;
if((data1.type === undefined) && (missing0 = "type")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var valid4 = _errs9 === errors;
if(valid4){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs7 === errors;
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs10 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.label === undefined){
const err3 = {instancePath:instancePath+"/links/" + i0,schemaPath:"#/properties/links/items/then/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema22.properties.links.items.then.required,parentSchema:schema22.properties.links.items.then,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs10 === errors;
valid3 = _valid0;
}
if(!valid3){
const err4 = {instancePath:instancePath+"/links/" + i0,schemaPath:"#/properties/links/items/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema22.properties.links.items.if,parentSchema:schema22.properties.links.items,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.href === undefined){
const err5 = {instancePath:instancePath+"/links/" + i0,schemaPath:"#/properties/links/items/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'",schema:schema22.properties.links.items.required,parentSchema:schema22.properties.links.items,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 in data1){
if(!(((((key1 === "type") || (key1 === "label")) || (key1 === "href")) || (key1 === "icon")) || (key1 === "iconType"))){
const err6 = {instancePath:instancePath+"/links/" + i0,schemaPath:"#/properties/links/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema22.properties.links.items,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.type !== undefined){
let data2 = data1.type;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/links/" + i0+"/type",schemaPath:"#/properties/links/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.properties.links.items.properties.type.type,parentSchema:schema22.properties.links.items.properties.type,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data2 === "github") || (data2 === "discord"))){
const err8 = {instancePath:instancePath+"/links/" + i0+"/type",schemaPath:"#/properties/links/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema22.properties.links.items.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema22.properties.links.items.properties.type.enum,parentSchema:schema22.properties.links.items.properties.type,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.label !== undefined){
let data3 = data1.label;
if(typeof data3 === "string"){
if(func3(data3) < 1){
const err9 = {instancePath:instancePath+"/links/" + i0+"/label",schemaPath:"#/properties/links/items/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema22.properties.links.items.properties.label,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/links/" + i0+"/label",schemaPath:"#/properties/links/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.properties.links.items.properties.label.type,parentSchema:schema22.properties.links.items.properties.label,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.href !== undefined){
let data4 = data1.href;
if(typeof data4 === "string"){
if(func3(data4) < 1){
const err11 = {instancePath:instancePath+"/links/" + i0+"/href",schemaPath:"#/definitions/link/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(formats0.test(data4))){
const err12 = {instancePath:instancePath+"/links/" + i0+"/href",schemaPath:"#/definitions/link/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema23,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/links/" + i0+"/href",schemaPath:"#/definitions/link/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.type,parentSchema:schema23,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.icon !== undefined){
if(!(validate14(data1.icon, {instancePath:instancePath+"/links/" + i0+"/icon",parentData:data1,parentDataProperty:"icon",rootData}))){
vErrors = vErrors === null ? validate14.errors : docslintAppendErrors(vErrors, validate14.errors);
errors = vErrors.length;
}
}
if(data1.iconType !== undefined){
let data6 = data1.iconType;
if(typeof data6 !== "string"){
const err14 = {instancePath:instancePath+"/links/" + i0+"/iconType",schemaPath:"#/definitions/iconType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.type,parentSchema:schema25,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(((((((((((data6 === "regular") || (data6 === "solid")) || (data6 === "light")) || (data6 === "thin")) || (data6 === "sharp-solid")) || (data6 === "sharp-regular")) || (data6 === "sharp-light")) || (data6 === "sharp-thin")) || (data6 === "sharp-duotone-solid")) || (data6 === "duotone")) || (data6 === "brands"))){
const err15 = {instancePath:instancePath+"/links/" + i0+"/iconType",schemaPath:"#/definitions/iconType/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values",schema:schema25.enum,parentSchema:schema25,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/links/" + i0,schemaPath:"#/properties/links/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema22.properties.links.items.type,parentSchema:schema22.properties.links.items,data:data1};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema22.properties.links.type,parentSchema:schema22.properties.links,data:data0};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.primary !== undefined){
let data7 = data.primary;
const _errs25 = errors;
let valid8 = true;
const _errs26 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing1;
if((data7.type === undefined) && (missing1 = "type")){
const err18 = {};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
if(data7.type !== undefined){
if("button" !== data7.type){
const err19 = {};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
}
var _valid1 = _errs26 === errors;
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs28 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.label === undefined){
const err20 = {instancePath:instancePath+"/primary",schemaPath:"#/properties/primary/then/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema22.properties.primary.then.required,parentSchema:schema22.properties.primary.then,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
var _valid1 = _errs28 === errors;
valid8 = _valid1;
}
if(!valid8){
const err21 = {instancePath:instancePath+"/primary",schemaPath:"#/properties/primary/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema22.properties.primary.if,parentSchema:schema22.properties.primary,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.type === undefined){
const err22 = {instancePath:instancePath+"/primary",schemaPath:"#/properties/primary/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema22.properties.primary.required,parentSchema:schema22.properties.primary,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data7.href === undefined){
const err23 = {instancePath:instancePath+"/primary",schemaPath:"#/properties/primary/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'",schema:schema22.properties.primary.required,parentSchema:schema22.properties.primary,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key2 in data7){
if(!(((key2 === "type") || (key2 === "label")) || (key2 === "href"))){
const err24 = {instancePath:instancePath+"/primary",schemaPath:"#/properties/primary/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema22.properties.primary,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data7.type !== undefined){
let data9 = data7.type;
if(typeof data9 !== "string"){
const err25 = {instancePath:instancePath+"/primary/type",schemaPath:"#/properties/primary/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.properties.primary.properties.type.type,parentSchema:schema22.properties.primary.properties.type,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!(((data9 === "button") || (data9 === "github")) || (data9 === "discord"))){
const err26 = {instancePath:instancePath+"/primary/type",schemaPath:"#/properties/primary/properties/type/enum",keyword:"enum",params:{allowedValues: schema22.properties.primary.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema22.properties.primary.properties.type.enum,parentSchema:schema22.properties.primary.properties.type,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data7.label !== undefined){
let data10 = data7.label;
if(typeof data10 === "string"){
if(func3(data10) < 1){
const err27 = {instancePath:instancePath+"/primary/label",schemaPath:"#/properties/primary/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema22.properties.primary.properties.label,data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/primary/label",schemaPath:"#/properties/primary/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.properties.primary.properties.label.type,parentSchema:schema22.properties.primary.properties.label,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data7.href !== undefined){
let data11 = data7.href;
if(typeof data11 === "string"){
if(func3(data11) < 1){
const err29 = {instancePath:instancePath+"/primary/href",schemaPath:"#/definitions/link/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23,data:data11};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!(formats0.test(data11))){
const err30 = {instancePath:instancePath+"/primary/href",schemaPath:"#/definitions/link/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema23,data:data11};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/primary/href",schemaPath:"#/definitions/link/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.type,parentSchema:schema23,data:data11};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/primary",schemaPath:"#/properties/primary/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema22.properties.primary.type,parentSchema:schema22.properties.primary,data:data7};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema22.type,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

const schema28 = {"type":"object","description":"The pages of the site and how they are divided: one kind of division at the top (`tabs`, `anchors`, `dropdowns`, `versions`, `languages`, `products`, `groups` or `pages`), each able to nest the others, and `global` links shown everywhere.","additionalProperties":false,"x-one-child-kind":["products","languages","versions","tabs","dropdowns","anchors","groups","pages"],"x-needs-one-of":["products","languages","versions","tabs","dropdowns","anchors","groups","pages"],"properties":{"global":{"$ref":"#/definitions/global"},"products":{"$ref":"#/definitions/products"},"languages":{"$ref":"#/definitions/languages"},"versions":{"$ref":"#/definitions/versions"},"tabs":{"$ref":"#/definitions/tabs"},"dropdowns":{"$ref":"#/definitions/dropdowns"},"anchors":{"$ref":"#/definitions/anchors"},"groups":{"$ref":"#/definitions/groups"},"pages":{"$ref":"#/definitions/pages"},"directory":{"$ref":"#/definitions/directory"}}};
const schema57 = {"type":"string","enum":["none","accordion","card"],"description":"On the root page of groups at or below this level: `accordion` or `card` lists the group's pages below the content, `none` (the default) does not. Nested levels inherit it."};
const schema29 = {"type":"object","description":"Links shown on every page, whatever section, version or language is open.","additionalProperties":false,"x-closed":true,"properties":{"tabs":{"type":"array","description":"Tabs that link elsewhere, on every page.","items":{"type":"object","description":"A tab that links to a URL or path.","required":["tab","href"],"additionalProperties":false,"properties":{"tab":{"type":"string","minLength":1,"description":"Label of the tab."},"href":{"$ref":"#/definitions/link","description":"Where the tab leads."},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"},"hidden":{"$ref":"#/definitions/hidden"}}}},"anchors":{"type":"array","description":"Anchors that link elsewhere, on every page.","items":{"type":"object","description":"An anchor that links to a URL or path.","required":["anchor","href"],"additionalProperties":false,"properties":{"anchor":{"type":"string","minLength":1,"description":"Label of the anchor."},"href":{"$ref":"#/definitions/link","description":"Where the anchor leads."},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"},"color":{"$ref":"#/definitions/lightDarkColors","description":"Colour of the anchor's icon in light and dark mode."},"hidden":{"$ref":"#/definitions/hidden"}}}},"dropdowns":{"type":"array","description":"Dropdown entries that link elsewhere, on every page.","items":{"type":"object","description":"A dropdown entry that links to a URL or path.","required":["dropdown","href"],"additionalProperties":false,"properties":{"dropdown":{"type":"string","minLength":1,"description":"Label of the entry."},"href":{"$ref":"#/definitions/link","description":"Where the entry leads."},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"},"hidden":{"$ref":"#/definitions/hidden"}}}},"versions":{"type":"array","description":"Versions hosted elsewhere, in the version menu of every page.","items":{"type":"object","description":"A version that links to a URL or path.","required":["version","href"],"additionalProperties":false,"properties":{"version":{"type":"string","minLength":1,"description":"Name of the version."},"href":{"$ref":"#/definitions/link","description":"Where this version is."},"default":{"type":"boolean","description":"This is the default version."},"hidden":{"$ref":"#/definitions/hidden"}}}},"languages":{"type":"array","description":"Languages hosted elsewhere, in the language menu of every page.","items":{"type":"object","description":"A language that links to a URL or path.","required":["language","href"],"additionalProperties":false,"properties":{"language":{"$ref":"#/definitions/languageCode"},"href":{"$ref":"#/definitions/link","description":"Where this language is."},"default":{"type":"boolean","description":"This is the default language."},"hidden":{"$ref":"#/definitions/hidden"}}}},"products":{"type":"array","description":"Products hosted elsewhere, in the product switcher of every page.","items":{"type":"object","description":"A product that links to a URL or path.","required":["product"],"additionalProperties":false,"properties":{"product":{"type":"string","minLength":1,"description":"Name of the product."},"description":{"type":"string","description":"Text under the product name."},"href":{"$ref":"#/definitions/link","description":"Where this product is documented."},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"},"hidden":{"$ref":"#/definitions/hidden"}}}}}};
const schema32 = {"type":"boolean","description":"Leave this entry out of the navigation (its pages can still be reached by URL)."};
const schema41 = {"type":"string","enum":["ar","ca","cn","cs","da","de","en","es","fi","fr","fr-CA","he","hi","hu","id","it","ja","ja-JP","jp","ko","lv","nl","no","pl","pt","pt-BR","ro","ru","sv","tr","uk","uz","vi","zh","zh-CN","zh-Hans","zh-Hant","zh-TW"],"description":"Language code, as in ISO 639-1 (with a region or script for some)."};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((key0 === "tabs") || (key0 === "anchors")) || (key0 === "dropdowns")) || (key0 === "versions")) || (key0 === "languages")) || (key0 === "products"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.tabs !== undefined){
let data0 = data.tabs;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.tab === undefined){
const err1 = {instancePath:instancePath+"/tabs/" + i0,schemaPath:"#/properties/tabs/items/required",keyword:"required",params:{missingProperty: "tab"},message:"must have required property '"+"tab"+"'",schema:schema29.properties.tabs.items.required,parentSchema:schema29.properties.tabs.items,data:data1};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1.href === undefined){
const err2 = {instancePath:instancePath+"/tabs/" + i0,schemaPath:"#/properties/tabs/items/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'",schema:schema29.properties.tabs.items.required,parentSchema:schema29.properties.tabs.items,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data1){
if(!(((((key1 === "tab") || (key1 === "href")) || (key1 === "icon")) || (key1 === "iconType")) || (key1 === "hidden"))){
const err3 = {instancePath:instancePath+"/tabs/" + i0,schemaPath:"#/properties/tabs/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema29.properties.tabs.items,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.tab !== undefined){
let data2 = data1.tab;
if(typeof data2 === "string"){
if(func3(data2) < 1){
const err4 = {instancePath:instancePath+"/tabs/" + i0+"/tab",schemaPath:"#/properties/tabs/items/properties/tab/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema29.properties.tabs.items.properties.tab,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/tabs/" + i0+"/tab",schemaPath:"#/properties/tabs/items/properties/tab/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.tabs.items.properties.tab.type,parentSchema:schema29.properties.tabs.items.properties.tab,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.href !== undefined){
let data3 = data1.href;
if(typeof data3 === "string"){
if(func3(data3) < 1){
const err6 = {instancePath:instancePath+"/tabs/" + i0+"/href",schemaPath:"#/definitions/link/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(formats0.test(data3))){
const err7 = {instancePath:instancePath+"/tabs/" + i0+"/href",schemaPath:"#/definitions/link/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema23,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/tabs/" + i0+"/href",schemaPath:"#/definitions/link/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.type,parentSchema:schema23,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.icon !== undefined){
if(!(validate14(data1.icon, {instancePath:instancePath+"/tabs/" + i0+"/icon",parentData:data1,parentDataProperty:"icon",rootData}))){
vErrors = vErrors === null ? validate14.errors : docslintAppendErrors(vErrors, validate14.errors);
errors = vErrors.length;
}
}
if(data1.iconType !== undefined){
let data5 = data1.iconType;
if(typeof data5 !== "string"){
const err9 = {instancePath:instancePath+"/tabs/" + i0+"/iconType",schemaPath:"#/definitions/iconType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.type,parentSchema:schema25,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(((((((((((data5 === "regular") || (data5 === "solid")) || (data5 === "light")) || (data5 === "thin")) || (data5 === "sharp-solid")) || (data5 === "sharp-regular")) || (data5 === "sharp-light")) || (data5 === "sharp-thin")) || (data5 === "sharp-duotone-solid")) || (data5 === "duotone")) || (data5 === "brands"))){
const err10 = {instancePath:instancePath+"/tabs/" + i0+"/iconType",schemaPath:"#/definitions/iconType/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values",schema:schema25.enum,parentSchema:schema25,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.hidden !== undefined){
let data6 = data1.hidden;
if(typeof data6 !== "boolean"){
const err11 = {instancePath:instancePath+"/tabs/" + i0+"/hidden",schemaPath:"#/definitions/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema32.type,parentSchema:schema32,data:data6};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/tabs/" + i0,schemaPath:"#/properties/tabs/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema29.properties.tabs.items.type,parentSchema:schema29.properties.tabs.items,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/tabs",schemaPath:"#/properties/tabs/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema29.properties.tabs.type,parentSchema:schema29.properties.tabs,data:data0};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.anchors !== undefined){
let data7 = data.anchors;
if(Array.isArray(data7)){
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.anchor === undefined){
const err14 = {instancePath:instancePath+"/anchors/" + i1,schemaPath:"#/properties/anchors/items/required",keyword:"required",params:{missingProperty: "anchor"},message:"must have required property '"+"anchor"+"'",schema:schema29.properties.anchors.items.required,parentSchema:schema29.properties.anchors.items,data:data8};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data8.href === undefined){
const err15 = {instancePath:instancePath+"/anchors/" + i1,schemaPath:"#/properties/anchors/items/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'",schema:schema29.properties.anchors.items.required,parentSchema:schema29.properties.anchors.items,data:data8};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key2 in data8){
if(!((((((key2 === "anchor") || (key2 === "href")) || (key2 === "icon")) || (key2 === "iconType")) || (key2 === "color")) || (key2 === "hidden"))){
const err16 = {instancePath:instancePath+"/anchors/" + i1,schemaPath:"#/properties/anchors/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema29.properties.anchors.items,data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data8.anchor !== undefined){
let data9 = data8.anchor;
if(typeof data9 === "string"){
if(func3(data9) < 1){
const err17 = {instancePath:instancePath+"/anchors/" + i1+"/anchor",schemaPath:"#/properties/anchors/items/properties/anchor/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema29.properties.anchors.items.properties.anchor,data:data9};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/anchors/" + i1+"/anchor",schemaPath:"#/properties/anchors/items/properties/anchor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.anchors.items.properties.anchor.type,parentSchema:schema29.properties.anchors.items.properties.anchor,data:data9};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data8.href !== undefined){
let data10 = data8.href;
if(typeof data10 === "string"){
if(func3(data10) < 1){
const err19 = {instancePath:instancePath+"/anchors/" + i1+"/href",schemaPath:"#/definitions/link/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23,data:data10};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(formats0.test(data10))){
const err20 = {instancePath:instancePath+"/anchors/" + i1+"/href",schemaPath:"#/definitions/link/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema23,data:data10};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/anchors/" + i1+"/href",schemaPath:"#/definitions/link/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.type,parentSchema:schema23,data:data10};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data8.icon !== undefined){
if(!(validate14(data8.icon, {instancePath:instancePath+"/anchors/" + i1+"/icon",parentData:data8,parentDataProperty:"icon",rootData}))){
vErrors = vErrors === null ? validate14.errors : docslintAppendErrors(vErrors, validate14.errors);
errors = vErrors.length;
}
}
if(data8.iconType !== undefined){
let data12 = data8.iconType;
if(typeof data12 !== "string"){
const err22 = {instancePath:instancePath+"/anchors/" + i1+"/iconType",schemaPath:"#/definitions/iconType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.type,parentSchema:schema25,data:data12};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!(((((((((((data12 === "regular") || (data12 === "solid")) || (data12 === "light")) || (data12 === "thin")) || (data12 === "sharp-solid")) || (data12 === "sharp-regular")) || (data12 === "sharp-light")) || (data12 === "sharp-thin")) || (data12 === "sharp-duotone-solid")) || (data12 === "duotone")) || (data12 === "brands"))){
const err23 = {instancePath:instancePath+"/anchors/" + i1+"/iconType",schemaPath:"#/definitions/iconType/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values",schema:schema25.enum,parentSchema:schema25,data:data12};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data8.color !== undefined){
if(!(validate11(data8.color, {instancePath:instancePath+"/anchors/" + i1+"/color",parentData:data8,parentDataProperty:"color",rootData}))){
vErrors = vErrors === null ? validate11.errors : docslintAppendErrors(vErrors, validate11.errors);
errors = vErrors.length;
}
}
if(data8.hidden !== undefined){
let data14 = data8.hidden;
if(typeof data14 !== "boolean"){
const err24 = {instancePath:instancePath+"/anchors/" + i1+"/hidden",schemaPath:"#/definitions/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema32.type,parentSchema:schema32,data:data14};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/anchors/" + i1,schemaPath:"#/properties/anchors/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema29.properties.anchors.items.type,parentSchema:schema29.properties.anchors.items,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/anchors",schemaPath:"#/properties/anchors/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema29.properties.anchors.type,parentSchema:schema29.properties.anchors,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.dropdowns !== undefined){
let data15 = data.dropdowns;
if(Array.isArray(data15)){
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
let data16 = data15[i2];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.dropdown === undefined){
const err27 = {instancePath:instancePath+"/dropdowns/" + i2,schemaPath:"#/properties/dropdowns/items/required",keyword:"required",params:{missingProperty: "dropdown"},message:"must have required property '"+"dropdown"+"'",schema:schema29.properties.dropdowns.items.required,parentSchema:schema29.properties.dropdowns.items,data:data16};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data16.href === undefined){
const err28 = {instancePath:instancePath+"/dropdowns/" + i2,schemaPath:"#/properties/dropdowns/items/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'",schema:schema29.properties.dropdowns.items.required,parentSchema:schema29.properties.dropdowns.items,data:data16};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key3 in data16){
if(!(((((key3 === "dropdown") || (key3 === "href")) || (key3 === "icon")) || (key3 === "iconType")) || (key3 === "hidden"))){
const err29 = {instancePath:instancePath+"/dropdowns/" + i2,schemaPath:"#/properties/dropdowns/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema29.properties.dropdowns.items,data:data16};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data16.dropdown !== undefined){
let data17 = data16.dropdown;
if(typeof data17 === "string"){
if(func3(data17) < 1){
const err30 = {instancePath:instancePath+"/dropdowns/" + i2+"/dropdown",schemaPath:"#/properties/dropdowns/items/properties/dropdown/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema29.properties.dropdowns.items.properties.dropdown,data:data17};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/dropdowns/" + i2+"/dropdown",schemaPath:"#/properties/dropdowns/items/properties/dropdown/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.dropdowns.items.properties.dropdown.type,parentSchema:schema29.properties.dropdowns.items.properties.dropdown,data:data17};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data16.href !== undefined){
let data18 = data16.href;
if(typeof data18 === "string"){
if(func3(data18) < 1){
const err32 = {instancePath:instancePath+"/dropdowns/" + i2+"/href",schemaPath:"#/definitions/link/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23,data:data18};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!(formats0.test(data18))){
const err33 = {instancePath:instancePath+"/dropdowns/" + i2+"/href",schemaPath:"#/definitions/link/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema23,data:data18};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/dropdowns/" + i2+"/href",schemaPath:"#/definitions/link/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.type,parentSchema:schema23,data:data18};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data16.icon !== undefined){
if(!(validate14(data16.icon, {instancePath:instancePath+"/dropdowns/" + i2+"/icon",parentData:data16,parentDataProperty:"icon",rootData}))){
vErrors = vErrors === null ? validate14.errors : docslintAppendErrors(vErrors, validate14.errors);
errors = vErrors.length;
}
}
if(data16.iconType !== undefined){
let data20 = data16.iconType;
if(typeof data20 !== "string"){
const err35 = {instancePath:instancePath+"/dropdowns/" + i2+"/iconType",schemaPath:"#/definitions/iconType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.type,parentSchema:schema25,data:data20};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!(((((((((((data20 === "regular") || (data20 === "solid")) || (data20 === "light")) || (data20 === "thin")) || (data20 === "sharp-solid")) || (data20 === "sharp-regular")) || (data20 === "sharp-light")) || (data20 === "sharp-thin")) || (data20 === "sharp-duotone-solid")) || (data20 === "duotone")) || (data20 === "brands"))){
const err36 = {instancePath:instancePath+"/dropdowns/" + i2+"/iconType",schemaPath:"#/definitions/iconType/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values",schema:schema25.enum,parentSchema:schema25,data:data20};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data16.hidden !== undefined){
let data21 = data16.hidden;
if(typeof data21 !== "boolean"){
const err37 = {instancePath:instancePath+"/dropdowns/" + i2+"/hidden",schemaPath:"#/definitions/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema32.type,parentSchema:schema32,data:data21};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/dropdowns/" + i2,schemaPath:"#/properties/dropdowns/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema29.properties.dropdowns.items.type,parentSchema:schema29.properties.dropdowns.items,data:data16};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/dropdowns",schemaPath:"#/properties/dropdowns/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema29.properties.dropdowns.type,parentSchema:schema29.properties.dropdowns,data:data15};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.versions !== undefined){
let data22 = data.versions;
if(Array.isArray(data22)){
const len3 = data22.length;
for(let i3=0; i3<len3; i3++){
let data23 = data22[i3];
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.version === undefined){
const err40 = {instancePath:instancePath+"/versions/" + i3,schemaPath:"#/properties/versions/items/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:schema29.properties.versions.items.required,parentSchema:schema29.properties.versions.items,data:data23};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data23.href === undefined){
const err41 = {instancePath:instancePath+"/versions/" + i3,schemaPath:"#/properties/versions/items/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'",schema:schema29.properties.versions.items.required,parentSchema:schema29.properties.versions.items,data:data23};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
for(const key4 in data23){
if(!((((key4 === "version") || (key4 === "href")) || (key4 === "default")) || (key4 === "hidden"))){
const err42 = {instancePath:instancePath+"/versions/" + i3,schemaPath:"#/properties/versions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema29.properties.versions.items,data:data23};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data23.version !== undefined){
let data24 = data23.version;
if(typeof data24 === "string"){
if(func3(data24) < 1){
const err43 = {instancePath:instancePath+"/versions/" + i3+"/version",schemaPath:"#/properties/versions/items/properties/version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema29.properties.versions.items.properties.version,data:data24};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/versions/" + i3+"/version",schemaPath:"#/properties/versions/items/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.versions.items.properties.version.type,parentSchema:schema29.properties.versions.items.properties.version,data:data24};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data23.href !== undefined){
let data25 = data23.href;
if(typeof data25 === "string"){
if(func3(data25) < 1){
const err45 = {instancePath:instancePath+"/versions/" + i3+"/href",schemaPath:"#/definitions/link/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23,data:data25};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(!(formats0.test(data25))){
const err46 = {instancePath:instancePath+"/versions/" + i3+"/href",schemaPath:"#/definitions/link/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema23,data:data25};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/versions/" + i3+"/href",schemaPath:"#/definitions/link/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.type,parentSchema:schema23,data:data25};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data23.default !== undefined){
let data26 = data23.default;
if(typeof data26 !== "boolean"){
const err48 = {instancePath:instancePath+"/versions/" + i3+"/default",schemaPath:"#/properties/versions/items/properties/default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema29.properties.versions.items.properties.default.type,parentSchema:schema29.properties.versions.items.properties.default,data:data26};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data23.hidden !== undefined){
let data27 = data23.hidden;
if(typeof data27 !== "boolean"){
const err49 = {instancePath:instancePath+"/versions/" + i3+"/hidden",schemaPath:"#/definitions/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema32.type,parentSchema:schema32,data:data27};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/versions/" + i3,schemaPath:"#/properties/versions/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema29.properties.versions.items.type,parentSchema:schema29.properties.versions.items,data:data23};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema29.properties.versions.type,parentSchema:schema29.properties.versions,data:data22};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.languages !== undefined){
let data28 = data.languages;
if(Array.isArray(data28)){
const len4 = data28.length;
for(let i4=0; i4<len4; i4++){
let data29 = data28[i4];
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.language === undefined){
const err52 = {instancePath:instancePath+"/languages/" + i4,schemaPath:"#/properties/languages/items/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'",schema:schema29.properties.languages.items.required,parentSchema:schema29.properties.languages.items,data:data29};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data29.href === undefined){
const err53 = {instancePath:instancePath+"/languages/" + i4,schemaPath:"#/properties/languages/items/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'",schema:schema29.properties.languages.items.required,parentSchema:schema29.properties.languages.items,data:data29};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
for(const key5 in data29){
if(!((((key5 === "language") || (key5 === "href")) || (key5 === "default")) || (key5 === "hidden"))){
const err54 = {instancePath:instancePath+"/languages/" + i4,schemaPath:"#/properties/languages/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema29.properties.languages.items,data:data29};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data29.language !== undefined){
let data30 = data29.language;
if(typeof data30 !== "string"){
const err55 = {instancePath:instancePath+"/languages/" + i4+"/language",schemaPath:"#/definitions/languageCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.type,parentSchema:schema41,data:data30};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(!((((((((((((((((((((((((((((((((((((((data30 === "ar") || (data30 === "ca")) || (data30 === "cn")) || (data30 === "cs")) || (data30 === "da")) || (data30 === "de")) || (data30 === "en")) || (data30 === "es")) || (data30 === "fi")) || (data30 === "fr")) || (data30 === "fr-CA")) || (data30 === "he")) || (data30 === "hi")) || (data30 === "hu")) || (data30 === "id")) || (data30 === "it")) || (data30 === "ja")) || (data30 === "ja-JP")) || (data30 === "jp")) || (data30 === "ko")) || (data30 === "lv")) || (data30 === "nl")) || (data30 === "no")) || (data30 === "pl")) || (data30 === "pt")) || (data30 === "pt-BR")) || (data30 === "ro")) || (data30 === "ru")) || (data30 === "sv")) || (data30 === "tr")) || (data30 === "uk")) || (data30 === "uz")) || (data30 === "vi")) || (data30 === "zh")) || (data30 === "zh-CN")) || (data30 === "zh-Hans")) || (data30 === "zh-Hant")) || (data30 === "zh-TW"))){
const err56 = {instancePath:instancePath+"/languages/" + i4+"/language",schemaPath:"#/definitions/languageCode/enum",keyword:"enum",params:{allowedValues: schema41.enum},message:"must be equal to one of the allowed values",schema:schema41.enum,parentSchema:schema41,data:data30};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data29.href !== undefined){
let data31 = data29.href;
if(typeof data31 === "string"){
if(func3(data31) < 1){
const err57 = {instancePath:instancePath+"/languages/" + i4+"/href",schemaPath:"#/definitions/link/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23,data:data31};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(!(formats0.test(data31))){
const err58 = {instancePath:instancePath+"/languages/" + i4+"/href",schemaPath:"#/definitions/link/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema23,data:data31};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/languages/" + i4+"/href",schemaPath:"#/definitions/link/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.type,parentSchema:schema23,data:data31};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data29.default !== undefined){
let data32 = data29.default;
if(typeof data32 !== "boolean"){
const err60 = {instancePath:instancePath+"/languages/" + i4+"/default",schemaPath:"#/properties/languages/items/properties/default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema29.properties.languages.items.properties.default.type,parentSchema:schema29.properties.languages.items.properties.default,data:data32};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data29.hidden !== undefined){
let data33 = data29.hidden;
if(typeof data33 !== "boolean"){
const err61 = {instancePath:instancePath+"/languages/" + i4+"/hidden",schemaPath:"#/definitions/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema32.type,parentSchema:schema32,data:data33};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/languages/" + i4,schemaPath:"#/properties/languages/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema29.properties.languages.items.type,parentSchema:schema29.properties.languages.items,data:data29};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema29.properties.languages.type,parentSchema:schema29.properties.languages,data:data28};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.products !== undefined){
let data34 = data.products;
if(Array.isArray(data34)){
const len5 = data34.length;
for(let i5=0; i5<len5; i5++){
let data35 = data34[i5];
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.product === undefined){
const err64 = {instancePath:instancePath+"/products/" + i5,schemaPath:"#/properties/products/items/required",keyword:"required",params:{missingProperty: "product"},message:"must have required property '"+"product"+"'",schema:schema29.properties.products.items.required,parentSchema:schema29.properties.products.items,data:data35};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
for(const key6 in data35){
if(!((((((key6 === "product") || (key6 === "description")) || (key6 === "href")) || (key6 === "icon")) || (key6 === "iconType")) || (key6 === "hidden"))){
const err65 = {instancePath:instancePath+"/products/" + i5,schemaPath:"#/properties/products/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema29.properties.products.items,data:data35};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data35.product !== undefined){
let data36 = data35.product;
if(typeof data36 === "string"){
if(func3(data36) < 1){
const err66 = {instancePath:instancePath+"/products/" + i5+"/product",schemaPath:"#/properties/products/items/properties/product/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema29.properties.products.items.properties.product,data:data36};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
else {
const err67 = {instancePath:instancePath+"/products/" + i5+"/product",schemaPath:"#/properties/products/items/properties/product/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.products.items.properties.product.type,parentSchema:schema29.properties.products.items.properties.product,data:data36};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data35.description !== undefined){
let data37 = data35.description;
if(typeof data37 !== "string"){
const err68 = {instancePath:instancePath+"/products/" + i5+"/description",schemaPath:"#/properties/products/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties.products.items.properties.description.type,parentSchema:schema29.properties.products.items.properties.description,data:data37};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data35.href !== undefined){
let data38 = data35.href;
if(typeof data38 === "string"){
if(func3(data38) < 1){
const err69 = {instancePath:instancePath+"/products/" + i5+"/href",schemaPath:"#/definitions/link/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23,data:data38};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(!(formats0.test(data38))){
const err70 = {instancePath:instancePath+"/products/" + i5+"/href",schemaPath:"#/definitions/link/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema23,data:data38};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/products/" + i5+"/href",schemaPath:"#/definitions/link/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.type,parentSchema:schema23,data:data38};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data35.icon !== undefined){
if(!(validate14(data35.icon, {instancePath:instancePath+"/products/" + i5+"/icon",parentData:data35,parentDataProperty:"icon",rootData}))){
vErrors = vErrors === null ? validate14.errors : docslintAppendErrors(vErrors, validate14.errors);
errors = vErrors.length;
}
}
if(data35.iconType !== undefined){
let data40 = data35.iconType;
if(typeof data40 !== "string"){
const err72 = {instancePath:instancePath+"/products/" + i5+"/iconType",schemaPath:"#/definitions/iconType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.type,parentSchema:schema25,data:data40};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(!(((((((((((data40 === "regular") || (data40 === "solid")) || (data40 === "light")) || (data40 === "thin")) || (data40 === "sharp-solid")) || (data40 === "sharp-regular")) || (data40 === "sharp-light")) || (data40 === "sharp-thin")) || (data40 === "sharp-duotone-solid")) || (data40 === "duotone")) || (data40 === "brands"))){
const err73 = {instancePath:instancePath+"/products/" + i5+"/iconType",schemaPath:"#/definitions/iconType/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values",schema:schema25.enum,parentSchema:schema25,data:data40};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data35.hidden !== undefined){
let data41 = data35.hidden;
if(typeof data41 !== "boolean"){
const err74 = {instancePath:instancePath+"/products/" + i5+"/hidden",schemaPath:"#/definitions/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema32.type,parentSchema:schema32,data:data41};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/products/" + i5,schemaPath:"#/properties/products/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema29.properties.products.items.type,parentSchema:schema29.properties.products.items,data:data35};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
else {
const err76 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema29.properties.products.type,parentSchema:schema29.properties.products,data:data34};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
else {
const err77 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema29.type,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}

const schema47 = {"type":"array","description":"Products, each with its own documentation, chosen from a product switcher.","items":{"$ref":"#/definitions/product"}};
const schema48 = {"type":"object","description":"A product with its own documentation, chosen from the product switcher.","required":["product"],"additionalProperties":false,"x-one-child-kind":["menu","tabs","anchors","dropdowns","versions","languages","groups","pages"],"x-needs-one-of":["menu","tabs","anchors","dropdowns","versions","languages","groups","pages","href","openapi","asyncapi"],"properties":{"product":{"type":"string","minLength":1,"description":"Name of the product."},"menu":{"$ref":"#/definitions/menu","description":"Menu of the product's entry in the switcher: columns that lead straight to parts of it."},"description":{"type":"string","description":"Text under the product name."},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"},"hidden":{"$ref":"#/definitions/hidden"},"public":{"$ref":"#/definitions/public"},"href":{"$ref":"#/definitions/href"},"openapi":{"$ref":"#/definitions/openapi"},"asyncapi":{"$ref":"#/definitions/asyncapi"},"directory":{"$ref":"#/definitions/directory"},"tabs":{"$ref":"#/definitions/tabs"},"anchors":{"$ref":"#/definitions/anchors"},"dropdowns":{"$ref":"#/definitions/dropdowns"},"versions":{"$ref":"#/definitions/versions"},"languages":{"$ref":"#/definitions/languages"},"groups":{"$ref":"#/definitions/groups"},"pages":{"$ref":"#/definitions/pages"}}};
const schema53 = {"type":"boolean","description":"With partial authentication: the pages below are public."};
const schema49 = {"type":"array","description":"Menu entries that lead straight to parts of a tab or product.","items":{"$ref":"#/definitions/menuItem"}};
const schema50 = {"type":"object","description":"An entry of a tab's or product's menu: pages, a link, or a division of the navigation.","required":["item"],"additionalProperties":false,"x-one-child-kind":["tabs","anchors","dropdowns","products","languages","versions","groups","pages"],"x-needs-one-of":["tabs","anchors","dropdowns","products","languages","versions","groups","pages","href","openapi","asyncapi"],"properties":{"item":{"type":"string","minLength":1,"description":"Label of the entry."},"description":{"type":"string","description":"Text under the label."},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"},"hidden":{"$ref":"#/definitions/hidden"},"public":{"$ref":"#/definitions/public"},"href":{"$ref":"#/definitions/href"},"openapi":{"$ref":"#/definitions/openapi"},"asyncapi":{"$ref":"#/definitions/asyncapi"},"directory":{"$ref":"#/definitions/directory"},"tabs":{"$ref":"#/definitions/tabs"},"anchors":{"$ref":"#/definitions/anchors"},"dropdowns":{"$ref":"#/definitions/dropdowns"},"products":{"$ref":"#/definitions/products"},"languages":{"$ref":"#/definitions/languages"},"versions":{"$ref":"#/definitions/versions"},"groups":{"$ref":"#/definitions/groups"},"pages":{"$ref":"#/definitions/pages"}}};
const schema58 = {"type":"array","description":"Tabs: sections of the site in a bar at the top of every page.","items":{"$ref":"#/definitions/tab"}};
const schema59 = {"type":"object","description":"A tab: a section of the site, or a link.","required":["tab"],"additionalProperties":false,"x-one-child-kind":["menu","anchors","dropdowns","versions","languages","products","groups","pages"],"x-needs-one-of":["menu","anchors","dropdowns","versions","languages","products","groups","pages","href","openapi","asyncapi","sdk"],"properties":{"tab":{"type":"string","minLength":1,"description":"Label of the tab."},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"},"hidden":{"$ref":"#/definitions/hidden"},"searchable":{"$ref":"#/definitions/searchable"},"sdk":{"$ref":"#/definitions/sdk"},"public":{"$ref":"#/definitions/public"},"href":{"$ref":"#/definitions/href"},"openapi":{"$ref":"#/definitions/openapi"},"asyncapi":{"$ref":"#/definitions/asyncapi"},"directory":{"$ref":"#/definitions/directory"},"menu":{"$ref":"#/definitions/menu","description":"Menu of the tab: entries that lead straight to parts of it."},"anchors":{"$ref":"#/definitions/anchors"},"dropdowns":{"$ref":"#/definitions/dropdowns"},"versions":{"$ref":"#/definitions/versions"},"languages":{"$ref":"#/definitions/languages"},"products":{"$ref":"#/definitions/products"},"groups":{"$ref":"#/definitions/groups"},"pages":{"$ref":"#/definitions/pages"}}};
const schema62 = {"type":"boolean","description":"`true` keeps the pages below a hidden tab or group in search results and the assistant's context."};
const schema63 = {"type":"object","description":"Generate SDK reference pages below this entry from a documentation tool's build artifact.","required":["format","source"],"additionalProperties":false,"properties":{"format":{"type":"string","enum":["typedoc","docfx","javadoc","sphinx","phpdoc"],"description":"The tool that wrote the artifact."},"source":{"type":"string","minLength":1,"description":"Path of the artifact file or folder in the repository, or an HTTPS URL."},"directory":{"type":"string","minLength":1,"description":"URL prefix of the generated pages."}}};
const schema69 = {"type":"array","description":"Anchors: sections or links shown at the top of the sidebar.","items":{"$ref":"#/definitions/anchor"}};
const schema70 = {"type":"object","description":"An anchor: a section of the site, or a link, at the top of the sidebar.","required":["anchor"],"additionalProperties":false,"x-one-child-kind":["tabs","dropdowns","versions","languages","products","groups","pages"],"x-needs-one-of":["tabs","dropdowns","versions","languages","products","groups","pages","href","openapi","asyncapi"],"properties":{"anchor":{"type":"string","minLength":1,"description":"Label of the anchor."},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"},"color":{"$ref":"#/definitions/lightDarkColors","description":"Colour of the anchor's icon in light and dark mode."},"hidden":{"$ref":"#/definitions/hidden"},"public":{"$ref":"#/definitions/public"},"href":{"$ref":"#/definitions/href"},"openapi":{"$ref":"#/definitions/openapi"},"asyncapi":{"$ref":"#/definitions/asyncapi"},"directory":{"$ref":"#/definitions/directory"},"tabs":{"$ref":"#/definitions/tabs"},"dropdowns":{"$ref":"#/definitions/dropdowns"},"versions":{"$ref":"#/definitions/versions"},"languages":{"$ref":"#/definitions/languages"},"products":{"$ref":"#/definitions/products"},"groups":{"$ref":"#/definitions/groups"},"pages":{"$ref":"#/definitions/pages"}}};
const schema78 = {"type":"array","description":"Dropdowns: sections of the site chosen from a menu at the top of the sidebar.","items":{"$ref":"#/definitions/dropdown"}};
const schema79 = {"type":"object","description":"A dropdown entry: a section of the site, or a link, chosen from the menu at the top of the sidebar.","required":["dropdown"],"additionalProperties":false,"x-one-child-kind":["tabs","anchors","versions","languages","products","groups","pages"],"x-needs-one-of":["tabs","anchors","versions","languages","products","groups","pages","href","openapi","asyncapi"],"properties":{"dropdown":{"type":"string","minLength":1,"description":"Label of the entry."},"description":{"type":"string","description":"Text under the label."},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"},"color":{"$ref":"#/definitions/lightDarkColors","description":"Colour of the entry's icon in light and dark mode."},"hidden":{"$ref":"#/definitions/hidden"},"public":{"$ref":"#/definitions/public"},"href":{"$ref":"#/definitions/href"},"openapi":{"$ref":"#/definitions/openapi"},"asyncapi":{"$ref":"#/definitions/asyncapi"},"directory":{"$ref":"#/definitions/directory"},"tabs":{"$ref":"#/definitions/tabs"},"anchors":{"$ref":"#/definitions/anchors"},"versions":{"$ref":"#/definitions/versions"},"languages":{"$ref":"#/definitions/languages"},"products":{"$ref":"#/definitions/products"},"groups":{"$ref":"#/definitions/groups"},"pages":{"$ref":"#/definitions/pages"}}};
const schema87 = {"type":"array","description":"Versions of the documentation, chosen from a menu; the first (or the one marked `default`) is shown first.","items":{"$ref":"#/definitions/version"}};
const schema88 = {"type":"object","description":"A version of the documentation, with its own navigation.","required":["version"],"additionalProperties":false,"x-one-child-kind":["tabs","anchors","dropdowns","languages","products","groups","pages"],"x-needs-one-of":["tabs","anchors","dropdowns","languages","products","groups","pages","href","openapi","asyncapi"],"properties":{"version":{"type":"string","minLength":1,"description":"Name of the version in the menu."},"default":{"type":"boolean","description":"Show this version first (otherwise, the first version is)."},"tag":{"type":"string","minLength":1,"description":"Label beside the version in the menu, like `Latest` or `Beta`."},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"},"hidden":{"$ref":"#/definitions/hidden"},"public":{"$ref":"#/definitions/public"},"href":{"$ref":"#/definitions/href"},"openapi":{"$ref":"#/definitions/openapi"},"asyncapi":{"$ref":"#/definitions/asyncapi"},"directory":{"$ref":"#/definitions/directory"},"tabs":{"$ref":"#/definitions/tabs"},"anchors":{"$ref":"#/definitions/anchors"},"dropdowns":{"$ref":"#/definitions/dropdowns"},"languages":{"$ref":"#/definitions/languages"},"products":{"$ref":"#/definitions/products"},"groups":{"$ref":"#/definitions/groups"},"pages":{"$ref":"#/definitions/pages"}}};
const schema96 = {"type":"array","description":"Languages of the documentation, chosen from a menu.","items":{"$ref":"#/definitions/language"}};
const schema97 = {"type":"object","description":"A language of the documentation, with its own navigation and, if wanted, its own banner, footer and navbar.","required":["language"],"additionalProperties":false,"x-one-child-kind":["tabs","anchors","dropdowns","versions","products","groups","pages"],"x-needs-one-of":["tabs","anchors","dropdowns","versions","products","groups","pages","href","openapi","asyncapi"],"properties":{"language":{"$ref":"#/definitions/languageCode"},"default":{"type":"boolean","description":"Show this language first (otherwise, the first language is)."},"banner":{"$ref":"#/definitions/banner"},"footer":{"$ref":"#/definitions/footer"},"navbar":{"$ref":"#/definitions/navbar"},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"},"hidden":{"$ref":"#/definitions/hidden"},"public":{"$ref":"#/definitions/public"},"href":{"$ref":"#/definitions/href"},"openapi":{"$ref":"#/definitions/openapi"},"asyncapi":{"$ref":"#/definitions/asyncapi"},"directory":{"$ref":"#/definitions/directory"},"tabs":{"$ref":"#/definitions/tabs"},"anchors":{"$ref":"#/definitions/anchors"},"dropdowns":{"$ref":"#/definitions/dropdowns"},"versions":{"$ref":"#/definitions/versions"},"products":{"$ref":"#/definitions/products"},"groups":{"$ref":"#/definitions/groups"},"pages":{"$ref":"#/definitions/pages"}}};
const schema99 = {"type":"object","description":"A banner at the top of every page.","required":["content"],"additionalProperties":false,"properties":{"content":{"type":"string","minLength":1,"description":"Text of the banner: Markdown with links, bold and italics, no components."},"dismissible":{"type":"boolean","description":"Readers can close the banner (default `false`)."},"type":{"type":"string","enum":["info","warning","critical"],"description":"`info` (the default) uses the primary colour, `warning` amber, `critical` red."},"color":{"description":"Background colour of the banner, overriding `type`: a hex colour, or one per mode.","anyOf":[{"$ref":"#/definitions/hexColor"},{"$ref":"#/definitions/lightDarkColors"}]}}};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'",schema:schema99.required,parentSchema:schema99,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "content") || (key0 === "dismissible")) || (key0 === "type")) || (key0 === "color"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema99,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.content !== undefined){
let data0 = data.content;
if(typeof data0 === "string"){
if(func3(data0) < 1){
const err2 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema99.properties.content,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema99.properties.content.type,parentSchema:schema99.properties.content,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.dismissible !== undefined){
let data1 = data.dismissible;
if(typeof data1 !== "boolean"){
const err4 = {instancePath:instancePath+"/dismissible",schemaPath:"#/properties/dismissible/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema99.properties.dismissible.type,parentSchema:schema99.properties.dismissible,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.type !== undefined){
let data2 = data.type;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema99.properties.type.type,parentSchema:schema99.properties.type,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((data2 === "info") || (data2 === "warning")) || (data2 === "critical"))){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema99.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema99.properties.type.enum,parentSchema:schema99.properties.type,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.color !== undefined){
let data3 = data.color;
const _errs9 = errors;
let valid1 = false;
const _errs10 = errors;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err7 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/hexColor/pattern",keyword:"pattern",params:{pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"},message:"must match pattern \""+"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"+"\"",schema:"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$",parentSchema:schema12,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/hexColor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs14 = errors;
if(!(validate11(data3, {instancePath:instancePath+"/color",parentData:data,parentDataProperty:"color",rootData}))){
vErrors = vErrors === null ? validate11.errors : docslintAppendErrors(vErrors, validate11.errors);
errors = vErrors.length;
}
var _valid0 = _errs14 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err9 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema99.properties.color.anyOf,parentSchema:schema99.properties.color,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema99.type,parentSchema:schema99,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}

const schema101 = {"type":"object","description":"Social links and link columns of the footer.","additionalProperties":false,"properties":{"socials":{"type":"object","description":"Social profiles in the footer: platform → profile URL.","propertyNames":{"enum":["x","website","facebook","youtube","discord","slack","github","linkedin","instagram","hacker-news","medium","telegram","twitter","x-twitter","earth-americas","bluesky","threads","reddit","podcast"]},"additionalProperties":{"$ref":"#/definitions/socialUrl"},"properties":{"x":{"$ref":"#/definitions/socialUrl"},"website":{"$ref":"#/definitions/socialUrl"},"facebook":{"$ref":"#/definitions/socialUrl"},"youtube":{"$ref":"#/definitions/socialUrl"},"discord":{"$ref":"#/definitions/socialUrl"},"slack":{"$ref":"#/definitions/socialUrl"},"github":{"$ref":"#/definitions/socialUrl"},"linkedin":{"$ref":"#/definitions/socialUrl"},"instagram":{"$ref":"#/definitions/socialUrl"},"hacker-news":{"$ref":"#/definitions/socialUrl"},"medium":{"$ref":"#/definitions/socialUrl"},"telegram":{"$ref":"#/definitions/socialUrl"},"twitter":{"$ref":"#/definitions/socialUrl"},"x-twitter":{"$ref":"#/definitions/socialUrl"},"earth-americas":{"$ref":"#/definitions/socialUrl"},"bluesky":{"$ref":"#/definitions/socialUrl"},"threads":{"$ref":"#/definitions/socialUrl"},"reddit":{"$ref":"#/definitions/socialUrl"},"podcast":{"$ref":"#/definitions/socialUrl"}}},"links":{"type":"array","description":"Columns of links in the footer, four at most.","maxItems":4,"items":{"type":"object","description":"A column of links.","required":["items"],"additionalProperties":false,"properties":{"header":{"type":"string","minLength":1,"description":"Heading of the column."},"items":{"type":"array","description":"Links of the column.","items":{"type":"object","description":"A link.","required":["label","href"],"additionalProperties":false,"properties":{"label":{"type":"string","minLength":1,"description":"Text of the link."},"href":{"$ref":"#/definitions/link","description":"Where the link leads."}}}}}}}}};
const schema102 = {"type":"string","format":"uri","description":"URL of the profile."};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "socials") || (key0 === "links"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema101,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.socials !== undefined){
let data0 = data.socials;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
const _errs4 = errors;
if(!(((((((((((((((((((key1 === "x") || (key1 === "website")) || (key1 === "facebook")) || (key1 === "youtube")) || (key1 === "discord")) || (key1 === "slack")) || (key1 === "github")) || (key1 === "linkedin")) || (key1 === "instagram")) || (key1 === "hacker-news")) || (key1 === "medium")) || (key1 === "telegram")) || (key1 === "twitter")) || (key1 === "x-twitter")) || (key1 === "earth-americas")) || (key1 === "bluesky")) || (key1 === "threads")) || (key1 === "reddit")) || (key1 === "podcast"))){
const err1 = {instancePath:instancePath+"/socials",schemaPath:"#/properties/socials/propertyNames/enum",keyword:"enum",params:{allowedValues: schema101.properties.socials.propertyNames.enum},message:"must be equal to one of the allowed values",schema:schema101.properties.socials.propertyNames.enum,parentSchema:schema101.properties.socials.propertyNames,data:key1,propertyName:key1};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid1 = _errs4 === errors;
if(!valid1){
const err2 = {instancePath:instancePath+"/socials",schemaPath:"#/properties/socials/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid",schema:schema101.properties.socials.propertyNames,parentSchema:schema101.properties.socials,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
for(const key2 in data0){
if(!(func2.call(schema101.properties.socials.properties, key2))){
let data1 = data0[key2];
if(typeof data1 === "string"){
if(!(formats16(data1))){
const err3 = {instancePath:instancePath+"/socials/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema102,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/socials/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.type,parentSchema:schema102,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data0.x !== undefined){
let data2 = data0.x;
if(typeof data2 === "string"){
if(!(formats16(data2))){
const err5 = {instancePath:instancePath+"/socials/x",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema102,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/socials/x",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.type,parentSchema:schema102,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.website !== undefined){
let data3 = data0.website;
if(typeof data3 === "string"){
if(!(formats16(data3))){
const err7 = {instancePath:instancePath+"/socials/website",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema102,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/socials/website",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.type,parentSchema:schema102,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.facebook !== undefined){
let data4 = data0.facebook;
if(typeof data4 === "string"){
if(!(formats16(data4))){
const err9 = {instancePath:instancePath+"/socials/facebook",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema102,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/socials/facebook",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.type,parentSchema:schema102,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.youtube !== undefined){
let data5 = data0.youtube;
if(typeof data5 === "string"){
if(!(formats16(data5))){
const err11 = {instancePath:instancePath+"/socials/youtube",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema102,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/socials/youtube",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.type,parentSchema:schema102,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.discord !== undefined){
let data6 = data0.discord;
if(typeof data6 === "string"){
if(!(formats16(data6))){
const err13 = {instancePath:instancePath+"/socials/discord",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema102,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/socials/discord",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.type,parentSchema:schema102,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.slack !== undefined){
let data7 = data0.slack;
if(typeof data7 === "string"){
if(!(formats16(data7))){
const err15 = {instancePath:instancePath+"/socials/slack",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema102,data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/socials/slack",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.type,parentSchema:schema102,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data0.github !== undefined){
let data8 = data0.github;
if(typeof data8 === "string"){
if(!(formats16(data8))){
const err17 = {instancePath:instancePath+"/socials/github",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema102,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/socials/github",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.type,parentSchema:schema102,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data0.linkedin !== undefined){
let data9 = data0.linkedin;
if(typeof data9 === "string"){
if(!(formats16(data9))){
const err19 = {instancePath:instancePath+"/socials/linkedin",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema102,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/socials/linkedin",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.type,parentSchema:schema102,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data0.instagram !== undefined){
let data10 = data0.instagram;
if(typeof data10 === "string"){
if(!(formats16(data10))){
const err21 = {instancePath:instancePath+"/socials/instagram",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema102,data:data10};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/socials/instagram",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.type,parentSchema:schema102,data:data10};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data0["hacker-news"] !== undefined){
let data11 = data0["hacker-news"];
if(typeof data11 === "string"){
if(!(formats16(data11))){
const err23 = {instancePath:instancePath+"/socials/hacker-news",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema102,data:data11};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/socials/hacker-news",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.type,parentSchema:schema102,data:data11};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data0.medium !== undefined){
let data12 = data0.medium;
if(typeof data12 === "string"){
if(!(formats16(data12))){
const err25 = {instancePath:instancePath+"/socials/medium",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema102,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/socials/medium",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.type,parentSchema:schema102,data:data12};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data0.telegram !== undefined){
let data13 = data0.telegram;
if(typeof data13 === "string"){
if(!(formats16(data13))){
const err27 = {instancePath:instancePath+"/socials/telegram",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema102,data:data13};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/socials/telegram",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.type,parentSchema:schema102,data:data13};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data0.twitter !== undefined){
let data14 = data0.twitter;
if(typeof data14 === "string"){
if(!(formats16(data14))){
const err29 = {instancePath:instancePath+"/socials/twitter",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema102,data:data14};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/socials/twitter",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.type,parentSchema:schema102,data:data14};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data0["x-twitter"] !== undefined){
let data15 = data0["x-twitter"];
if(typeof data15 === "string"){
if(!(formats16(data15))){
const err31 = {instancePath:instancePath+"/socials/x-twitter",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema102,data:data15};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/socials/x-twitter",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.type,parentSchema:schema102,data:data15};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data0["earth-americas"] !== undefined){
let data16 = data0["earth-americas"];
if(typeof data16 === "string"){
if(!(formats16(data16))){
const err33 = {instancePath:instancePath+"/socials/earth-americas",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema102,data:data16};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/socials/earth-americas",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.type,parentSchema:schema102,data:data16};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data0.bluesky !== undefined){
let data17 = data0.bluesky;
if(typeof data17 === "string"){
if(!(formats16(data17))){
const err35 = {instancePath:instancePath+"/socials/bluesky",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema102,data:data17};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/socials/bluesky",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.type,parentSchema:schema102,data:data17};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data0.threads !== undefined){
let data18 = data0.threads;
if(typeof data18 === "string"){
if(!(formats16(data18))){
const err37 = {instancePath:instancePath+"/socials/threads",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema102,data:data18};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/socials/threads",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.type,parentSchema:schema102,data:data18};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data0.reddit !== undefined){
let data19 = data0.reddit;
if(typeof data19 === "string"){
if(!(formats16(data19))){
const err39 = {instancePath:instancePath+"/socials/reddit",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema102,data:data19};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/socials/reddit",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.type,parentSchema:schema102,data:data19};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data0.podcast !== undefined){
let data20 = data0.podcast;
if(typeof data20 === "string"){
if(!(formats16(data20))){
const err41 = {instancePath:instancePath+"/socials/podcast",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema102,data:data20};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/socials/podcast",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.type,parentSchema:schema102,data:data20};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/socials",schemaPath:"#/properties/socials/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema101.properties.socials.type,parentSchema:schema101.properties.socials,data:data0};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.links !== undefined){
let data21 = data.links;
if(Array.isArray(data21)){
if(data21.length > 4){
const err44 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items",schema:4,parentSchema:schema101.properties.links,data:data21};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
const len0 = data21.length;
for(let i0=0; i0<len0; i0++){
let data22 = data21[i0];
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.items === undefined){
const err45 = {instancePath:instancePath+"/links/" + i0,schemaPath:"#/properties/links/items/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'",schema:schema101.properties.links.items.required,parentSchema:schema101.properties.links.items,data:data22};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key3 in data22){
if(!((key3 === "header") || (key3 === "items"))){
const err46 = {instancePath:instancePath+"/links/" + i0,schemaPath:"#/properties/links/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema101.properties.links.items,data:data22};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data22.header !== undefined){
let data23 = data22.header;
if(typeof data23 === "string"){
if(func3(data23) < 1){
const err47 = {instancePath:instancePath+"/links/" + i0+"/header",schemaPath:"#/properties/links/items/properties/header/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema101.properties.links.items.properties.header,data:data23};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/links/" + i0+"/header",schemaPath:"#/properties/links/items/properties/header/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema101.properties.links.items.properties.header.type,parentSchema:schema101.properties.links.items.properties.header,data:data23};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data22.items !== undefined){
let data24 = data22.items;
if(Array.isArray(data24)){
const len1 = data24.length;
for(let i1=0; i1<len1; i1++){
let data25 = data24[i1];
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.label === undefined){
const err49 = {instancePath:instancePath+"/links/" + i0+"/items/" + i1,schemaPath:"#/properties/links/items/properties/items/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema101.properties.links.items.properties.items.items.required,parentSchema:schema101.properties.links.items.properties.items.items,data:data25};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data25.href === undefined){
const err50 = {instancePath:instancePath+"/links/" + i0+"/items/" + i1,schemaPath:"#/properties/links/items/properties/items/items/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'",schema:schema101.properties.links.items.properties.items.items.required,parentSchema:schema101.properties.links.items.properties.items.items,data:data25};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
for(const key4 in data25){
if(!((key4 === "label") || (key4 === "href"))){
const err51 = {instancePath:instancePath+"/links/" + i0+"/items/" + i1,schemaPath:"#/properties/links/items/properties/items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema101.properties.links.items.properties.items.items,data:data25};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data25.label !== undefined){
let data26 = data25.label;
if(typeof data26 === "string"){
if(func3(data26) < 1){
const err52 = {instancePath:instancePath+"/links/" + i0+"/items/" + i1+"/label",schemaPath:"#/properties/links/items/properties/items/items/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema101.properties.links.items.properties.items.items.properties.label,data:data26};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/links/" + i0+"/items/" + i1+"/label",schemaPath:"#/properties/links/items/properties/items/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema101.properties.links.items.properties.items.items.properties.label.type,parentSchema:schema101.properties.links.items.properties.items.items.properties.label,data:data26};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data25.href !== undefined){
let data27 = data25.href;
if(typeof data27 === "string"){
if(func3(data27) < 1){
const err54 = {instancePath:instancePath+"/links/" + i0+"/items/" + i1+"/href",schemaPath:"#/definitions/link/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23,data:data27};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(!(formats0.test(data27))){
const err55 = {instancePath:instancePath+"/links/" + i0+"/items/" + i1+"/href",schemaPath:"#/definitions/link/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema23,data:data27};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/links/" + i0+"/items/" + i1+"/href",schemaPath:"#/definitions/link/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.type,parentSchema:schema23,data:data27};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath:instancePath+"/links/" + i0+"/items/" + i1,schemaPath:"#/properties/links/items/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema101.properties.links.items.properties.items.items.type,parentSchema:schema101.properties.links.items.properties.items.items,data:data25};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/links/" + i0+"/items",schemaPath:"#/properties/links/items/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema101.properties.links.items.properties.items.type,parentSchema:schema101.properties.links.items.properties.items,data:data24};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/links/" + i0,schemaPath:"#/properties/links/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema101.properties.links.items.type,parentSchema:schema101.properties.links.items,data:data22};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema101.properties.links.type,parentSchema:schema101.properties.links,data:data21};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema101.type,parentSchema:schema101,data};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
validate49.errors = vErrors;
return errors === 0;
}

const schema130 = {"type":"array","description":"Groups of pages, each with a heading in the sidebar.","items":{"$ref":"#/definitions/group"}};
const schema131 = {"type":"object","description":"A group of pages with a heading in the sidebar.","required":["group"],"additionalProperties":false,"properties":{"group":{"type":"string","description":"Heading of the group."},"pages":{"$ref":"#/definitions/pages"},"root":{"type":"string","minLength":1,"description":"Page opened by a click on the group's heading."},"tag":{"type":"string","minLength":1,"description":"Label shown beside the heading, like `NEW`."},"expanded":{"type":"boolean","description":"Show a nested group open (default `false`); top-level groups are always open."},"boost":{"$ref":"#/definitions/boost"},"searchable":{"$ref":"#/definitions/searchable"},"sdk":{"$ref":"#/definitions/sdk"},"icon":{"$ref":"#/definitions/icon"},"iconType":{"$ref":"#/definitions/iconType"},"hidden":{"$ref":"#/definitions/hidden"},"public":{"$ref":"#/definitions/public"},"openapi":{"$ref":"#/definitions/openapi"},"asyncapi":{"$ref":"#/definitions/asyncapi"},"directory":{"$ref":"#/definitions/directory"}},"if":{"not":{"anyOf":[{"required":["openapi"]},{"required":["asyncapi"]},{"required":["sdk"]}]}},"then":{"required":["pages"],"description":"a group without `openapi`, `asyncapi` or `sdk` lists its pages"}};
const schema133 = {"type":"number","description":"Multiplier of the search ranking of every page below (inherited by nested groups): above `1` ranks them higher, between `0` and `1` lower."};
const schema132 = {"type":"array","description":"Pages: paths of page files without extension (`guides/intro`), endpoint entries (`GET /users`, `openapi.yaml GET /users`), or nested groups.","items":{"description":"A page path, an endpoint entry, or a nested group.","anyOf":[{"type":"string","minLength":1,"description":"A page path without extension, or an endpoint entry."},{"$ref":"#/definitions/group"}]}};
const wrapper12 = {validate: validate54};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs2 = errors;
let valid2 = false;
const _errs3 = errors;
if(typeof data0 === "string"){
if(func3(data0) < 1){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema132.items.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema132.items.anyOf[0].type,parentSchema:schema132.items.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs5 = errors;
if(!(wrapper12.validate(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? wrapper12.validate.errors : docslintAppendErrors(vErrors, wrapper12.validate.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
}
if(!valid2){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema132.items.anyOf,parentSchema:schema132.items,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema132.type,parentSchema:schema132,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate55.errors = vErrors;
return errors === 0;
}


function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
const _errs3 = errors;
const _errs4 = errors;
const _errs5 = errors;
let valid2 = false;
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.openapi === undefined) && (missing0 = "openapi")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid1 = _errs6 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.asyncapi === undefined) && (missing1 = "asyncapi")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid1 = _errs7 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.sdk === undefined) && (missing2 = "sdk")){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid1 = _errs8 === errors;
valid2 = valid2 || _valid1;
}
}
if(!valid2){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs4 === errors;
if(valid1){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.pages === undefined){
const err5 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "pages"},message:"must have required property '"+"pages"+"'",schema:schema131.then.required,parentSchema:schema131.then,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs9 === errors;
valid0 = _valid0;
}
if(!valid0){
const err6 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema131.if,parentSchema:schema131,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.group === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "group"},message:"must have required property '"+"group"+"'",schema:schema131.required,parentSchema:schema131,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema131.properties, key0))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema131,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.group !== undefined){
let data0 = data.group;
if(typeof data0 !== "string"){
const err9 = {instancePath:instancePath+"/group",schemaPath:"#/properties/group/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema131.properties.group.type,parentSchema:schema131.properties.group,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.pages !== undefined){
if(!(validate55(data.pages, {instancePath:instancePath+"/pages",parentData:data,parentDataProperty:"pages",rootData}))){
vErrors = vErrors === null ? validate55.errors : docslintAppendErrors(vErrors, validate55.errors);
errors = vErrors.length;
}
}
if(data.root !== undefined){
let data2 = data.root;
if(typeof data2 === "string"){
if(func3(data2) < 1){
const err10 = {instancePath:instancePath+"/root",schemaPath:"#/properties/root/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema131.properties.root,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/root",schemaPath:"#/properties/root/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema131.properties.root.type,parentSchema:schema131.properties.root,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.tag !== undefined){
let data3 = data.tag;
if(typeof data3 === "string"){
if(func3(data3) < 1){
const err12 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema131.properties.tag,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema131.properties.tag.type,parentSchema:schema131.properties.tag,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.expanded !== undefined){
let data4 = data.expanded;
if(typeof data4 !== "boolean"){
const err14 = {instancePath:instancePath+"/expanded",schemaPath:"#/properties/expanded/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema131.properties.expanded.type,parentSchema:schema131.properties.expanded,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.boost !== undefined){
let data5 = data.boost;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err15 = {instancePath:instancePath+"/boost",schemaPath:"#/definitions/boost/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema133.type,parentSchema:schema133,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.searchable !== undefined){
let data6 = data.searchable;
if(typeof data6 !== "boolean"){
const err16 = {instancePath:instancePath+"/searchable",schemaPath:"#/definitions/searchable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema62.type,parentSchema:schema62,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.sdk !== undefined){
let data7 = data.sdk;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.format === undefined){
const err17 = {instancePath:instancePath+"/sdk",schemaPath:"#/definitions/sdk/required",keyword:"required",params:{missingProperty: "format"},message:"must have required property '"+"format"+"'",schema:schema63.required,parentSchema:schema63,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data7.source === undefined){
const err18 = {instancePath:instancePath+"/sdk",schemaPath:"#/definitions/sdk/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema63.required,parentSchema:schema63,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key1 in data7){
if(!(((key1 === "format") || (key1 === "source")) || (key1 === "directory"))){
const err19 = {instancePath:instancePath+"/sdk",schemaPath:"#/definitions/sdk/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema63,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data7.format !== undefined){
let data8 = data7.format;
if(typeof data8 !== "string"){
const err20 = {instancePath:instancePath+"/sdk/format",schemaPath:"#/definitions/sdk/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.format.type,parentSchema:schema63.properties.format,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(((((data8 === "typedoc") || (data8 === "docfx")) || (data8 === "javadoc")) || (data8 === "sphinx")) || (data8 === "phpdoc"))){
const err21 = {instancePath:instancePath+"/sdk/format",schemaPath:"#/definitions/sdk/properties/format/enum",keyword:"enum",params:{allowedValues: schema63.properties.format.enum},message:"must be equal to one of the allowed values",schema:schema63.properties.format.enum,parentSchema:schema63.properties.format,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data7.source !== undefined){
let data9 = data7.source;
if(typeof data9 === "string"){
if(func3(data9) < 1){
const err22 = {instancePath:instancePath+"/sdk/source",schemaPath:"#/definitions/sdk/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema63.properties.source,data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/sdk/source",schemaPath:"#/definitions/sdk/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.source.type,parentSchema:schema63.properties.source,data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data7.directory !== undefined){
let data10 = data7.directory;
if(typeof data10 === "string"){
if(func3(data10) < 1){
const err24 = {instancePath:instancePath+"/sdk/directory",schemaPath:"#/definitions/sdk/properties/directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema63.properties.directory,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/sdk/directory",schemaPath:"#/definitions/sdk/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.directory.type,parentSchema:schema63.properties.directory,data:data10};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/sdk",schemaPath:"#/definitions/sdk/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema63.type,parentSchema:schema63,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.icon !== undefined){
if(!(validate14(data.icon, {instancePath:instancePath+"/icon",parentData:data,parentDataProperty:"icon",rootData}))){
vErrors = vErrors === null ? validate14.errors : docslintAppendErrors(vErrors, validate14.errors);
errors = vErrors.length;
}
}
if(data.iconType !== undefined){
let data12 = data.iconType;
if(typeof data12 !== "string"){
const err27 = {instancePath:instancePath+"/iconType",schemaPath:"#/definitions/iconType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.type,parentSchema:schema25,data:data12};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(((((((((((data12 === "regular") || (data12 === "solid")) || (data12 === "light")) || (data12 === "thin")) || (data12 === "sharp-solid")) || (data12 === "sharp-regular")) || (data12 === "sharp-light")) || (data12 === "sharp-thin")) || (data12 === "sharp-duotone-solid")) || (data12 === "duotone")) || (data12 === "brands"))){
const err28 = {instancePath:instancePath+"/iconType",schemaPath:"#/definitions/iconType/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values",schema:schema25.enum,parentSchema:schema25,data:data12};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.hidden !== undefined){
let data13 = data.hidden;
if(typeof data13 !== "boolean"){
const err29 = {instancePath:instancePath+"/hidden",schemaPath:"#/definitions/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema32.type,parentSchema:schema32,data:data13};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.public !== undefined){
let data14 = data.public;
if(typeof data14 !== "boolean"){
const err30 = {instancePath:instancePath+"/public",schemaPath:"#/definitions/public/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema53.type,parentSchema:schema53,data:data14};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.openapi !== undefined){
let data15 = data.openapi;
const _errs48 = errors;
let valid12 = false;
const _errs49 = errors;
if(typeof data15 === "string"){
if(func3(data15) < 1){
const err31 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[0],data:data15};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!(formats0.test(data15))){
const err32 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/0/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[0],data:data15};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[0].type,parentSchema:schema16.anyOf[0],data:data15};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid2 = _errs49 === errors;
valid12 = valid12 || _valid2;
if(!valid12){
const _errs51 = errors;
if(Array.isArray(data15)){
if(data15.length < 1){
const err34 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema16.anyOf[1],data:data15};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
let data16 = data15[i0];
if(typeof data16 === "string"){
if(func3(data16) < 1){
const err35 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/definitions/openapi/anyOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[1].items,data:data16};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!(formats0.test(data16))){
const err36 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/definitions/openapi/anyOf/1/items/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[1].items,data:data16};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/openapi/" + i0,schemaPath:"#/definitions/openapi/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[1].items.type,parentSchema:schema16.anyOf[1].items,data:data16};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.anyOf[1].type,parentSchema:schema16.anyOf[1],data:data15};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid2 = _errs51 === errors;
valid12 = valid12 || _valid2;
if(!valid12){
const _errs55 = errors;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.source === undefined){
const err39 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/2/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema16.anyOf[2].required,parentSchema:schema16.anyOf[2],data:data15};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
for(const key2 in data15){
if(!((key2 === "source") || (key2 === "directory"))){
const err40 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema16.anyOf[2],data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data15.source !== undefined){
let data17 = data15.source;
if(typeof data17 === "string"){
if(func3(data17) < 1){
const err41 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/definitions/openapi/anyOf/2/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.source,data:data17};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!(formats0.test(data17))){
const err42 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/definitions/openapi/anyOf/2/properties/source/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[2].properties.source,data:data17};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/definitions/openapi/anyOf/2/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.source.type,parentSchema:schema16.anyOf[2].properties.source,data:data17};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data15.directory !== undefined){
let data18 = data15.directory;
if(typeof data18 === "string"){
if(func3(data18) < 1){
const err44 = {instancePath:instancePath+"/openapi/directory",schemaPath:"#/definitions/openapi/anyOf/2/properties/directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.directory,data:data18};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/openapi/directory",schemaPath:"#/definitions/openapi/anyOf/2/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.directory.type,parentSchema:schema16.anyOf[2].properties.directory,data:data18};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.anyOf[2].type,parentSchema:schema16.anyOf[2],data:data15};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid2 = _errs55 === errors;
valid12 = valid12 || _valid2;
}
}
if(!valid12){
const err47 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema16.anyOf,parentSchema:schema16,data:data15};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
}
if(data.asyncapi !== undefined){
let data19 = data.asyncapi;
const _errs65 = errors;
let valid17 = false;
const _errs66 = errors;
if(typeof data19 === "string"){
if(func3(data19) < 1){
const err48 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[0],data:data19};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(!(formats0.test(data19))){
const err49 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/0/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[0],data:data19};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[0].type,parentSchema:schema16.anyOf[0],data:data19};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid3 = _errs66 === errors;
valid17 = valid17 || _valid3;
if(!valid17){
const _errs68 = errors;
if(Array.isArray(data19)){
if(data19.length < 1){
const err51 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema16.anyOf[1],data:data19};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
const len1 = data19.length;
for(let i1=0; i1<len1; i1++){
let data20 = data19[i1];
if(typeof data20 === "string"){
if(func3(data20) < 1){
const err52 = {instancePath:instancePath+"/asyncapi/" + i1,schemaPath:"#/definitions/asyncapi/anyOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[1].items,data:data20};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(!(formats0.test(data20))){
const err53 = {instancePath:instancePath+"/asyncapi/" + i1,schemaPath:"#/definitions/asyncapi/anyOf/1/items/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[1].items,data:data20};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/asyncapi/" + i1,schemaPath:"#/definitions/asyncapi/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[1].items.type,parentSchema:schema16.anyOf[1].items,data:data20};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.anyOf[1].type,parentSchema:schema16.anyOf[1],data:data19};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid3 = _errs68 === errors;
valid17 = valid17 || _valid3;
if(!valid17){
const _errs72 = errors;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.source === undefined){
const err56 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/2/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema16.anyOf[2].required,parentSchema:schema16.anyOf[2],data:data19};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
for(const key3 in data19){
if(!((key3 === "source") || (key3 === "directory"))){
const err57 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema16.anyOf[2],data:data19};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data19.source !== undefined){
let data21 = data19.source;
if(typeof data21 === "string"){
if(func3(data21) < 1){
const err58 = {instancePath:instancePath+"/asyncapi/source",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.source,data:data21};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(!(formats0.test(data21))){
const err59 = {instancePath:instancePath+"/asyncapi/source",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/source/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[2].properties.source,data:data21};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/asyncapi/source",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.source.type,parentSchema:schema16.anyOf[2].properties.source,data:data21};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data19.directory !== undefined){
let data22 = data19.directory;
if(typeof data22 === "string"){
if(func3(data22) < 1){
const err61 = {instancePath:instancePath+"/asyncapi/directory",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.directory,data:data22};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/asyncapi/directory",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.directory.type,parentSchema:schema16.anyOf[2].properties.directory,data:data22};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.anyOf[2].type,parentSchema:schema16.anyOf[2],data:data19};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid3 = _errs72 === errors;
valid17 = valid17 || _valid3;
}
}
if(!valid17){
const err64 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema16.anyOf,parentSchema:schema16,data:data19};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
else {
errors = _errs65;
if(vErrors !== null){
if(_errs65){
vErrors.length = _errs65;
}
else {
vErrors = null;
}
}
}
}
if(data.directory !== undefined){
let data23 = data.directory;
if(typeof data23 !== "string"){
const err65 = {instancePath:instancePath+"/directory",schemaPath:"#/definitions/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.type,parentSchema:schema57,data:data23};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(!(((data23 === "none") || (data23 === "accordion")) || (data23 === "card"))){
const err66 = {instancePath:instancePath+"/directory",schemaPath:"#/definitions/directory/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values",schema:schema57.enum,parentSchema:schema57,data:data23};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema131.type,parentSchema:schema131,data};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}


function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate54(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate54.errors : docslintAppendErrors(vErrors, validate54.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema130.type,parentSchema:schema130,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}

const wrapper1 = {validate: validate30};
const wrapper3 = {validate: validate33};
const wrapper6 = {validate: validate37};
const wrapper10 = {validate: validate41};
const wrapper11 = {validate: validate25};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const present0 = [];
if(data !== null && typeof data == "object" && !Array.isArray(data)){
if("tabs" in data){
present0.push("tabs");
}
if("anchors" in data){
present0.push("anchors");
}
if("dropdowns" in data){
present0.push("dropdowns");
}
if("versions" in data){
present0.push("versions");
}
if("products" in data){
present0.push("products");
}
if("groups" in data){
present0.push("groups");
}
if("pages" in data){
present0.push("pages");
}
}
for(let i0=1; i0<present0.length; i0++){
const key0 = present0[i0];
const err0 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/x-one-child-kind",keyword:"x-one-child-kind",params:{key: key0, first: present0[0]},message:"cannot stand beside `"+present0[0]+"`: a level of the navigation holds one kind of child, so nest one inside the other or keep only one",schema:schema97["x-one-child-kind"],parentSchema:schema97,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data !== null && typeof data == "object" && !Array.isArray(data) && !("tabs" in data) && !("anchors" in data) && !("dropdowns" in data) && !("versions" in data) && !("products" in data) && !("groups" in data) && !("pages" in data) && !("href" in data) && !("openapi" in data) && !("asyncapi" in data)){
const err1 = {instancePath,schemaPath:"#/x-needs-one-of",keyword:"x-needs-one-of",params:{keys: schema97["x-needs-one-of"]},message:"needs one of `tabs`, `anchors`, `dropdowns`, `versions`, `products`, `groups`, `pages`, `href`, `openapi` or `asyncapi`",schema:schema97["x-needs-one-of"],parentSchema:schema97,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.language === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'",schema:schema97.required,parentSchema:schema97,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data){
if(!(func2.call(schema97.properties, key1))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema97,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.language !== undefined){
let data0 = data.language;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/language",schemaPath:"#/definitions/languageCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.type,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((((((((((((((((((((((((((((((((((((((data0 === "ar") || (data0 === "ca")) || (data0 === "cn")) || (data0 === "cs")) || (data0 === "da")) || (data0 === "de")) || (data0 === "en")) || (data0 === "es")) || (data0 === "fi")) || (data0 === "fr")) || (data0 === "fr-CA")) || (data0 === "he")) || (data0 === "hi")) || (data0 === "hu")) || (data0 === "id")) || (data0 === "it")) || (data0 === "ja")) || (data0 === "ja-JP")) || (data0 === "jp")) || (data0 === "ko")) || (data0 === "lv")) || (data0 === "nl")) || (data0 === "no")) || (data0 === "pl")) || (data0 === "pt")) || (data0 === "pt-BR")) || (data0 === "ro")) || (data0 === "ru")) || (data0 === "sv")) || (data0 === "tr")) || (data0 === "uk")) || (data0 === "uz")) || (data0 === "vi")) || (data0 === "zh")) || (data0 === "zh-CN")) || (data0 === "zh-Hans")) || (data0 === "zh-Hant")) || (data0 === "zh-TW"))){
const err5 = {instancePath:instancePath+"/language",schemaPath:"#/definitions/languageCode/enum",keyword:"enum",params:{allowedValues: schema41.enum},message:"must be equal to one of the allowed values",schema:schema41.enum,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.default !== undefined){
let data1 = data.default;
if(typeof data1 !== "boolean"){
const err6 = {instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema97.properties.default.type,parentSchema:schema97.properties.default,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.banner !== undefined){
if(!(validate46(data.banner, {instancePath:instancePath+"/banner",parentData:data,parentDataProperty:"banner",rootData}))){
vErrors = vErrors === null ? validate46.errors : docslintAppendErrors(vErrors, validate46.errors);
errors = vErrors.length;
}
}
if(data.footer !== undefined){
if(!(validate49(data.footer, {instancePath:instancePath+"/footer",parentData:data,parentDataProperty:"footer",rootData}))){
vErrors = vErrors === null ? validate49.errors : docslintAppendErrors(vErrors, validate49.errors);
errors = vErrors.length;
}
}
if(data.navbar !== undefined){
if(!(validate13(data.navbar, {instancePath:instancePath+"/navbar",parentData:data,parentDataProperty:"navbar",rootData}))){
vErrors = vErrors === null ? validate13.errors : docslintAppendErrors(vErrors, validate13.errors);
errors = vErrors.length;
}
}
if(data.icon !== undefined){
if(!(validate14(data.icon, {instancePath:instancePath+"/icon",parentData:data,parentDataProperty:"icon",rootData}))){
vErrors = vErrors === null ? validate14.errors : docslintAppendErrors(vErrors, validate14.errors);
errors = vErrors.length;
}
}
if(data.iconType !== undefined){
let data6 = data.iconType;
if(typeof data6 !== "string"){
const err7 = {instancePath:instancePath+"/iconType",schemaPath:"#/definitions/iconType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.type,parentSchema:schema25,data:data6};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((((((((((data6 === "regular") || (data6 === "solid")) || (data6 === "light")) || (data6 === "thin")) || (data6 === "sharp-solid")) || (data6 === "sharp-regular")) || (data6 === "sharp-light")) || (data6 === "sharp-thin")) || (data6 === "sharp-duotone-solid")) || (data6 === "duotone")) || (data6 === "brands"))){
const err8 = {instancePath:instancePath+"/iconType",schemaPath:"#/definitions/iconType/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values",schema:schema25.enum,parentSchema:schema25,data:data6};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.hidden !== undefined){
let data7 = data.hidden;
if(typeof data7 !== "boolean"){
const err9 = {instancePath:instancePath+"/hidden",schemaPath:"#/definitions/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema32.type,parentSchema:schema32,data:data7};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.public !== undefined){
let data8 = data.public;
if(typeof data8 !== "boolean"){
const err10 = {instancePath:instancePath+"/public",schemaPath:"#/definitions/public/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema53.type,parentSchema:schema53,data:data8};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.href !== undefined){
let data9 = data.href;
if(typeof data9 === "string"){
if(func3(data9) < 1){
const err11 = {instancePath:instancePath+"/href",schemaPath:"#/definitions/href/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23,data:data9};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(formats0.test(data9))){
const err12 = {instancePath:instancePath+"/href",schemaPath:"#/definitions/href/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema23,data:data9};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/href",schemaPath:"#/definitions/href/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.type,parentSchema:schema23,data:data9};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.openapi !== undefined){
let data10 = data.openapi;
const _errs25 = errors;
let valid7 = false;
const _errs26 = errors;
if(typeof data10 === "string"){
if(func3(data10) < 1){
const err14 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[0],data:data10};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(formats0.test(data10))){
const err15 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/0/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[0],data:data10};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[0].type,parentSchema:schema16.anyOf[0],data:data10};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs26 === errors;
valid7 = valid7 || _valid0;
if(!valid7){
const _errs28 = errors;
if(Array.isArray(data10)){
if(data10.length < 1){
const err17 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema16.anyOf[1],data:data10};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const len0 = data10.length;
for(let i1=0; i1<len0; i1++){
let data11 = data10[i1];
if(typeof data11 === "string"){
if(func3(data11) < 1){
const err18 = {instancePath:instancePath+"/openapi/" + i1,schemaPath:"#/definitions/openapi/anyOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[1].items,data:data11};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(formats0.test(data11))){
const err19 = {instancePath:instancePath+"/openapi/" + i1,schemaPath:"#/definitions/openapi/anyOf/1/items/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[1].items,data:data11};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/openapi/" + i1,schemaPath:"#/definitions/openapi/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[1].items.type,parentSchema:schema16.anyOf[1].items,data:data11};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.anyOf[1].type,parentSchema:schema16.anyOf[1],data:data10};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs28 === errors;
valid7 = valid7 || _valid0;
if(!valid7){
const _errs32 = errors;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.source === undefined){
const err22 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/2/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema16.anyOf[2].required,parentSchema:schema16.anyOf[2],data:data10};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key2 in data10){
if(!((key2 === "source") || (key2 === "directory"))){
const err23 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema16.anyOf[2],data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data10.source !== undefined){
let data12 = data10.source;
if(typeof data12 === "string"){
if(func3(data12) < 1){
const err24 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/definitions/openapi/anyOf/2/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.source,data:data12};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(formats0.test(data12))){
const err25 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/definitions/openapi/anyOf/2/properties/source/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[2].properties.source,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/definitions/openapi/anyOf/2/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.source.type,parentSchema:schema16.anyOf[2].properties.source,data:data12};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data10.directory !== undefined){
let data13 = data10.directory;
if(typeof data13 === "string"){
if(func3(data13) < 1){
const err27 = {instancePath:instancePath+"/openapi/directory",schemaPath:"#/definitions/openapi/anyOf/2/properties/directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.directory,data:data13};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/openapi/directory",schemaPath:"#/definitions/openapi/anyOf/2/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.directory.type,parentSchema:schema16.anyOf[2].properties.directory,data:data13};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.anyOf[2].type,parentSchema:schema16.anyOf[2],data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs32 === errors;
valid7 = valid7 || _valid0;
}
}
if(!valid7){
const err30 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema16.anyOf,parentSchema:schema16,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
}
if(data.asyncapi !== undefined){
let data14 = data.asyncapi;
const _errs42 = errors;
let valid12 = false;
const _errs43 = errors;
if(typeof data14 === "string"){
if(func3(data14) < 1){
const err31 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[0],data:data14};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!(formats0.test(data14))){
const err32 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/0/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[0],data:data14};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[0].type,parentSchema:schema16.anyOf[0],data:data14};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid1 = _errs43 === errors;
valid12 = valid12 || _valid1;
if(!valid12){
const _errs45 = errors;
if(Array.isArray(data14)){
if(data14.length < 1){
const err34 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema16.anyOf[1],data:data14};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const len1 = data14.length;
for(let i2=0; i2<len1; i2++){
let data15 = data14[i2];
if(typeof data15 === "string"){
if(func3(data15) < 1){
const err35 = {instancePath:instancePath+"/asyncapi/" + i2,schemaPath:"#/definitions/asyncapi/anyOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[1].items,data:data15};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!(formats0.test(data15))){
const err36 = {instancePath:instancePath+"/asyncapi/" + i2,schemaPath:"#/definitions/asyncapi/anyOf/1/items/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[1].items,data:data15};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/asyncapi/" + i2,schemaPath:"#/definitions/asyncapi/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[1].items.type,parentSchema:schema16.anyOf[1].items,data:data15};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.anyOf[1].type,parentSchema:schema16.anyOf[1],data:data14};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid1 = _errs45 === errors;
valid12 = valid12 || _valid1;
if(!valid12){
const _errs49 = errors;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.source === undefined){
const err39 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/2/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema16.anyOf[2].required,parentSchema:schema16.anyOf[2],data:data14};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
for(const key3 in data14){
if(!((key3 === "source") || (key3 === "directory"))){
const err40 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema16.anyOf[2],data:data14};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data14.source !== undefined){
let data16 = data14.source;
if(typeof data16 === "string"){
if(func3(data16) < 1){
const err41 = {instancePath:instancePath+"/asyncapi/source",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.source,data:data16};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!(formats0.test(data16))){
const err42 = {instancePath:instancePath+"/asyncapi/source",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/source/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[2].properties.source,data:data16};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/asyncapi/source",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.source.type,parentSchema:schema16.anyOf[2].properties.source,data:data16};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data14.directory !== undefined){
let data17 = data14.directory;
if(typeof data17 === "string"){
if(func3(data17) < 1){
const err44 = {instancePath:instancePath+"/asyncapi/directory",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.directory,data:data17};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/asyncapi/directory",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.directory.type,parentSchema:schema16.anyOf[2].properties.directory,data:data17};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.anyOf[2].type,parentSchema:schema16.anyOf[2],data:data14};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid1 = _errs49 === errors;
valid12 = valid12 || _valid1;
}
}
if(!valid12){
const err47 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema16.anyOf,parentSchema:schema16,data:data14};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
}
}
if(data.directory !== undefined){
let data18 = data.directory;
if(typeof data18 !== "string"){
const err48 = {instancePath:instancePath+"/directory",schemaPath:"#/definitions/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.type,parentSchema:schema57,data:data18};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(!(((data18 === "none") || (data18 === "accordion")) || (data18 === "card"))){
const err49 = {instancePath:instancePath+"/directory",schemaPath:"#/definitions/directory/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values",schema:schema57.enum,parentSchema:schema57,data:data18};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.tabs !== undefined){
if(!(wrapper1.validate(data.tabs, {instancePath:instancePath+"/tabs",parentData:data,parentDataProperty:"tabs",rootData}))){
vErrors = vErrors === null ? wrapper1.validate.errors : docslintAppendErrors(vErrors, wrapper1.validate.errors);
errors = vErrors.length;
}
}
if(data.anchors !== undefined){
if(!(wrapper3.validate(data.anchors, {instancePath:instancePath+"/anchors",parentData:data,parentDataProperty:"anchors",rootData}))){
vErrors = vErrors === null ? wrapper3.validate.errors : docslintAppendErrors(vErrors, wrapper3.validate.errors);
errors = vErrors.length;
}
}
if(data.dropdowns !== undefined){
if(!(wrapper6.validate(data.dropdowns, {instancePath:instancePath+"/dropdowns",parentData:data,parentDataProperty:"dropdowns",rootData}))){
vErrors = vErrors === null ? wrapper6.validate.errors : docslintAppendErrors(vErrors, wrapper6.validate.errors);
errors = vErrors.length;
}
}
if(data.versions !== undefined){
if(!(wrapper10.validate(data.versions, {instancePath:instancePath+"/versions",parentData:data,parentDataProperty:"versions",rootData}))){
vErrors = vErrors === null ? wrapper10.validate.errors : docslintAppendErrors(vErrors, wrapper10.validate.errors);
errors = vErrors.length;
}
}
if(data.products !== undefined){
if(!(wrapper11.validate(data.products, {instancePath:instancePath+"/products",parentData:data,parentDataProperty:"products",rootData}))){
vErrors = vErrors === null ? wrapper11.validate.errors : docslintAppendErrors(vErrors, wrapper11.validate.errors);
errors = vErrors.length;
}
}
if(data.groups !== undefined){
if(!(validate53(data.groups, {instancePath:instancePath+"/groups",parentData:data,parentDataProperty:"groups",rootData}))){
vErrors = vErrors === null ? validate53.errors : docslintAppendErrors(vErrors, validate53.errors);
errors = vErrors.length;
}
}
if(data.pages !== undefined){
if(!(validate55(data.pages, {instancePath:instancePath+"/pages",parentData:data,parentDataProperty:"pages",rootData}))){
vErrors = vErrors === null ? validate55.errors : docslintAppendErrors(vErrors, validate55.errors);
errors = vErrors.length;
}
}
}
else {
const err50 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema97.type,parentSchema:schema97,data};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}


function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate45(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate45.errors : docslintAppendErrors(vErrors, validate45.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema96.type,parentSchema:schema96,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}


function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const present0 = [];
if(data !== null && typeof data == "object" && !Array.isArray(data)){
if("tabs" in data){
present0.push("tabs");
}
if("anchors" in data){
present0.push("anchors");
}
if("dropdowns" in data){
present0.push("dropdowns");
}
if("languages" in data){
present0.push("languages");
}
if("products" in data){
present0.push("products");
}
if("groups" in data){
present0.push("groups");
}
if("pages" in data){
present0.push("pages");
}
}
for(let i0=1; i0<present0.length; i0++){
const key0 = present0[i0];
const err0 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/x-one-child-kind",keyword:"x-one-child-kind",params:{key: key0, first: present0[0]},message:"cannot stand beside `"+present0[0]+"`: a level of the navigation holds one kind of child, so nest one inside the other or keep only one",schema:schema88["x-one-child-kind"],parentSchema:schema88,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data !== null && typeof data == "object" && !Array.isArray(data) && !("tabs" in data) && !("anchors" in data) && !("dropdowns" in data) && !("languages" in data) && !("products" in data) && !("groups" in data) && !("pages" in data) && !("href" in data) && !("openapi" in data) && !("asyncapi" in data)){
const err1 = {instancePath,schemaPath:"#/x-needs-one-of",keyword:"x-needs-one-of",params:{keys: schema88["x-needs-one-of"]},message:"needs one of `tabs`, `anchors`, `dropdowns`, `languages`, `products`, `groups`, `pages`, `href`, `openapi` or `asyncapi`",schema:schema88["x-needs-one-of"],parentSchema:schema88,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.version === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:schema88.required,parentSchema:schema88,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data){
if(!(func2.call(schema88.properties, key1))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema88,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.version !== undefined){
let data0 = data.version;
if(typeof data0 === "string"){
if(func3(data0) < 1){
const err4 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema88.properties.version,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema88.properties.version.type,parentSchema:schema88.properties.version,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.default !== undefined){
let data1 = data.default;
if(typeof data1 !== "boolean"){
const err6 = {instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema88.properties.default.type,parentSchema:schema88.properties.default,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.tag !== undefined){
let data2 = data.tag;
if(typeof data2 === "string"){
if(func3(data2) < 1){
const err7 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema88.properties.tag,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/tag",schemaPath:"#/properties/tag/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema88.properties.tag.type,parentSchema:schema88.properties.tag,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.icon !== undefined){
if(!(validate14(data.icon, {instancePath:instancePath+"/icon",parentData:data,parentDataProperty:"icon",rootData}))){
vErrors = vErrors === null ? validate14.errors : docslintAppendErrors(vErrors, validate14.errors);
errors = vErrors.length;
}
}
if(data.iconType !== undefined){
let data4 = data.iconType;
if(typeof data4 !== "string"){
const err9 = {instancePath:instancePath+"/iconType",schemaPath:"#/definitions/iconType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.type,parentSchema:schema25,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(((((((((((data4 === "regular") || (data4 === "solid")) || (data4 === "light")) || (data4 === "thin")) || (data4 === "sharp-solid")) || (data4 === "sharp-regular")) || (data4 === "sharp-light")) || (data4 === "sharp-thin")) || (data4 === "sharp-duotone-solid")) || (data4 === "duotone")) || (data4 === "brands"))){
const err10 = {instancePath:instancePath+"/iconType",schemaPath:"#/definitions/iconType/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values",schema:schema25.enum,parentSchema:schema25,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.hidden !== undefined){
let data5 = data.hidden;
if(typeof data5 !== "boolean"){
const err11 = {instancePath:instancePath+"/hidden",schemaPath:"#/definitions/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema32.type,parentSchema:schema32,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.public !== undefined){
let data6 = data.public;
if(typeof data6 !== "boolean"){
const err12 = {instancePath:instancePath+"/public",schemaPath:"#/definitions/public/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema53.type,parentSchema:schema53,data:data6};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.href !== undefined){
let data7 = data.href;
if(typeof data7 === "string"){
if(func3(data7) < 1){
const err13 = {instancePath:instancePath+"/href",schemaPath:"#/definitions/href/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23,data:data7};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(formats0.test(data7))){
const err14 = {instancePath:instancePath+"/href",schemaPath:"#/definitions/href/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema23,data:data7};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/href",schemaPath:"#/definitions/href/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.type,parentSchema:schema23,data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.openapi !== undefined){
let data8 = data.openapi;
const _errs23 = errors;
let valid6 = false;
const _errs24 = errors;
if(typeof data8 === "string"){
if(func3(data8) < 1){
const err16 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(formats0.test(data8))){
const err17 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/0/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[0].type,parentSchema:schema16.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs24 === errors;
valid6 = valid6 || _valid0;
if(!valid6){
const _errs26 = errors;
if(Array.isArray(data8)){
if(data8.length < 1){
const err19 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema16.anyOf[1],data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const len0 = data8.length;
for(let i1=0; i1<len0; i1++){
let data9 = data8[i1];
if(typeof data9 === "string"){
if(func3(data9) < 1){
const err20 = {instancePath:instancePath+"/openapi/" + i1,schemaPath:"#/definitions/openapi/anyOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[1].items,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(formats0.test(data9))){
const err21 = {instancePath:instancePath+"/openapi/" + i1,schemaPath:"#/definitions/openapi/anyOf/1/items/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[1].items,data:data9};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/openapi/" + i1,schemaPath:"#/definitions/openapi/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[1].items.type,parentSchema:schema16.anyOf[1].items,data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.anyOf[1].type,parentSchema:schema16.anyOf[1],data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs26 === errors;
valid6 = valid6 || _valid0;
if(!valid6){
const _errs30 = errors;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.source === undefined){
const err24 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/2/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema16.anyOf[2].required,parentSchema:schema16.anyOf[2],data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key2 in data8){
if(!((key2 === "source") || (key2 === "directory"))){
const err25 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema16.anyOf[2],data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data8.source !== undefined){
let data10 = data8.source;
if(typeof data10 === "string"){
if(func3(data10) < 1){
const err26 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/definitions/openapi/anyOf/2/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.source,data:data10};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!(formats0.test(data10))){
const err27 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/definitions/openapi/anyOf/2/properties/source/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[2].properties.source,data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/definitions/openapi/anyOf/2/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.source.type,parentSchema:schema16.anyOf[2].properties.source,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data8.directory !== undefined){
let data11 = data8.directory;
if(typeof data11 === "string"){
if(func3(data11) < 1){
const err29 = {instancePath:instancePath+"/openapi/directory",schemaPath:"#/definitions/openapi/anyOf/2/properties/directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.directory,data:data11};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/openapi/directory",schemaPath:"#/definitions/openapi/anyOf/2/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.directory.type,parentSchema:schema16.anyOf[2].properties.directory,data:data11};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.anyOf[2].type,parentSchema:schema16.anyOf[2],data:data8};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid0 = _errs30 === errors;
valid6 = valid6 || _valid0;
}
}
if(!valid6){
const err32 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema16.anyOf,parentSchema:schema16,data:data8};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
}
if(data.asyncapi !== undefined){
let data12 = data.asyncapi;
const _errs40 = errors;
let valid11 = false;
const _errs41 = errors;
if(typeof data12 === "string"){
if(func3(data12) < 1){
const err33 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[0],data:data12};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!(formats0.test(data12))){
const err34 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/0/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[0],data:data12};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[0].type,parentSchema:schema16.anyOf[0],data:data12};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid1 = _errs41 === errors;
valid11 = valid11 || _valid1;
if(!valid11){
const _errs43 = errors;
if(Array.isArray(data12)){
if(data12.length < 1){
const err36 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema16.anyOf[1],data:data12};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
const len1 = data12.length;
for(let i2=0; i2<len1; i2++){
let data13 = data12[i2];
if(typeof data13 === "string"){
if(func3(data13) < 1){
const err37 = {instancePath:instancePath+"/asyncapi/" + i2,schemaPath:"#/definitions/asyncapi/anyOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[1].items,data:data13};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!(formats0.test(data13))){
const err38 = {instancePath:instancePath+"/asyncapi/" + i2,schemaPath:"#/definitions/asyncapi/anyOf/1/items/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[1].items,data:data13};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/asyncapi/" + i2,schemaPath:"#/definitions/asyncapi/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[1].items.type,parentSchema:schema16.anyOf[1].items,data:data13};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.anyOf[1].type,parentSchema:schema16.anyOf[1],data:data12};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid1 = _errs43 === errors;
valid11 = valid11 || _valid1;
if(!valid11){
const _errs47 = errors;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.source === undefined){
const err41 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/2/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema16.anyOf[2].required,parentSchema:schema16.anyOf[2],data:data12};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
for(const key3 in data12){
if(!((key3 === "source") || (key3 === "directory"))){
const err42 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema16.anyOf[2],data:data12};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data12.source !== undefined){
let data14 = data12.source;
if(typeof data14 === "string"){
if(func3(data14) < 1){
const err43 = {instancePath:instancePath+"/asyncapi/source",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.source,data:data14};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!(formats0.test(data14))){
const err44 = {instancePath:instancePath+"/asyncapi/source",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/source/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[2].properties.source,data:data14};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/asyncapi/source",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.source.type,parentSchema:schema16.anyOf[2].properties.source,data:data14};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data12.directory !== undefined){
let data15 = data12.directory;
if(typeof data15 === "string"){
if(func3(data15) < 1){
const err46 = {instancePath:instancePath+"/asyncapi/directory",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.directory,data:data15};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/asyncapi/directory",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.directory.type,parentSchema:schema16.anyOf[2].properties.directory,data:data15};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.anyOf[2].type,parentSchema:schema16.anyOf[2],data:data12};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid1 = _errs47 === errors;
valid11 = valid11 || _valid1;
}
}
if(!valid11){
const err49 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema16.anyOf,parentSchema:schema16,data:data12};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
else {
errors = _errs40;
if(vErrors !== null){
if(_errs40){
vErrors.length = _errs40;
}
else {
vErrors = null;
}
}
}
}
if(data.directory !== undefined){
let data16 = data.directory;
if(typeof data16 !== "string"){
const err50 = {instancePath:instancePath+"/directory",schemaPath:"#/definitions/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.type,parentSchema:schema57,data:data16};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(!(((data16 === "none") || (data16 === "accordion")) || (data16 === "card"))){
const err51 = {instancePath:instancePath+"/directory",schemaPath:"#/definitions/directory/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values",schema:schema57.enum,parentSchema:schema57,data:data16};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.tabs !== undefined){
if(!(wrapper1.validate(data.tabs, {instancePath:instancePath+"/tabs",parentData:data,parentDataProperty:"tabs",rootData}))){
vErrors = vErrors === null ? wrapper1.validate.errors : docslintAppendErrors(vErrors, wrapper1.validate.errors);
errors = vErrors.length;
}
}
if(data.anchors !== undefined){
if(!(wrapper3.validate(data.anchors, {instancePath:instancePath+"/anchors",parentData:data,parentDataProperty:"anchors",rootData}))){
vErrors = vErrors === null ? wrapper3.validate.errors : docslintAppendErrors(vErrors, wrapper3.validate.errors);
errors = vErrors.length;
}
}
if(data.dropdowns !== undefined){
if(!(wrapper6.validate(data.dropdowns, {instancePath:instancePath+"/dropdowns",parentData:data,parentDataProperty:"dropdowns",rootData}))){
vErrors = vErrors === null ? wrapper6.validate.errors : docslintAppendErrors(vErrors, wrapper6.validate.errors);
errors = vErrors.length;
}
}
if(data.languages !== undefined){
if(!(validate44(data.languages, {instancePath:instancePath+"/languages",parentData:data,parentDataProperty:"languages",rootData}))){
vErrors = vErrors === null ? validate44.errors : docslintAppendErrors(vErrors, validate44.errors);
errors = vErrors.length;
}
}
if(data.products !== undefined){
if(!(wrapper11.validate(data.products, {instancePath:instancePath+"/products",parentData:data,parentDataProperty:"products",rootData}))){
vErrors = vErrors === null ? wrapper11.validate.errors : docslintAppendErrors(vErrors, wrapper11.validate.errors);
errors = vErrors.length;
}
}
if(data.groups !== undefined){
if(!(validate53(data.groups, {instancePath:instancePath+"/groups",parentData:data,parentDataProperty:"groups",rootData}))){
vErrors = vErrors === null ? validate53.errors : docslintAppendErrors(vErrors, validate53.errors);
errors = vErrors.length;
}
}
if(data.pages !== undefined){
if(!(validate55(data.pages, {instancePath:instancePath+"/pages",parentData:data,parentDataProperty:"pages",rootData}))){
vErrors = vErrors === null ? validate55.errors : docslintAppendErrors(vErrors, validate55.errors);
errors = vErrors.length;
}
}
}
else {
const err52 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema88.type,parentSchema:schema88,data};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}


function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate42(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate42.errors : docslintAppendErrors(vErrors, validate42.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema87.type,parentSchema:schema87,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}


function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const present0 = [];
if(data !== null && typeof data == "object" && !Array.isArray(data)){
if("tabs" in data){
present0.push("tabs");
}
if("anchors" in data){
present0.push("anchors");
}
if("versions" in data){
present0.push("versions");
}
if("languages" in data){
present0.push("languages");
}
if("products" in data){
present0.push("products");
}
if("groups" in data){
present0.push("groups");
}
if("pages" in data){
present0.push("pages");
}
}
for(let i0=1; i0<present0.length; i0++){
const key0 = present0[i0];
const err0 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/x-one-child-kind",keyword:"x-one-child-kind",params:{key: key0, first: present0[0]},message:"cannot stand beside `"+present0[0]+"`: a level of the navigation holds one kind of child, so nest one inside the other or keep only one",schema:schema79["x-one-child-kind"],parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data !== null && typeof data == "object" && !Array.isArray(data) && !("tabs" in data) && !("anchors" in data) && !("versions" in data) && !("languages" in data) && !("products" in data) && !("groups" in data) && !("pages" in data) && !("href" in data) && !("openapi" in data) && !("asyncapi" in data)){
const err1 = {instancePath,schemaPath:"#/x-needs-one-of",keyword:"x-needs-one-of",params:{keys: schema79["x-needs-one-of"]},message:"needs one of `tabs`, `anchors`, `versions`, `languages`, `products`, `groups`, `pages`, `href`, `openapi` or `asyncapi`",schema:schema79["x-needs-one-of"],parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.dropdown === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dropdown"},message:"must have required property '"+"dropdown"+"'",schema:schema79.required,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data){
if(!(func2.call(schema79.properties, key1))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.dropdown !== undefined){
let data0 = data.dropdown;
if(typeof data0 === "string"){
if(func3(data0) < 1){
const err4 = {instancePath:instancePath+"/dropdown",schemaPath:"#/properties/dropdown/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema79.properties.dropdown,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/dropdown",schemaPath:"#/properties/dropdown/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema79.properties.dropdown.type,parentSchema:schema79.properties.dropdown,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema79.properties.description.type,parentSchema:schema79.properties.description,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.icon !== undefined){
if(!(validate14(data.icon, {instancePath:instancePath+"/icon",parentData:data,parentDataProperty:"icon",rootData}))){
vErrors = vErrors === null ? validate14.errors : docslintAppendErrors(vErrors, validate14.errors);
errors = vErrors.length;
}
}
if(data.iconType !== undefined){
let data3 = data.iconType;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/iconType",schemaPath:"#/definitions/iconType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.type,parentSchema:schema25,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((((((((((data3 === "regular") || (data3 === "solid")) || (data3 === "light")) || (data3 === "thin")) || (data3 === "sharp-solid")) || (data3 === "sharp-regular")) || (data3 === "sharp-light")) || (data3 === "sharp-thin")) || (data3 === "sharp-duotone-solid")) || (data3 === "duotone")) || (data3 === "brands"))){
const err8 = {instancePath:instancePath+"/iconType",schemaPath:"#/definitions/iconType/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values",schema:schema25.enum,parentSchema:schema25,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.color !== undefined){
if(!(validate11(data.color, {instancePath:instancePath+"/color",parentData:data,parentDataProperty:"color",rootData}))){
vErrors = vErrors === null ? validate11.errors : docslintAppendErrors(vErrors, validate11.errors);
errors = vErrors.length;
}
}
if(data.hidden !== undefined){
let data5 = data.hidden;
if(typeof data5 !== "boolean"){
const err9 = {instancePath:instancePath+"/hidden",schemaPath:"#/definitions/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema32.type,parentSchema:schema32,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.public !== undefined){
let data6 = data.public;
if(typeof data6 !== "boolean"){
const err10 = {instancePath:instancePath+"/public",schemaPath:"#/definitions/public/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema53.type,parentSchema:schema53,data:data6};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.href !== undefined){
let data7 = data.href;
if(typeof data7 === "string"){
if(func3(data7) < 1){
const err11 = {instancePath:instancePath+"/href",schemaPath:"#/definitions/href/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23,data:data7};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(formats0.test(data7))){
const err12 = {instancePath:instancePath+"/href",schemaPath:"#/definitions/href/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema23,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/href",schemaPath:"#/definitions/href/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.type,parentSchema:schema23,data:data7};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.openapi !== undefined){
let data8 = data.openapi;
const _errs22 = errors;
let valid6 = false;
const _errs23 = errors;
if(typeof data8 === "string"){
if(func3(data8) < 1){
const err14 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(formats0.test(data8))){
const err15 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/0/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[0].type,parentSchema:schema16.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid6 = valid6 || _valid0;
if(!valid6){
const _errs25 = errors;
if(Array.isArray(data8)){
if(data8.length < 1){
const err17 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema16.anyOf[1],data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const len0 = data8.length;
for(let i1=0; i1<len0; i1++){
let data9 = data8[i1];
if(typeof data9 === "string"){
if(func3(data9) < 1){
const err18 = {instancePath:instancePath+"/openapi/" + i1,schemaPath:"#/definitions/openapi/anyOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[1].items,data:data9};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(formats0.test(data9))){
const err19 = {instancePath:instancePath+"/openapi/" + i1,schemaPath:"#/definitions/openapi/anyOf/1/items/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[1].items,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/openapi/" + i1,schemaPath:"#/definitions/openapi/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[1].items.type,parentSchema:schema16.anyOf[1].items,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.anyOf[1].type,parentSchema:schema16.anyOf[1],data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid6 = valid6 || _valid0;
if(!valid6){
const _errs29 = errors;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.source === undefined){
const err22 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/2/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema16.anyOf[2].required,parentSchema:schema16.anyOf[2],data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key2 in data8){
if(!((key2 === "source") || (key2 === "directory"))){
const err23 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema16.anyOf[2],data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data8.source !== undefined){
let data10 = data8.source;
if(typeof data10 === "string"){
if(func3(data10) < 1){
const err24 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/definitions/openapi/anyOf/2/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.source,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(formats0.test(data10))){
const err25 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/definitions/openapi/anyOf/2/properties/source/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[2].properties.source,data:data10};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/definitions/openapi/anyOf/2/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.source.type,parentSchema:schema16.anyOf[2].properties.source,data:data10};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data8.directory !== undefined){
let data11 = data8.directory;
if(typeof data11 === "string"){
if(func3(data11) < 1){
const err27 = {instancePath:instancePath+"/openapi/directory",schemaPath:"#/definitions/openapi/anyOf/2/properties/directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.directory,data:data11};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/openapi/directory",schemaPath:"#/definitions/openapi/anyOf/2/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.directory.type,parentSchema:schema16.anyOf[2].properties.directory,data:data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.anyOf[2].type,parentSchema:schema16.anyOf[2],data:data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs29 === errors;
valid6 = valid6 || _valid0;
}
}
if(!valid6){
const err30 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema16.anyOf,parentSchema:schema16,data:data8};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
if(data.asyncapi !== undefined){
let data12 = data.asyncapi;
const _errs39 = errors;
let valid11 = false;
const _errs40 = errors;
if(typeof data12 === "string"){
if(func3(data12) < 1){
const err31 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[0],data:data12};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!(formats0.test(data12))){
const err32 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/0/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[0],data:data12};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[0].type,parentSchema:schema16.anyOf[0],data:data12};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid1 = _errs40 === errors;
valid11 = valid11 || _valid1;
if(!valid11){
const _errs42 = errors;
if(Array.isArray(data12)){
if(data12.length < 1){
const err34 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema16.anyOf[1],data:data12};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const len1 = data12.length;
for(let i2=0; i2<len1; i2++){
let data13 = data12[i2];
if(typeof data13 === "string"){
if(func3(data13) < 1){
const err35 = {instancePath:instancePath+"/asyncapi/" + i2,schemaPath:"#/definitions/asyncapi/anyOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[1].items,data:data13};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!(formats0.test(data13))){
const err36 = {instancePath:instancePath+"/asyncapi/" + i2,schemaPath:"#/definitions/asyncapi/anyOf/1/items/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[1].items,data:data13};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/asyncapi/" + i2,schemaPath:"#/definitions/asyncapi/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[1].items.type,parentSchema:schema16.anyOf[1].items,data:data13};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.anyOf[1].type,parentSchema:schema16.anyOf[1],data:data12};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid1 = _errs42 === errors;
valid11 = valid11 || _valid1;
if(!valid11){
const _errs46 = errors;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.source === undefined){
const err39 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/2/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema16.anyOf[2].required,parentSchema:schema16.anyOf[2],data:data12};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
for(const key3 in data12){
if(!((key3 === "source") || (key3 === "directory"))){
const err40 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema16.anyOf[2],data:data12};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data12.source !== undefined){
let data14 = data12.source;
if(typeof data14 === "string"){
if(func3(data14) < 1){
const err41 = {instancePath:instancePath+"/asyncapi/source",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.source,data:data14};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!(formats0.test(data14))){
const err42 = {instancePath:instancePath+"/asyncapi/source",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/source/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[2].properties.source,data:data14};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/asyncapi/source",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.source.type,parentSchema:schema16.anyOf[2].properties.source,data:data14};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data12.directory !== undefined){
let data15 = data12.directory;
if(typeof data15 === "string"){
if(func3(data15) < 1){
const err44 = {instancePath:instancePath+"/asyncapi/directory",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.directory,data:data15};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/asyncapi/directory",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.directory.type,parentSchema:schema16.anyOf[2].properties.directory,data:data15};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.anyOf[2].type,parentSchema:schema16.anyOf[2],data:data12};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid1 = _errs46 === errors;
valid11 = valid11 || _valid1;
}
}
if(!valid11){
const err47 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema16.anyOf,parentSchema:schema16,data:data12};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
}
}
if(data.directory !== undefined){
let data16 = data.directory;
if(typeof data16 !== "string"){
const err48 = {instancePath:instancePath+"/directory",schemaPath:"#/definitions/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.type,parentSchema:schema57,data:data16};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(!(((data16 === "none") || (data16 === "accordion")) || (data16 === "card"))){
const err49 = {instancePath:instancePath+"/directory",schemaPath:"#/definitions/directory/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values",schema:schema57.enum,parentSchema:schema57,data:data16};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.tabs !== undefined){
if(!(wrapper1.validate(data.tabs, {instancePath:instancePath+"/tabs",parentData:data,parentDataProperty:"tabs",rootData}))){
vErrors = vErrors === null ? wrapper1.validate.errors : docslintAppendErrors(vErrors, wrapper1.validate.errors);
errors = vErrors.length;
}
}
if(data.anchors !== undefined){
if(!(wrapper3.validate(data.anchors, {instancePath:instancePath+"/anchors",parentData:data,parentDataProperty:"anchors",rootData}))){
vErrors = vErrors === null ? wrapper3.validate.errors : docslintAppendErrors(vErrors, wrapper3.validate.errors);
errors = vErrors.length;
}
}
if(data.versions !== undefined){
if(!(validate41(data.versions, {instancePath:instancePath+"/versions",parentData:data,parentDataProperty:"versions",rootData}))){
vErrors = vErrors === null ? validate41.errors : docslintAppendErrors(vErrors, validate41.errors);
errors = vErrors.length;
}
}
if(data.languages !== undefined){
if(!(validate44(data.languages, {instancePath:instancePath+"/languages",parentData:data,parentDataProperty:"languages",rootData}))){
vErrors = vErrors === null ? validate44.errors : docslintAppendErrors(vErrors, validate44.errors);
errors = vErrors.length;
}
}
if(data.products !== undefined){
if(!(wrapper11.validate(data.products, {instancePath:instancePath+"/products",parentData:data,parentDataProperty:"products",rootData}))){
vErrors = vErrors === null ? wrapper11.validate.errors : docslintAppendErrors(vErrors, wrapper11.validate.errors);
errors = vErrors.length;
}
}
if(data.groups !== undefined){
if(!(validate53(data.groups, {instancePath:instancePath+"/groups",parentData:data,parentDataProperty:"groups",rootData}))){
vErrors = vErrors === null ? validate53.errors : docslintAppendErrors(vErrors, validate53.errors);
errors = vErrors.length;
}
}
if(data.pages !== undefined){
if(!(validate55(data.pages, {instancePath:instancePath+"/pages",parentData:data,parentDataProperty:"pages",rootData}))){
vErrors = vErrors === null ? validate55.errors : docslintAppendErrors(vErrors, validate55.errors);
errors = vErrors.length;
}
}
}
else {
const err50 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema79.type,parentSchema:schema79,data};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}


function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate38(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate38.errors : docslintAppendErrors(vErrors, validate38.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema78.type,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}


function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const present0 = [];
if(data !== null && typeof data == "object" && !Array.isArray(data)){
if("tabs" in data){
present0.push("tabs");
}
if("dropdowns" in data){
present0.push("dropdowns");
}
if("versions" in data){
present0.push("versions");
}
if("languages" in data){
present0.push("languages");
}
if("products" in data){
present0.push("products");
}
if("groups" in data){
present0.push("groups");
}
if("pages" in data){
present0.push("pages");
}
}
for(let i0=1; i0<present0.length; i0++){
const key0 = present0[i0];
const err0 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/x-one-child-kind",keyword:"x-one-child-kind",params:{key: key0, first: present0[0]},message:"cannot stand beside `"+present0[0]+"`: a level of the navigation holds one kind of child, so nest one inside the other or keep only one",schema:schema70["x-one-child-kind"],parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data !== null && typeof data == "object" && !Array.isArray(data) && !("tabs" in data) && !("dropdowns" in data) && !("versions" in data) && !("languages" in data) && !("products" in data) && !("groups" in data) && !("pages" in data) && !("href" in data) && !("openapi" in data) && !("asyncapi" in data)){
const err1 = {instancePath,schemaPath:"#/x-needs-one-of",keyword:"x-needs-one-of",params:{keys: schema70["x-needs-one-of"]},message:"needs one of `tabs`, `dropdowns`, `versions`, `languages`, `products`, `groups`, `pages`, `href`, `openapi` or `asyncapi`",schema:schema70["x-needs-one-of"],parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.anchor === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "anchor"},message:"must have required property '"+"anchor"+"'",schema:schema70.required,parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data){
if(!(func2.call(schema70.properties, key1))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.anchor !== undefined){
let data0 = data.anchor;
if(typeof data0 === "string"){
if(func3(data0) < 1){
const err4 = {instancePath:instancePath+"/anchor",schemaPath:"#/properties/anchor/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema70.properties.anchor,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/anchor",schemaPath:"#/properties/anchor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema70.properties.anchor.type,parentSchema:schema70.properties.anchor,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.icon !== undefined){
if(!(validate14(data.icon, {instancePath:instancePath+"/icon",parentData:data,parentDataProperty:"icon",rootData}))){
vErrors = vErrors === null ? validate14.errors : docslintAppendErrors(vErrors, validate14.errors);
errors = vErrors.length;
}
}
if(data.iconType !== undefined){
let data2 = data.iconType;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/iconType",schemaPath:"#/definitions/iconType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.type,parentSchema:schema25,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((((((((((data2 === "regular") || (data2 === "solid")) || (data2 === "light")) || (data2 === "thin")) || (data2 === "sharp-solid")) || (data2 === "sharp-regular")) || (data2 === "sharp-light")) || (data2 === "sharp-thin")) || (data2 === "sharp-duotone-solid")) || (data2 === "duotone")) || (data2 === "brands"))){
const err7 = {instancePath:instancePath+"/iconType",schemaPath:"#/definitions/iconType/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values",schema:schema25.enum,parentSchema:schema25,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.color !== undefined){
if(!(validate11(data.color, {instancePath:instancePath+"/color",parentData:data,parentDataProperty:"color",rootData}))){
vErrors = vErrors === null ? validate11.errors : docslintAppendErrors(vErrors, validate11.errors);
errors = vErrors.length;
}
}
if(data.hidden !== undefined){
let data4 = data.hidden;
if(typeof data4 !== "boolean"){
const err8 = {instancePath:instancePath+"/hidden",schemaPath:"#/definitions/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema32.type,parentSchema:schema32,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.public !== undefined){
let data5 = data.public;
if(typeof data5 !== "boolean"){
const err9 = {instancePath:instancePath+"/public",schemaPath:"#/definitions/public/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema53.type,parentSchema:schema53,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.href !== undefined){
let data6 = data.href;
if(typeof data6 === "string"){
if(func3(data6) < 1){
const err10 = {instancePath:instancePath+"/href",schemaPath:"#/definitions/href/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23,data:data6};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(formats0.test(data6))){
const err11 = {instancePath:instancePath+"/href",schemaPath:"#/definitions/href/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema23,data:data6};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/href",schemaPath:"#/definitions/href/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.type,parentSchema:schema23,data:data6};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.openapi !== undefined){
let data7 = data.openapi;
const _errs20 = errors;
let valid6 = false;
const _errs21 = errors;
if(typeof data7 === "string"){
if(func3(data7) < 1){
const err13 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(formats0.test(data7))){
const err14 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/0/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[0].type,parentSchema:schema16.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs21 === errors;
valid6 = valid6 || _valid0;
if(!valid6){
const _errs23 = errors;
if(Array.isArray(data7)){
if(data7.length < 1){
const err16 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema16.anyOf[1],data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len0 = data7.length;
for(let i1=0; i1<len0; i1++){
let data8 = data7[i1];
if(typeof data8 === "string"){
if(func3(data8) < 1){
const err17 = {instancePath:instancePath+"/openapi/" + i1,schemaPath:"#/definitions/openapi/anyOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[1].items,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(formats0.test(data8))){
const err18 = {instancePath:instancePath+"/openapi/" + i1,schemaPath:"#/definitions/openapi/anyOf/1/items/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[1].items,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/openapi/" + i1,schemaPath:"#/definitions/openapi/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[1].items.type,parentSchema:schema16.anyOf[1].items,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.anyOf[1].type,parentSchema:schema16.anyOf[1],data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid6 = valid6 || _valid0;
if(!valid6){
const _errs27 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.source === undefined){
const err21 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/2/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema16.anyOf[2].required,parentSchema:schema16.anyOf[2],data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key2 in data7){
if(!((key2 === "source") || (key2 === "directory"))){
const err22 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema16.anyOf[2],data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data7.source !== undefined){
let data9 = data7.source;
if(typeof data9 === "string"){
if(func3(data9) < 1){
const err23 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/definitions/openapi/anyOf/2/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.source,data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(formats0.test(data9))){
const err24 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/definitions/openapi/anyOf/2/properties/source/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[2].properties.source,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/definitions/openapi/anyOf/2/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.source.type,parentSchema:schema16.anyOf[2].properties.source,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data7.directory !== undefined){
let data10 = data7.directory;
if(typeof data10 === "string"){
if(func3(data10) < 1){
const err26 = {instancePath:instancePath+"/openapi/directory",schemaPath:"#/definitions/openapi/anyOf/2/properties/directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.directory,data:data10};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/openapi/directory",schemaPath:"#/definitions/openapi/anyOf/2/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.directory.type,parentSchema:schema16.anyOf[2].properties.directory,data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.anyOf[2].type,parentSchema:schema16.anyOf[2],data:data7};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid0 = _errs27 === errors;
valid6 = valid6 || _valid0;
}
}
if(!valid6){
const err29 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema16.anyOf,parentSchema:schema16,data:data7};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
if(data.asyncapi !== undefined){
let data11 = data.asyncapi;
const _errs37 = errors;
let valid11 = false;
const _errs38 = errors;
if(typeof data11 === "string"){
if(func3(data11) < 1){
const err30 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[0],data:data11};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!(formats0.test(data11))){
const err31 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/0/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[0],data:data11};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[0].type,parentSchema:schema16.anyOf[0],data:data11};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid1 = _errs38 === errors;
valid11 = valid11 || _valid1;
if(!valid11){
const _errs40 = errors;
if(Array.isArray(data11)){
if(data11.length < 1){
const err33 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema16.anyOf[1],data:data11};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
const len1 = data11.length;
for(let i2=0; i2<len1; i2++){
let data12 = data11[i2];
if(typeof data12 === "string"){
if(func3(data12) < 1){
const err34 = {instancePath:instancePath+"/asyncapi/" + i2,schemaPath:"#/definitions/asyncapi/anyOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[1].items,data:data12};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!(formats0.test(data12))){
const err35 = {instancePath:instancePath+"/asyncapi/" + i2,schemaPath:"#/definitions/asyncapi/anyOf/1/items/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[1].items,data:data12};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/asyncapi/" + i2,schemaPath:"#/definitions/asyncapi/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[1].items.type,parentSchema:schema16.anyOf[1].items,data:data12};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.anyOf[1].type,parentSchema:schema16.anyOf[1],data:data11};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid1 = _errs40 === errors;
valid11 = valid11 || _valid1;
if(!valid11){
const _errs44 = errors;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.source === undefined){
const err38 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/2/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema16.anyOf[2].required,parentSchema:schema16.anyOf[2],data:data11};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
for(const key3 in data11){
if(!((key3 === "source") || (key3 === "directory"))){
const err39 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema16.anyOf[2],data:data11};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data11.source !== undefined){
let data13 = data11.source;
if(typeof data13 === "string"){
if(func3(data13) < 1){
const err40 = {instancePath:instancePath+"/asyncapi/source",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.source,data:data13};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!(formats0.test(data13))){
const err41 = {instancePath:instancePath+"/asyncapi/source",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/source/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[2].properties.source,data:data13};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/asyncapi/source",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.source.type,parentSchema:schema16.anyOf[2].properties.source,data:data13};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data11.directory !== undefined){
let data14 = data11.directory;
if(typeof data14 === "string"){
if(func3(data14) < 1){
const err43 = {instancePath:instancePath+"/asyncapi/directory",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.directory,data:data14};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/asyncapi/directory",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.directory.type,parentSchema:schema16.anyOf[2].properties.directory,data:data14};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.anyOf[2].type,parentSchema:schema16.anyOf[2],data:data11};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid1 = _errs44 === errors;
valid11 = valid11 || _valid1;
}
}
if(!valid11){
const err46 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema16.anyOf,parentSchema:schema16,data:data11};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
else {
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
}
}
if(data.directory !== undefined){
let data15 = data.directory;
if(typeof data15 !== "string"){
const err47 = {instancePath:instancePath+"/directory",schemaPath:"#/definitions/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.type,parentSchema:schema57,data:data15};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(!(((data15 === "none") || (data15 === "accordion")) || (data15 === "card"))){
const err48 = {instancePath:instancePath+"/directory",schemaPath:"#/definitions/directory/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values",schema:schema57.enum,parentSchema:schema57,data:data15};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.tabs !== undefined){
if(!(wrapper1.validate(data.tabs, {instancePath:instancePath+"/tabs",parentData:data,parentDataProperty:"tabs",rootData}))){
vErrors = vErrors === null ? wrapper1.validate.errors : docslintAppendErrors(vErrors, wrapper1.validate.errors);
errors = vErrors.length;
}
}
if(data.dropdowns !== undefined){
if(!(validate37(data.dropdowns, {instancePath:instancePath+"/dropdowns",parentData:data,parentDataProperty:"dropdowns",rootData}))){
vErrors = vErrors === null ? validate37.errors : docslintAppendErrors(vErrors, validate37.errors);
errors = vErrors.length;
}
}
if(data.versions !== undefined){
if(!(validate41(data.versions, {instancePath:instancePath+"/versions",parentData:data,parentDataProperty:"versions",rootData}))){
vErrors = vErrors === null ? validate41.errors : docslintAppendErrors(vErrors, validate41.errors);
errors = vErrors.length;
}
}
if(data.languages !== undefined){
if(!(validate44(data.languages, {instancePath:instancePath+"/languages",parentData:data,parentDataProperty:"languages",rootData}))){
vErrors = vErrors === null ? validate44.errors : docslintAppendErrors(vErrors, validate44.errors);
errors = vErrors.length;
}
}
if(data.products !== undefined){
if(!(wrapper11.validate(data.products, {instancePath:instancePath+"/products",parentData:data,parentDataProperty:"products",rootData}))){
vErrors = vErrors === null ? wrapper11.validate.errors : docslintAppendErrors(vErrors, wrapper11.validate.errors);
errors = vErrors.length;
}
}
if(data.groups !== undefined){
if(!(validate53(data.groups, {instancePath:instancePath+"/groups",parentData:data,parentDataProperty:"groups",rootData}))){
vErrors = vErrors === null ? validate53.errors : docslintAppendErrors(vErrors, validate53.errors);
errors = vErrors.length;
}
}
if(data.pages !== undefined){
if(!(validate55(data.pages, {instancePath:instancePath+"/pages",parentData:data,parentDataProperty:"pages",rootData}))){
vErrors = vErrors === null ? validate55.errors : docslintAppendErrors(vErrors, validate55.errors);
errors = vErrors.length;
}
}
}
else {
const err49 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema70.type,parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}


function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate34(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate34.errors : docslintAppendErrors(vErrors, validate34.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema69.type,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}

const wrapper0 = {validate: validate27};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const present0 = [];
if(data !== null && typeof data == "object" && !Array.isArray(data)){
if("menu" in data){
present0.push("menu");
}
if("anchors" in data){
present0.push("anchors");
}
if("dropdowns" in data){
present0.push("dropdowns");
}
if("versions" in data){
present0.push("versions");
}
if("languages" in data){
present0.push("languages");
}
if("products" in data){
present0.push("products");
}
if("groups" in data){
present0.push("groups");
}
if("pages" in data){
present0.push("pages");
}
}
for(let i0=1; i0<present0.length; i0++){
const key0 = present0[i0];
const err0 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/x-one-child-kind",keyword:"x-one-child-kind",params:{key: key0, first: present0[0]},message:"cannot stand beside `"+present0[0]+"`: a level of the navigation holds one kind of child, so nest one inside the other or keep only one",schema:schema59["x-one-child-kind"],parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data !== null && typeof data == "object" && !Array.isArray(data) && !("menu" in data) && !("anchors" in data) && !("dropdowns" in data) && !("versions" in data) && !("languages" in data) && !("products" in data) && !("groups" in data) && !("pages" in data) && !("href" in data) && !("openapi" in data) && !("asyncapi" in data) && !("sdk" in data)){
const err1 = {instancePath,schemaPath:"#/x-needs-one-of",keyword:"x-needs-one-of",params:{keys: schema59["x-needs-one-of"]},message:"needs one of `menu`, `anchors`, `dropdowns`, `versions`, `languages`, `products`, `groups`, `pages`, `href`, `openapi`, `asyncapi` or `sdk`",schema:schema59["x-needs-one-of"],parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tab === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tab"},message:"must have required property '"+"tab"+"'",schema:schema59.required,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data){
if(!(func2.call(schema59.properties, key1))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.tab !== undefined){
let data0 = data.tab;
if(typeof data0 === "string"){
if(func3(data0) < 1){
const err4 = {instancePath:instancePath+"/tab",schemaPath:"#/properties/tab/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema59.properties.tab,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/tab",schemaPath:"#/properties/tab/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.properties.tab.type,parentSchema:schema59.properties.tab,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.icon !== undefined){
if(!(validate14(data.icon, {instancePath:instancePath+"/icon",parentData:data,parentDataProperty:"icon",rootData}))){
vErrors = vErrors === null ? validate14.errors : docslintAppendErrors(vErrors, validate14.errors);
errors = vErrors.length;
}
}
if(data.iconType !== undefined){
let data2 = data.iconType;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/iconType",schemaPath:"#/definitions/iconType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.type,parentSchema:schema25,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((((((((((data2 === "regular") || (data2 === "solid")) || (data2 === "light")) || (data2 === "thin")) || (data2 === "sharp-solid")) || (data2 === "sharp-regular")) || (data2 === "sharp-light")) || (data2 === "sharp-thin")) || (data2 === "sharp-duotone-solid")) || (data2 === "duotone")) || (data2 === "brands"))){
const err7 = {instancePath:instancePath+"/iconType",schemaPath:"#/definitions/iconType/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values",schema:schema25.enum,parentSchema:schema25,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.hidden !== undefined){
let data3 = data.hidden;
if(typeof data3 !== "boolean"){
const err8 = {instancePath:instancePath+"/hidden",schemaPath:"#/definitions/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema32.type,parentSchema:schema32,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.searchable !== undefined){
let data4 = data.searchable;
if(typeof data4 !== "boolean"){
const err9 = {instancePath:instancePath+"/searchable",schemaPath:"#/definitions/searchable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema62.type,parentSchema:schema62,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.sdk !== undefined){
let data5 = data.sdk;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.format === undefined){
const err10 = {instancePath:instancePath+"/sdk",schemaPath:"#/definitions/sdk/required",keyword:"required",params:{missingProperty: "format"},message:"must have required property '"+"format"+"'",schema:schema63.required,parentSchema:schema63,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data5.source === undefined){
const err11 = {instancePath:instancePath+"/sdk",schemaPath:"#/definitions/sdk/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema63.required,parentSchema:schema63,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key2 in data5){
if(!(((key2 === "format") || (key2 === "source")) || (key2 === "directory"))){
const err12 = {instancePath:instancePath+"/sdk",schemaPath:"#/definitions/sdk/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema63,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data5.format !== undefined){
let data6 = data5.format;
if(typeof data6 !== "string"){
const err13 = {instancePath:instancePath+"/sdk/format",schemaPath:"#/definitions/sdk/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.format.type,parentSchema:schema63.properties.format,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((((data6 === "typedoc") || (data6 === "docfx")) || (data6 === "javadoc")) || (data6 === "sphinx")) || (data6 === "phpdoc"))){
const err14 = {instancePath:instancePath+"/sdk/format",schemaPath:"#/definitions/sdk/properties/format/enum",keyword:"enum",params:{allowedValues: schema63.properties.format.enum},message:"must be equal to one of the allowed values",schema:schema63.properties.format.enum,parentSchema:schema63.properties.format,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data5.source !== undefined){
let data7 = data5.source;
if(typeof data7 === "string"){
if(func3(data7) < 1){
const err15 = {instancePath:instancePath+"/sdk/source",schemaPath:"#/definitions/sdk/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema63.properties.source,data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/sdk/source",schemaPath:"#/definitions/sdk/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.source.type,parentSchema:schema63.properties.source,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.directory !== undefined){
let data8 = data5.directory;
if(typeof data8 === "string"){
if(func3(data8) < 1){
const err17 = {instancePath:instancePath+"/sdk/directory",schemaPath:"#/definitions/sdk/properties/directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema63.properties.directory,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/sdk/directory",schemaPath:"#/definitions/sdk/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.directory.type,parentSchema:schema63.properties.directory,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/sdk",schemaPath:"#/definitions/sdk/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema63.type,parentSchema:schema63,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.public !== undefined){
let data9 = data.public;
if(typeof data9 !== "boolean"){
const err20 = {instancePath:instancePath+"/public",schemaPath:"#/definitions/public/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema53.type,parentSchema:schema53,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.href !== undefined){
let data10 = data.href;
if(typeof data10 === "string"){
if(func3(data10) < 1){
const err21 = {instancePath:instancePath+"/href",schemaPath:"#/definitions/href/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23,data:data10};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!(formats0.test(data10))){
const err22 = {instancePath:instancePath+"/href",schemaPath:"#/definitions/href/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema23,data:data10};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/href",schemaPath:"#/definitions/href/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.type,parentSchema:schema23,data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.openapi !== undefined){
let data11 = data.openapi;
const _errs32 = errors;
let valid9 = false;
const _errs33 = errors;
if(typeof data11 === "string"){
if(func3(data11) < 1){
const err24 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[0],data:data11};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(formats0.test(data11))){
const err25 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/0/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[0],data:data11};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[0].type,parentSchema:schema16.anyOf[0],data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid0 = _errs33 === errors;
valid9 = valid9 || _valid0;
if(!valid9){
const _errs35 = errors;
if(Array.isArray(data11)){
if(data11.length < 1){
const err27 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema16.anyOf[1],data:data11};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
const len0 = data11.length;
for(let i1=0; i1<len0; i1++){
let data12 = data11[i1];
if(typeof data12 === "string"){
if(func3(data12) < 1){
const err28 = {instancePath:instancePath+"/openapi/" + i1,schemaPath:"#/definitions/openapi/anyOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[1].items,data:data12};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!(formats0.test(data12))){
const err29 = {instancePath:instancePath+"/openapi/" + i1,schemaPath:"#/definitions/openapi/anyOf/1/items/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[1].items,data:data12};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/openapi/" + i1,schemaPath:"#/definitions/openapi/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[1].items.type,parentSchema:schema16.anyOf[1].items,data:data12};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.anyOf[1].type,parentSchema:schema16.anyOf[1],data:data11};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid0 = _errs35 === errors;
valid9 = valid9 || _valid0;
if(!valid9){
const _errs39 = errors;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.source === undefined){
const err32 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/2/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema16.anyOf[2].required,parentSchema:schema16.anyOf[2],data:data11};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key3 in data11){
if(!((key3 === "source") || (key3 === "directory"))){
const err33 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema16.anyOf[2],data:data11};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data11.source !== undefined){
let data13 = data11.source;
if(typeof data13 === "string"){
if(func3(data13) < 1){
const err34 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/definitions/openapi/anyOf/2/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.source,data:data13};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!(formats0.test(data13))){
const err35 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/definitions/openapi/anyOf/2/properties/source/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[2].properties.source,data:data13};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/definitions/openapi/anyOf/2/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.source.type,parentSchema:schema16.anyOf[2].properties.source,data:data13};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data11.directory !== undefined){
let data14 = data11.directory;
if(typeof data14 === "string"){
if(func3(data14) < 1){
const err37 = {instancePath:instancePath+"/openapi/directory",schemaPath:"#/definitions/openapi/anyOf/2/properties/directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.directory,data:data14};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/openapi/directory",schemaPath:"#/definitions/openapi/anyOf/2/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.directory.type,parentSchema:schema16.anyOf[2].properties.directory,data:data14};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.anyOf[2].type,parentSchema:schema16.anyOf[2],data:data11};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid0 = _errs39 === errors;
valid9 = valid9 || _valid0;
}
}
if(!valid9){
const err40 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema16.anyOf,parentSchema:schema16,data:data11};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
}
}
if(data.asyncapi !== undefined){
let data15 = data.asyncapi;
const _errs49 = errors;
let valid14 = false;
const _errs50 = errors;
if(typeof data15 === "string"){
if(func3(data15) < 1){
const err41 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[0],data:data15};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!(formats0.test(data15))){
const err42 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/0/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[0],data:data15};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[0].type,parentSchema:schema16.anyOf[0],data:data15};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid1 = _errs50 === errors;
valid14 = valid14 || _valid1;
if(!valid14){
const _errs52 = errors;
if(Array.isArray(data15)){
if(data15.length < 1){
const err44 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema16.anyOf[1],data:data15};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
const len1 = data15.length;
for(let i2=0; i2<len1; i2++){
let data16 = data15[i2];
if(typeof data16 === "string"){
if(func3(data16) < 1){
const err45 = {instancePath:instancePath+"/asyncapi/" + i2,schemaPath:"#/definitions/asyncapi/anyOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[1].items,data:data16};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(!(formats0.test(data16))){
const err46 = {instancePath:instancePath+"/asyncapi/" + i2,schemaPath:"#/definitions/asyncapi/anyOf/1/items/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[1].items,data:data16};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/asyncapi/" + i2,schemaPath:"#/definitions/asyncapi/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[1].items.type,parentSchema:schema16.anyOf[1].items,data:data16};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.anyOf[1].type,parentSchema:schema16.anyOf[1],data:data15};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid1 = _errs52 === errors;
valid14 = valid14 || _valid1;
if(!valid14){
const _errs56 = errors;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.source === undefined){
const err49 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/2/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema16.anyOf[2].required,parentSchema:schema16.anyOf[2],data:data15};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
for(const key4 in data15){
if(!((key4 === "source") || (key4 === "directory"))){
const err50 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema16.anyOf[2],data:data15};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data15.source !== undefined){
let data17 = data15.source;
if(typeof data17 === "string"){
if(func3(data17) < 1){
const err51 = {instancePath:instancePath+"/asyncapi/source",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.source,data:data17};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(!(formats0.test(data17))){
const err52 = {instancePath:instancePath+"/asyncapi/source",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/source/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[2].properties.source,data:data17};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/asyncapi/source",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.source.type,parentSchema:schema16.anyOf[2].properties.source,data:data17};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data15.directory !== undefined){
let data18 = data15.directory;
if(typeof data18 === "string"){
if(func3(data18) < 1){
const err54 = {instancePath:instancePath+"/asyncapi/directory",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.directory,data:data18};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/asyncapi/directory",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.directory.type,parentSchema:schema16.anyOf[2].properties.directory,data:data18};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.anyOf[2].type,parentSchema:schema16.anyOf[2],data:data15};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid1 = _errs56 === errors;
valid14 = valid14 || _valid1;
}
}
if(!valid14){
const err57 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema16.anyOf,parentSchema:schema16,data:data15};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
else {
errors = _errs49;
if(vErrors !== null){
if(_errs49){
vErrors.length = _errs49;
}
else {
vErrors = null;
}
}
}
}
if(data.directory !== undefined){
let data19 = data.directory;
if(typeof data19 !== "string"){
const err58 = {instancePath:instancePath+"/directory",schemaPath:"#/definitions/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.type,parentSchema:schema57,data:data19};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(!(((data19 === "none") || (data19 === "accordion")) || (data19 === "card"))){
const err59 = {instancePath:instancePath+"/directory",schemaPath:"#/definitions/directory/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values",schema:schema57.enum,parentSchema:schema57,data:data19};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.menu !== undefined){
if(!(wrapper0.validate(data.menu, {instancePath:instancePath+"/menu",parentData:data,parentDataProperty:"menu",rootData}))){
vErrors = vErrors === null ? wrapper0.validate.errors : docslintAppendErrors(vErrors, wrapper0.validate.errors);
errors = vErrors.length;
}
}
if(data.anchors !== undefined){
if(!(validate33(data.anchors, {instancePath:instancePath+"/anchors",parentData:data,parentDataProperty:"anchors",rootData}))){
vErrors = vErrors === null ? validate33.errors : docslintAppendErrors(vErrors, validate33.errors);
errors = vErrors.length;
}
}
if(data.dropdowns !== undefined){
if(!(validate37(data.dropdowns, {instancePath:instancePath+"/dropdowns",parentData:data,parentDataProperty:"dropdowns",rootData}))){
vErrors = vErrors === null ? validate37.errors : docslintAppendErrors(vErrors, validate37.errors);
errors = vErrors.length;
}
}
if(data.versions !== undefined){
if(!(validate41(data.versions, {instancePath:instancePath+"/versions",parentData:data,parentDataProperty:"versions",rootData}))){
vErrors = vErrors === null ? validate41.errors : docslintAppendErrors(vErrors, validate41.errors);
errors = vErrors.length;
}
}
if(data.languages !== undefined){
if(!(validate44(data.languages, {instancePath:instancePath+"/languages",parentData:data,parentDataProperty:"languages",rootData}))){
vErrors = vErrors === null ? validate44.errors : docslintAppendErrors(vErrors, validate44.errors);
errors = vErrors.length;
}
}
if(data.products !== undefined){
if(!(wrapper11.validate(data.products, {instancePath:instancePath+"/products",parentData:data,parentDataProperty:"products",rootData}))){
vErrors = vErrors === null ? wrapper11.validate.errors : docslintAppendErrors(vErrors, wrapper11.validate.errors);
errors = vErrors.length;
}
}
if(data.groups !== undefined){
if(!(validate53(data.groups, {instancePath:instancePath+"/groups",parentData:data,parentDataProperty:"groups",rootData}))){
vErrors = vErrors === null ? validate53.errors : docslintAppendErrors(vErrors, validate53.errors);
errors = vErrors.length;
}
}
if(data.pages !== undefined){
if(!(validate55(data.pages, {instancePath:instancePath+"/pages",parentData:data,parentDataProperty:"pages",rootData}))){
vErrors = vErrors === null ? validate55.errors : docslintAppendErrors(vErrors, validate55.errors);
errors = vErrors.length;
}
}
}
else {
const err60 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema59.type,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}


function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate31(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate31.errors : docslintAppendErrors(vErrors, validate31.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema58.type,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}


function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const present0 = [];
if(data !== null && typeof data == "object" && !Array.isArray(data)){
if("tabs" in data){
present0.push("tabs");
}
if("anchors" in data){
present0.push("anchors");
}
if("dropdowns" in data){
present0.push("dropdowns");
}
if("products" in data){
present0.push("products");
}
if("languages" in data){
present0.push("languages");
}
if("versions" in data){
present0.push("versions");
}
if("groups" in data){
present0.push("groups");
}
if("pages" in data){
present0.push("pages");
}
}
for(let i0=1; i0<present0.length; i0++){
const key0 = present0[i0];
const err0 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/x-one-child-kind",keyword:"x-one-child-kind",params:{key: key0, first: present0[0]},message:"cannot stand beside `"+present0[0]+"`: a level of the navigation holds one kind of child, so nest one inside the other or keep only one",schema:schema50["x-one-child-kind"],parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data !== null && typeof data == "object" && !Array.isArray(data) && !("tabs" in data) && !("anchors" in data) && !("dropdowns" in data) && !("products" in data) && !("languages" in data) && !("versions" in data) && !("groups" in data) && !("pages" in data) && !("href" in data) && !("openapi" in data) && !("asyncapi" in data)){
const err1 = {instancePath,schemaPath:"#/x-needs-one-of",keyword:"x-needs-one-of",params:{keys: schema50["x-needs-one-of"]},message:"needs one of `tabs`, `anchors`, `dropdowns`, `products`, `languages`, `versions`, `groups`, `pages`, `href`, `openapi` or `asyncapi`",schema:schema50["x-needs-one-of"],parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.item === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "item"},message:"must have required property '"+"item"+"'",schema:schema50.required,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data){
if(!(func2.call(schema50.properties, key1))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.item !== undefined){
let data0 = data.item;
if(typeof data0 === "string"){
if(func3(data0) < 1){
const err4 = {instancePath:instancePath+"/item",schemaPath:"#/properties/item/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema50.properties.item,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/item",schemaPath:"#/properties/item/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.item.type,parentSchema:schema50.properties.item,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.properties.description.type,parentSchema:schema50.properties.description,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.icon !== undefined){
if(!(validate14(data.icon, {instancePath:instancePath+"/icon",parentData:data,parentDataProperty:"icon",rootData}))){
vErrors = vErrors === null ? validate14.errors : docslintAppendErrors(vErrors, validate14.errors);
errors = vErrors.length;
}
}
if(data.iconType !== undefined){
let data3 = data.iconType;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/iconType",schemaPath:"#/definitions/iconType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.type,parentSchema:schema25,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((((((((((data3 === "regular") || (data3 === "solid")) || (data3 === "light")) || (data3 === "thin")) || (data3 === "sharp-solid")) || (data3 === "sharp-regular")) || (data3 === "sharp-light")) || (data3 === "sharp-thin")) || (data3 === "sharp-duotone-solid")) || (data3 === "duotone")) || (data3 === "brands"))){
const err8 = {instancePath:instancePath+"/iconType",schemaPath:"#/definitions/iconType/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values",schema:schema25.enum,parentSchema:schema25,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.hidden !== undefined){
let data4 = data.hidden;
if(typeof data4 !== "boolean"){
const err9 = {instancePath:instancePath+"/hidden",schemaPath:"#/definitions/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema32.type,parentSchema:schema32,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.public !== undefined){
let data5 = data.public;
if(typeof data5 !== "boolean"){
const err10 = {instancePath:instancePath+"/public",schemaPath:"#/definitions/public/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema53.type,parentSchema:schema53,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.href !== undefined){
let data6 = data.href;
if(typeof data6 === "string"){
if(func3(data6) < 1){
const err11 = {instancePath:instancePath+"/href",schemaPath:"#/definitions/href/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23,data:data6};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(formats0.test(data6))){
const err12 = {instancePath:instancePath+"/href",schemaPath:"#/definitions/href/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema23,data:data6};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/href",schemaPath:"#/definitions/href/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.type,parentSchema:schema23,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.openapi !== undefined){
let data7 = data.openapi;
const _errs21 = errors;
let valid6 = false;
const _errs22 = errors;
if(typeof data7 === "string"){
if(func3(data7) < 1){
const err14 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(formats0.test(data7))){
const err15 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/0/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[0].type,parentSchema:schema16.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs22 === errors;
valid6 = valid6 || _valid0;
if(!valid6){
const _errs24 = errors;
if(Array.isArray(data7)){
if(data7.length < 1){
const err17 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema16.anyOf[1],data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const len0 = data7.length;
for(let i1=0; i1<len0; i1++){
let data8 = data7[i1];
if(typeof data8 === "string"){
if(func3(data8) < 1){
const err18 = {instancePath:instancePath+"/openapi/" + i1,schemaPath:"#/definitions/openapi/anyOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[1].items,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(formats0.test(data8))){
const err19 = {instancePath:instancePath+"/openapi/" + i1,schemaPath:"#/definitions/openapi/anyOf/1/items/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[1].items,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/openapi/" + i1,schemaPath:"#/definitions/openapi/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[1].items.type,parentSchema:schema16.anyOf[1].items,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.anyOf[1].type,parentSchema:schema16.anyOf[1],data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs24 === errors;
valid6 = valid6 || _valid0;
if(!valid6){
const _errs28 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.source === undefined){
const err22 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/2/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema16.anyOf[2].required,parentSchema:schema16.anyOf[2],data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key2 in data7){
if(!((key2 === "source") || (key2 === "directory"))){
const err23 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema16.anyOf[2],data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data7.source !== undefined){
let data9 = data7.source;
if(typeof data9 === "string"){
if(func3(data9) < 1){
const err24 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/definitions/openapi/anyOf/2/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.source,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(formats0.test(data9))){
const err25 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/definitions/openapi/anyOf/2/properties/source/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[2].properties.source,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/definitions/openapi/anyOf/2/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.source.type,parentSchema:schema16.anyOf[2].properties.source,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data7.directory !== undefined){
let data10 = data7.directory;
if(typeof data10 === "string"){
if(func3(data10) < 1){
const err27 = {instancePath:instancePath+"/openapi/directory",schemaPath:"#/definitions/openapi/anyOf/2/properties/directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.directory,data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/openapi/directory",schemaPath:"#/definitions/openapi/anyOf/2/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.directory.type,parentSchema:schema16.anyOf[2].properties.directory,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.anyOf[2].type,parentSchema:schema16.anyOf[2],data:data7};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs28 === errors;
valid6 = valid6 || _valid0;
}
}
if(!valid6){
const err30 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema16.anyOf,parentSchema:schema16,data:data7};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
}
if(data.asyncapi !== undefined){
let data11 = data.asyncapi;
const _errs38 = errors;
let valid11 = false;
const _errs39 = errors;
if(typeof data11 === "string"){
if(func3(data11) < 1){
const err31 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[0],data:data11};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!(formats0.test(data11))){
const err32 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/0/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[0],data:data11};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[0].type,parentSchema:schema16.anyOf[0],data:data11};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid1 = _errs39 === errors;
valid11 = valid11 || _valid1;
if(!valid11){
const _errs41 = errors;
if(Array.isArray(data11)){
if(data11.length < 1){
const err34 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema16.anyOf[1],data:data11};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const len1 = data11.length;
for(let i2=0; i2<len1; i2++){
let data12 = data11[i2];
if(typeof data12 === "string"){
if(func3(data12) < 1){
const err35 = {instancePath:instancePath+"/asyncapi/" + i2,schemaPath:"#/definitions/asyncapi/anyOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[1].items,data:data12};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!(formats0.test(data12))){
const err36 = {instancePath:instancePath+"/asyncapi/" + i2,schemaPath:"#/definitions/asyncapi/anyOf/1/items/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[1].items,data:data12};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/asyncapi/" + i2,schemaPath:"#/definitions/asyncapi/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[1].items.type,parentSchema:schema16.anyOf[1].items,data:data12};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.anyOf[1].type,parentSchema:schema16.anyOf[1],data:data11};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid1 = _errs41 === errors;
valid11 = valid11 || _valid1;
if(!valid11){
const _errs45 = errors;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.source === undefined){
const err39 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/2/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema16.anyOf[2].required,parentSchema:schema16.anyOf[2],data:data11};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
for(const key3 in data11){
if(!((key3 === "source") || (key3 === "directory"))){
const err40 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema16.anyOf[2],data:data11};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data11.source !== undefined){
let data13 = data11.source;
if(typeof data13 === "string"){
if(func3(data13) < 1){
const err41 = {instancePath:instancePath+"/asyncapi/source",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.source,data:data13};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!(formats0.test(data13))){
const err42 = {instancePath:instancePath+"/asyncapi/source",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/source/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[2].properties.source,data:data13};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/asyncapi/source",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.source.type,parentSchema:schema16.anyOf[2].properties.source,data:data13};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data11.directory !== undefined){
let data14 = data11.directory;
if(typeof data14 === "string"){
if(func3(data14) < 1){
const err44 = {instancePath:instancePath+"/asyncapi/directory",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.directory,data:data14};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/asyncapi/directory",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.directory.type,parentSchema:schema16.anyOf[2].properties.directory,data:data14};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.anyOf[2].type,parentSchema:schema16.anyOf[2],data:data11};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid1 = _errs45 === errors;
valid11 = valid11 || _valid1;
}
}
if(!valid11){
const err47 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema16.anyOf,parentSchema:schema16,data:data11};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
errors = _errs38;
if(vErrors !== null){
if(_errs38){
vErrors.length = _errs38;
}
else {
vErrors = null;
}
}
}
}
if(data.directory !== undefined){
let data15 = data.directory;
if(typeof data15 !== "string"){
const err48 = {instancePath:instancePath+"/directory",schemaPath:"#/definitions/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.type,parentSchema:schema57,data:data15};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(!(((data15 === "none") || (data15 === "accordion")) || (data15 === "card"))){
const err49 = {instancePath:instancePath+"/directory",schemaPath:"#/definitions/directory/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values",schema:schema57.enum,parentSchema:schema57,data:data15};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.tabs !== undefined){
if(!(validate30(data.tabs, {instancePath:instancePath+"/tabs",parentData:data,parentDataProperty:"tabs",rootData}))){
vErrors = vErrors === null ? validate30.errors : docslintAppendErrors(vErrors, validate30.errors);
errors = vErrors.length;
}
}
if(data.anchors !== undefined){
if(!(validate33(data.anchors, {instancePath:instancePath+"/anchors",parentData:data,parentDataProperty:"anchors",rootData}))){
vErrors = vErrors === null ? validate33.errors : docslintAppendErrors(vErrors, validate33.errors);
errors = vErrors.length;
}
}
if(data.dropdowns !== undefined){
if(!(validate37(data.dropdowns, {instancePath:instancePath+"/dropdowns",parentData:data,parentDataProperty:"dropdowns",rootData}))){
vErrors = vErrors === null ? validate37.errors : docslintAppendErrors(vErrors, validate37.errors);
errors = vErrors.length;
}
}
if(data.products !== undefined){
if(!(wrapper11.validate(data.products, {instancePath:instancePath+"/products",parentData:data,parentDataProperty:"products",rootData}))){
vErrors = vErrors === null ? wrapper11.validate.errors : docslintAppendErrors(vErrors, wrapper11.validate.errors);
errors = vErrors.length;
}
}
if(data.languages !== undefined){
if(!(validate44(data.languages, {instancePath:instancePath+"/languages",parentData:data,parentDataProperty:"languages",rootData}))){
vErrors = vErrors === null ? validate44.errors : docslintAppendErrors(vErrors, validate44.errors);
errors = vErrors.length;
}
}
if(data.versions !== undefined){
if(!(validate41(data.versions, {instancePath:instancePath+"/versions",parentData:data,parentDataProperty:"versions",rootData}))){
vErrors = vErrors === null ? validate41.errors : docslintAppendErrors(vErrors, validate41.errors);
errors = vErrors.length;
}
}
if(data.groups !== undefined){
if(!(validate53(data.groups, {instancePath:instancePath+"/groups",parentData:data,parentDataProperty:"groups",rootData}))){
vErrors = vErrors === null ? validate53.errors : docslintAppendErrors(vErrors, validate53.errors);
errors = vErrors.length;
}
}
if(data.pages !== undefined){
if(!(validate55(data.pages, {instancePath:instancePath+"/pages",parentData:data,parentDataProperty:"pages",rootData}))){
vErrors = vErrors === null ? validate55.errors : docslintAppendErrors(vErrors, validate55.errors);
errors = vErrors.length;
}
}
}
else {
const err50 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema50.type,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}


function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate28(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate28.errors : docslintAppendErrors(vErrors, validate28.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema49.type,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}


function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const present0 = [];
if(data !== null && typeof data == "object" && !Array.isArray(data)){
if("menu" in data){
present0.push("menu");
}
if("tabs" in data){
present0.push("tabs");
}
if("anchors" in data){
present0.push("anchors");
}
if("dropdowns" in data){
present0.push("dropdowns");
}
if("versions" in data){
present0.push("versions");
}
if("languages" in data){
present0.push("languages");
}
if("groups" in data){
present0.push("groups");
}
if("pages" in data){
present0.push("pages");
}
}
for(let i0=1; i0<present0.length; i0++){
const key0 = present0[i0];
const err0 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/x-one-child-kind",keyword:"x-one-child-kind",params:{key: key0, first: present0[0]},message:"cannot stand beside `"+present0[0]+"`: a level of the navigation holds one kind of child, so nest one inside the other or keep only one",schema:schema48["x-one-child-kind"],parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data !== null && typeof data == "object" && !Array.isArray(data) && !("menu" in data) && !("tabs" in data) && !("anchors" in data) && !("dropdowns" in data) && !("versions" in data) && !("languages" in data) && !("groups" in data) && !("pages" in data) && !("href" in data) && !("openapi" in data) && !("asyncapi" in data)){
const err1 = {instancePath,schemaPath:"#/x-needs-one-of",keyword:"x-needs-one-of",params:{keys: schema48["x-needs-one-of"]},message:"needs one of `menu`, `tabs`, `anchors`, `dropdowns`, `versions`, `languages`, `groups`, `pages`, `href`, `openapi` or `asyncapi`",schema:schema48["x-needs-one-of"],parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.product === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "product"},message:"must have required property '"+"product"+"'",schema:schema48.required,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data){
if(!(func2.call(schema48.properties, key1))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.product !== undefined){
let data0 = data.product;
if(typeof data0 === "string"){
if(func3(data0) < 1){
const err4 = {instancePath:instancePath+"/product",schemaPath:"#/properties/product/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema48.properties.product,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/product",schemaPath:"#/properties/product/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.product.type,parentSchema:schema48.properties.product,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.menu !== undefined){
if(!(validate27(data.menu, {instancePath:instancePath+"/menu",parentData:data,parentDataProperty:"menu",rootData}))){
vErrors = vErrors === null ? validate27.errors : docslintAppendErrors(vErrors, validate27.errors);
errors = vErrors.length;
}
}
if(data.description !== undefined){
let data2 = data.description;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.description.type,parentSchema:schema48.properties.description,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.icon !== undefined){
if(!(validate14(data.icon, {instancePath:instancePath+"/icon",parentData:data,parentDataProperty:"icon",rootData}))){
vErrors = vErrors === null ? validate14.errors : docslintAppendErrors(vErrors, validate14.errors);
errors = vErrors.length;
}
}
if(data.iconType !== undefined){
let data4 = data.iconType;
if(typeof data4 !== "string"){
const err7 = {instancePath:instancePath+"/iconType",schemaPath:"#/definitions/iconType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.type,parentSchema:schema25,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((((((((((data4 === "regular") || (data4 === "solid")) || (data4 === "light")) || (data4 === "thin")) || (data4 === "sharp-solid")) || (data4 === "sharp-regular")) || (data4 === "sharp-light")) || (data4 === "sharp-thin")) || (data4 === "sharp-duotone-solid")) || (data4 === "duotone")) || (data4 === "brands"))){
const err8 = {instancePath:instancePath+"/iconType",schemaPath:"#/definitions/iconType/enum",keyword:"enum",params:{allowedValues: schema25.enum},message:"must be equal to one of the allowed values",schema:schema25.enum,parentSchema:schema25,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.hidden !== undefined){
let data5 = data.hidden;
if(typeof data5 !== "boolean"){
const err9 = {instancePath:instancePath+"/hidden",schemaPath:"#/definitions/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema32.type,parentSchema:schema32,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.public !== undefined){
let data6 = data.public;
if(typeof data6 !== "boolean"){
const err10 = {instancePath:instancePath+"/public",schemaPath:"#/definitions/public/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema53.type,parentSchema:schema53,data:data6};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.href !== undefined){
let data7 = data.href;
if(typeof data7 === "string"){
if(func3(data7) < 1){
const err11 = {instancePath:instancePath+"/href",schemaPath:"#/definitions/href/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23,data:data7};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(formats0.test(data7))){
const err12 = {instancePath:instancePath+"/href",schemaPath:"#/definitions/href/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema23,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/href",schemaPath:"#/definitions/href/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.type,parentSchema:schema23,data:data7};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.openapi !== undefined){
let data8 = data.openapi;
const _errs22 = errors;
let valid6 = false;
const _errs23 = errors;
if(typeof data8 === "string"){
if(func3(data8) < 1){
const err14 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(formats0.test(data8))){
const err15 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/0/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[0].type,parentSchema:schema16.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid6 = valid6 || _valid0;
if(!valid6){
const _errs25 = errors;
if(Array.isArray(data8)){
if(data8.length < 1){
const err17 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema16.anyOf[1],data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const len0 = data8.length;
for(let i1=0; i1<len0; i1++){
let data9 = data8[i1];
if(typeof data9 === "string"){
if(func3(data9) < 1){
const err18 = {instancePath:instancePath+"/openapi/" + i1,schemaPath:"#/definitions/openapi/anyOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[1].items,data:data9};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(formats0.test(data9))){
const err19 = {instancePath:instancePath+"/openapi/" + i1,schemaPath:"#/definitions/openapi/anyOf/1/items/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[1].items,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/openapi/" + i1,schemaPath:"#/definitions/openapi/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[1].items.type,parentSchema:schema16.anyOf[1].items,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.anyOf[1].type,parentSchema:schema16.anyOf[1],data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid6 = valid6 || _valid0;
if(!valid6){
const _errs29 = errors;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.source === undefined){
const err22 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/2/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema16.anyOf[2].required,parentSchema:schema16.anyOf[2],data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key2 in data8){
if(!((key2 === "source") || (key2 === "directory"))){
const err23 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema16.anyOf[2],data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data8.source !== undefined){
let data10 = data8.source;
if(typeof data10 === "string"){
if(func3(data10) < 1){
const err24 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/definitions/openapi/anyOf/2/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.source,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(formats0.test(data10))){
const err25 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/definitions/openapi/anyOf/2/properties/source/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[2].properties.source,data:data10};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/openapi/source",schemaPath:"#/definitions/openapi/anyOf/2/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.source.type,parentSchema:schema16.anyOf[2].properties.source,data:data10};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data8.directory !== undefined){
let data11 = data8.directory;
if(typeof data11 === "string"){
if(func3(data11) < 1){
const err27 = {instancePath:instancePath+"/openapi/directory",schemaPath:"#/definitions/openapi/anyOf/2/properties/directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.directory,data:data11};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/openapi/directory",schemaPath:"#/definitions/openapi/anyOf/2/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.directory.type,parentSchema:schema16.anyOf[2].properties.directory,data:data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.anyOf[2].type,parentSchema:schema16.anyOf[2],data:data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs29 === errors;
valid6 = valid6 || _valid0;
}
}
if(!valid6){
const err30 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema16.anyOf,parentSchema:schema16,data:data8};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
if(data.asyncapi !== undefined){
let data12 = data.asyncapi;
const _errs39 = errors;
let valid11 = false;
const _errs40 = errors;
if(typeof data12 === "string"){
if(func3(data12) < 1){
const err31 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[0],data:data12};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!(formats0.test(data12))){
const err32 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/0/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[0],data:data12};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[0].type,parentSchema:schema16.anyOf[0],data:data12};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid1 = _errs40 === errors;
valid11 = valid11 || _valid1;
if(!valid11){
const _errs42 = errors;
if(Array.isArray(data12)){
if(data12.length < 1){
const err34 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema16.anyOf[1],data:data12};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const len1 = data12.length;
for(let i2=0; i2<len1; i2++){
let data13 = data12[i2];
if(typeof data13 === "string"){
if(func3(data13) < 1){
const err35 = {instancePath:instancePath+"/asyncapi/" + i2,schemaPath:"#/definitions/asyncapi/anyOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[1].items,data:data13};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!(formats0.test(data13))){
const err36 = {instancePath:instancePath+"/asyncapi/" + i2,schemaPath:"#/definitions/asyncapi/anyOf/1/items/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[1].items,data:data13};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/asyncapi/" + i2,schemaPath:"#/definitions/asyncapi/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[1].items.type,parentSchema:schema16.anyOf[1].items,data:data13};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.anyOf[1].type,parentSchema:schema16.anyOf[1],data:data12};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid1 = _errs42 === errors;
valid11 = valid11 || _valid1;
if(!valid11){
const _errs46 = errors;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.source === undefined){
const err39 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/2/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema16.anyOf[2].required,parentSchema:schema16.anyOf[2],data:data12};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
for(const key3 in data12){
if(!((key3 === "source") || (key3 === "directory"))){
const err40 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema16.anyOf[2],data:data12};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data12.source !== undefined){
let data14 = data12.source;
if(typeof data14 === "string"){
if(func3(data14) < 1){
const err41 = {instancePath:instancePath+"/asyncapi/source",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.source,data:data14};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!(formats0.test(data14))){
const err42 = {instancePath:instancePath+"/asyncapi/source",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/source/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[2].properties.source,data:data14};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/asyncapi/source",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.source.type,parentSchema:schema16.anyOf[2].properties.source,data:data14};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data12.directory !== undefined){
let data15 = data12.directory;
if(typeof data15 === "string"){
if(func3(data15) < 1){
const err44 = {instancePath:instancePath+"/asyncapi/directory",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.directory,data:data15};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/asyncapi/directory",schemaPath:"#/definitions/asyncapi/anyOf/2/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.directory.type,parentSchema:schema16.anyOf[2].properties.directory,data:data15};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.anyOf[2].type,parentSchema:schema16.anyOf[2],data:data12};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid1 = _errs46 === errors;
valid11 = valid11 || _valid1;
}
}
if(!valid11){
const err47 = {instancePath:instancePath+"/asyncapi",schemaPath:"#/definitions/asyncapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema16.anyOf,parentSchema:schema16,data:data12};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
}
}
if(data.directory !== undefined){
let data16 = data.directory;
if(typeof data16 !== "string"){
const err48 = {instancePath:instancePath+"/directory",schemaPath:"#/definitions/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.type,parentSchema:schema57,data:data16};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(!(((data16 === "none") || (data16 === "accordion")) || (data16 === "card"))){
const err49 = {instancePath:instancePath+"/directory",schemaPath:"#/definitions/directory/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values",schema:schema57.enum,parentSchema:schema57,data:data16};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.tabs !== undefined){
if(!(validate30(data.tabs, {instancePath:instancePath+"/tabs",parentData:data,parentDataProperty:"tabs",rootData}))){
vErrors = vErrors === null ? validate30.errors : docslintAppendErrors(vErrors, validate30.errors);
errors = vErrors.length;
}
}
if(data.anchors !== undefined){
if(!(validate33(data.anchors, {instancePath:instancePath+"/anchors",parentData:data,parentDataProperty:"anchors",rootData}))){
vErrors = vErrors === null ? validate33.errors : docslintAppendErrors(vErrors, validate33.errors);
errors = vErrors.length;
}
}
if(data.dropdowns !== undefined){
if(!(validate37(data.dropdowns, {instancePath:instancePath+"/dropdowns",parentData:data,parentDataProperty:"dropdowns",rootData}))){
vErrors = vErrors === null ? validate37.errors : docslintAppendErrors(vErrors, validate37.errors);
errors = vErrors.length;
}
}
if(data.versions !== undefined){
if(!(validate41(data.versions, {instancePath:instancePath+"/versions",parentData:data,parentDataProperty:"versions",rootData}))){
vErrors = vErrors === null ? validate41.errors : docslintAppendErrors(vErrors, validate41.errors);
errors = vErrors.length;
}
}
if(data.languages !== undefined){
if(!(validate44(data.languages, {instancePath:instancePath+"/languages",parentData:data,parentDataProperty:"languages",rootData}))){
vErrors = vErrors === null ? validate44.errors : docslintAppendErrors(vErrors, validate44.errors);
errors = vErrors.length;
}
}
if(data.groups !== undefined){
if(!(validate53(data.groups, {instancePath:instancePath+"/groups",parentData:data,parentDataProperty:"groups",rootData}))){
vErrors = vErrors === null ? validate53.errors : docslintAppendErrors(vErrors, validate53.errors);
errors = vErrors.length;
}
}
if(data.pages !== undefined){
if(!(validate55(data.pages, {instancePath:instancePath+"/pages",parentData:data,parentDataProperty:"pages",rootData}))){
vErrors = vErrors === null ? validate55.errors : docslintAppendErrors(vErrors, validate55.errors);
errors = vErrors.length;
}
}
}
else {
const err50 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema48.type,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}


function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate26(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate26.errors : docslintAppendErrors(vErrors, validate26.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema47.type,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}


function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const present0 = [];
if(data !== null && typeof data == "object" && !Array.isArray(data)){
if("products" in data){
present0.push("products");
}
if("languages" in data){
present0.push("languages");
}
if("versions" in data){
present0.push("versions");
}
if("tabs" in data){
present0.push("tabs");
}
if("dropdowns" in data){
present0.push("dropdowns");
}
if("anchors" in data){
present0.push("anchors");
}
if("groups" in data){
present0.push("groups");
}
if("pages" in data){
present0.push("pages");
}
}
for(let i0=1; i0<present0.length; i0++){
const key0 = present0[i0];
const err0 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/x-one-child-kind",keyword:"x-one-child-kind",params:{key: key0, first: present0[0]},message:"cannot stand beside `"+present0[0]+"`: a level of the navigation holds one kind of child, so nest one inside the other or keep only one",schema:schema28["x-one-child-kind"],parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data !== null && typeof data == "object" && !Array.isArray(data) && !("products" in data) && !("languages" in data) && !("versions" in data) && !("tabs" in data) && !("dropdowns" in data) && !("anchors" in data) && !("groups" in data) && !("pages" in data)){
const err1 = {instancePath,schemaPath:"#/x-needs-one-of",keyword:"x-needs-one-of",params:{keys: schema28["x-needs-one-of"]},message:"needs one of `products`, `languages`, `versions`, `tabs`, `dropdowns`, `anchors`, `groups` or `pages`",schema:schema28["x-needs-one-of"],parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key1 in data){
if(!(func2.call(schema28.properties, key1))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.global !== undefined){
if(!(validate18(data.global, {instancePath:instancePath+"/global",parentData:data,parentDataProperty:"global",rootData}))){
vErrors = vErrors === null ? validate18.errors : docslintAppendErrors(vErrors, validate18.errors);
errors = vErrors.length;
}
}
if(data.products !== undefined){
if(!(validate25(data.products, {instancePath:instancePath+"/products",parentData:data,parentDataProperty:"products",rootData}))){
vErrors = vErrors === null ? validate25.errors : docslintAppendErrors(vErrors, validate25.errors);
errors = vErrors.length;
}
}
if(data.languages !== undefined){
if(!(validate44(data.languages, {instancePath:instancePath+"/languages",parentData:data,parentDataProperty:"languages",rootData}))){
vErrors = vErrors === null ? validate44.errors : docslintAppendErrors(vErrors, validate44.errors);
errors = vErrors.length;
}
}
if(data.versions !== undefined){
if(!(validate41(data.versions, {instancePath:instancePath+"/versions",parentData:data,parentDataProperty:"versions",rootData}))){
vErrors = vErrors === null ? validate41.errors : docslintAppendErrors(vErrors, validate41.errors);
errors = vErrors.length;
}
}
if(data.tabs !== undefined){
if(!(validate30(data.tabs, {instancePath:instancePath+"/tabs",parentData:data,parentDataProperty:"tabs",rootData}))){
vErrors = vErrors === null ? validate30.errors : docslintAppendErrors(vErrors, validate30.errors);
errors = vErrors.length;
}
}
if(data.dropdowns !== undefined){
if(!(validate37(data.dropdowns, {instancePath:instancePath+"/dropdowns",parentData:data,parentDataProperty:"dropdowns",rootData}))){
vErrors = vErrors === null ? validate37.errors : docslintAppendErrors(vErrors, validate37.errors);
errors = vErrors.length;
}
}
if(data.anchors !== undefined){
if(!(validate33(data.anchors, {instancePath:instancePath+"/anchors",parentData:data,parentDataProperty:"anchors",rootData}))){
vErrors = vErrors === null ? validate33.errors : docslintAppendErrors(vErrors, validate33.errors);
errors = vErrors.length;
}
}
if(data.groups !== undefined){
if(!(validate53(data.groups, {instancePath:instancePath+"/groups",parentData:data,parentDataProperty:"groups",rootData}))){
vErrors = vErrors === null ? validate53.errors : docslintAppendErrors(vErrors, validate53.errors);
errors = vErrors.length;
}
}
if(data.pages !== undefined){
if(!(validate55(data.pages, {instancePath:instancePath+"/pages",parentData:data,parentDataProperty:"pages",rootData}))){
vErrors = vErrors === null ? validate55.errors : docslintAppendErrors(vErrors, validate55.errors);
errors = vErrors.length;
}
}
if(data.directory !== undefined){
let data9 = data.directory;
if(typeof data9 !== "string"){
const err3 = {instancePath:instancePath+"/directory",schemaPath:"#/definitions/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.type,parentSchema:schema57,data:data9};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((data9 === "none") || (data9 === "accordion")) || (data9 === "card"))){
const err4 = {instancePath:instancePath+"/directory",schemaPath:"#/definitions/directory/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values",schema:schema57.enum,parentSchema:schema57,data:data9};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema28.type,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

const schema154 = {"type":"object","description":"A font: a Google Fonts family, or a self-hosted file with `source` and `format`.","additionalProperties":false,"properties":{"family":{"type":"string","minLength":1,"description":"Font family name, like `Open Sans`; Google Fonts load by name."},"weight":{"type":"number","description":"Font weight, like `400`; variable fonts take any value, like `550`."},"source":{"$ref":"#/definitions/link","description":"URL or path of a self-hosted font file."},"format":{"type":"string","enum":["woff","woff2"],"description":"Format of the file at `source`."}},"if":{"required":["source"]},"then":{"required":["format"],"description":"a font with `source` says its `format`"}};

function validate113(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.source === undefined) && (missing0 = "source")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.format === undefined){
const err1 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "format"},message:"must have required property '"+"format"+"'",schema:schema154.then.required,parentSchema:schema154.then,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema154.if,parentSchema:schema154,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "family") || (key0 === "weight")) || (key0 === "source")) || (key0 === "format"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema154,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.family !== undefined){
let data0 = data.family;
if(typeof data0 === "string"){
if(func3(data0) < 1){
const err4 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema154.properties.family,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/family",schemaPath:"#/properties/family/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema154.properties.family.type,parentSchema:schema154.properties.family,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.weight !== undefined){
let data1 = data.weight;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/weight",schemaPath:"#/properties/weight/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema154.properties.weight.type,parentSchema:schema154.properties.weight,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.source !== undefined){
let data2 = data.source;
if(typeof data2 === "string"){
if(func3(data2) < 1){
const err7 = {instancePath:instancePath+"/source",schemaPath:"#/definitions/link/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(formats0.test(data2))){
const err8 = {instancePath:instancePath+"/source",schemaPath:"#/definitions/link/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema23,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/source",schemaPath:"#/definitions/link/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.type,parentSchema:schema23,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.format !== undefined){
let data3 = data.format;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema154.properties.format.type,parentSchema:schema154.properties.format,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data3 === "woff") || (data3 === "woff2"))){
const err11 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/enum",keyword:"enum",params:{allowedValues: schema154.properties.format.enum},message:"must be equal to one of the allowed values",schema:schema154.properties.format.enum,parentSchema:schema154.properties.format,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema154.type,parentSchema:schema154,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate113.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://raw.githubusercontent.com/docslint/docslint/main/schemas/docs-current.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.theme === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "theme"},message:"must have required property '"+"theme"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.colors === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "colors"},message:"must have required property '"+"colors"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.navigation === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "navigation"},message:"must have required property '"+"navigation"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.$schema !== undefined){
let data0 = data.$schema;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err5 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema11.properties.$schema,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.$schema.type,parentSchema:schema11.properties.$schema,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.theme !== undefined){
let data1 = data.theme;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/theme",schemaPath:"#/properties/theme/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.theme.type,parentSchema:schema11.properties.theme,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((((((((data1 === "mint") || (data1 === "maple")) || (data1 === "palm")) || (data1 === "willow")) || (data1 === "linden")) || (data1 === "almond")) || (data1 === "aspen")) || (data1 === "luma")) || (data1 === "sequoia"))){
const err8 = {instancePath:instancePath+"/theme",schemaPath:"#/properties/theme/enum",keyword:"enum",params:{allowedValues: schema11.properties.theme.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.theme.enum,parentSchema:schema11.properties.theme,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 === "string"){
if(func3(data2) < 1){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.name,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name.type,parentSchema:schema11.properties.name,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if(typeof data3 !== "string"){
const err11 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.description.type,parentSchema:schema11.properties.description,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.colors !== undefined){
let data4 = data.colors;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.primary === undefined){
const err12 = {instancePath:instancePath+"/colors",schemaPath:"#/properties/colors/required",keyword:"required",params:{missingProperty: "primary"},message:"must have required property '"+"primary"+"'",schema:schema11.properties.colors.required,parentSchema:schema11.properties.colors,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data4){
if(!(((key1 === "primary") || (key1 === "light")) || (key1 === "dark"))){
const err13 = {instancePath:instancePath+"/colors",schemaPath:"#/properties/colors/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.colors,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data4.primary !== undefined){
let data5 = data4.primary;
if(typeof data5 === "string"){
if(!pattern0.test(data5)){
const err14 = {instancePath:instancePath+"/colors/primary",schemaPath:"#/definitions/hexColor/pattern",keyword:"pattern",params:{pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"},message:"must match pattern \""+"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"+"\"",schema:"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$",parentSchema:schema12,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/colors/primary",schemaPath:"#/definitions/hexColor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data4.light !== undefined){
let data6 = data4.light;
if(typeof data6 === "string"){
if(!pattern0.test(data6)){
const err16 = {instancePath:instancePath+"/colors/light",schemaPath:"#/definitions/hexColor/pattern",keyword:"pattern",params:{pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"},message:"must match pattern \""+"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"+"\"",schema:"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$",parentSchema:schema12,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/colors/light",schemaPath:"#/definitions/hexColor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data4.dark !== undefined){
let data7 = data4.dark;
if(typeof data7 === "string"){
if(!pattern0.test(data7)){
const err18 = {instancePath:instancePath+"/colors/dark",schemaPath:"#/definitions/hexColor/pattern",keyword:"pattern",params:{pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"},message:"must match pattern \""+"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"+"\"",schema:"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$",parentSchema:schema12,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/colors/dark",schemaPath:"#/definitions/hexColor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.type,parentSchema:schema12,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/colors",schemaPath:"#/properties/colors/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.colors.type,parentSchema:schema11.properties.colors,data:data4};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.logo !== undefined){
let data8 = data.logo;
const _errs28 = errors;
let valid5 = false;
const _errs29 = errors;
if(typeof data8 === "string"){
if(func3(data8) < 1){
const err21 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.logo.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.logo.anyOf[0].type,parentSchema:schema11.properties.logo.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs29 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const _errs31 = errors;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.light === undefined){
const err23 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/anyOf/1/required",keyword:"required",params:{missingProperty: "light"},message:"must have required property '"+"light"+"'",schema:schema11.properties.logo.anyOf[1].required,parentSchema:schema11.properties.logo.anyOf[1],data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data8.dark === undefined){
const err24 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/anyOf/1/required",keyword:"required",params:{missingProperty: "dark"},message:"must have required property '"+"dark"+"'",schema:schema11.properties.logo.anyOf[1].required,parentSchema:schema11.properties.logo.anyOf[1],data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key2 in data8){
if(!(((key2 === "light") || (key2 === "dark")) || (key2 === "href"))){
const err25 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.logo.anyOf[1],data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data8.light !== undefined){
let data9 = data8.light;
if(typeof data9 === "string"){
if(func3(data9) < 1){
const err26 = {instancePath:instancePath+"/logo/light",schemaPath:"#/properties/logo/anyOf/1/properties/light/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.logo.anyOf[1].properties.light,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/logo/light",schemaPath:"#/properties/logo/anyOf/1/properties/light/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.logo.anyOf[1].properties.light.type,parentSchema:schema11.properties.logo.anyOf[1].properties.light,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data8.dark !== undefined){
let data10 = data8.dark;
if(typeof data10 === "string"){
if(func3(data10) < 1){
const err28 = {instancePath:instancePath+"/logo/dark",schemaPath:"#/properties/logo/anyOf/1/properties/dark/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.logo.anyOf[1].properties.dark,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/logo/dark",schemaPath:"#/properties/logo/anyOf/1/properties/dark/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.logo.anyOf[1].properties.dark.type,parentSchema:schema11.properties.logo.anyOf[1].properties.dark,data:data10};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data8.href !== undefined){
let data11 = data8.href;
if(typeof data11 === "string"){
if(!(formats0.test(data11))){
const err30 = {instancePath:instancePath+"/logo/href",schemaPath:"#/properties/logo/anyOf/1/properties/href/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema11.properties.logo.anyOf[1].properties.href,data:data11};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/logo/href",schemaPath:"#/properties/logo/anyOf/1/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.logo.anyOf[1].properties.href.type,parentSchema:schema11.properties.logo.anyOf[1].properties.href,data:data11};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.logo.anyOf[1].type,parentSchema:schema11.properties.logo.anyOf[1],data:data8};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid0 = _errs31 === errors;
valid5 = valid5 || _valid0;
}
if(!valid5){
const err33 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema11.properties.logo.anyOf,parentSchema:schema11.properties.logo,data:data8};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs28;
if(vErrors !== null){
if(_errs28){
vErrors.length = _errs28;
}
else {
vErrors = null;
}
}
}
}
if(data.favicon !== undefined){
let data12 = data.favicon;
const _errs41 = errors;
let valid7 = false;
const _errs42 = errors;
if(typeof data12 === "string"){
if(func3(data12) < 1){
const err34 = {instancePath:instancePath+"/favicon",schemaPath:"#/properties/favicon/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.favicon.anyOf[0],data:data12};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/favicon",schemaPath:"#/properties/favicon/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.favicon.anyOf[0].type,parentSchema:schema11.properties.favicon.anyOf[0],data:data12};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid1 = _errs42 === errors;
valid7 = valid7 || _valid1;
if(!valid7){
const _errs44 = errors;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.light === undefined){
const err36 = {instancePath:instancePath+"/favicon",schemaPath:"#/definitions/lightDarkPaths/required",keyword:"required",params:{missingProperty: "light"},message:"must have required property '"+"light"+"'",schema:schema15.required,parentSchema:schema15,data:data12};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data12.dark === undefined){
const err37 = {instancePath:instancePath+"/favicon",schemaPath:"#/definitions/lightDarkPaths/required",keyword:"required",params:{missingProperty: "dark"},message:"must have required property '"+"dark"+"'",schema:schema15.required,parentSchema:schema15,data:data12};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
for(const key3 in data12){
if(!((key3 === "light") || (key3 === "dark"))){
const err38 = {instancePath:instancePath+"/favicon",schemaPath:"#/definitions/lightDarkPaths/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema15,data:data12};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data12.light !== undefined){
let data13 = data12.light;
if(typeof data13 === "string"){
if(func3(data13) < 1){
const err39 = {instancePath:instancePath+"/favicon/light",schemaPath:"#/definitions/lightDarkPaths/properties/light/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema15.properties.light,data:data13};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/favicon/light",schemaPath:"#/definitions/lightDarkPaths/properties/light/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.light.type,parentSchema:schema15.properties.light,data:data13};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data12.dark !== undefined){
let data14 = data12.dark;
if(typeof data14 === "string"){
if(func3(data14) < 1){
const err41 = {instancePath:instancePath+"/favicon/dark",schemaPath:"#/definitions/lightDarkPaths/properties/dark/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema15.properties.dark,data:data14};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/favicon/dark",schemaPath:"#/definitions/lightDarkPaths/properties/dark/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.dark.type,parentSchema:schema15.properties.dark,data:data14};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/favicon",schemaPath:"#/definitions/lightDarkPaths/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema15.type,parentSchema:schema15,data:data12};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid1 = _errs44 === errors;
valid7 = valid7 || _valid1;
}
if(!valid7){
const err44 = {instancePath:instancePath+"/favicon",schemaPath:"#/properties/favicon/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema11.properties.favicon.anyOf,parentSchema:schema11.properties.favicon,data:data12};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
else {
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
}
}
if(data.api !== undefined){
let data15 = data.api;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
for(const key4 in data15){
if(!((((((((key4 === "openapi") || (key4 === "asyncapi")) || (key4 === "params")) || (key4 === "playground")) || (key4 === "url")) || (key4 === "examples")) || (key4 === "spec")) || (key4 === "mdx"))){
const err45 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.api,data:data15};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data15.openapi !== undefined){
let data16 = data15.openapi;
const _errs58 = errors;
let valid12 = false;
const _errs59 = errors;
if(typeof data16 === "string"){
if(func3(data16) < 1){
const err46 = {instancePath:instancePath+"/api/openapi",schemaPath:"#/definitions/specSource/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[0],data:data16};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(!(formats0.test(data16))){
const err47 = {instancePath:instancePath+"/api/openapi",schemaPath:"#/definitions/specSource/anyOf/0/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[0],data:data16};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/api/openapi",schemaPath:"#/definitions/specSource/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[0].type,parentSchema:schema16.anyOf[0],data:data16};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid2 = _errs59 === errors;
valid12 = valid12 || _valid2;
if(!valid12){
const _errs61 = errors;
if(Array.isArray(data16)){
if(data16.length < 1){
const err49 = {instancePath:instancePath+"/api/openapi",schemaPath:"#/definitions/specSource/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema16.anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
const len0 = data16.length;
for(let i0=0; i0<len0; i0++){
let data17 = data16[i0];
if(typeof data17 === "string"){
if(func3(data17) < 1){
const err50 = {instancePath:instancePath+"/api/openapi/" + i0,schemaPath:"#/definitions/specSource/anyOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[1].items,data:data17};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(!(formats0.test(data17))){
const err51 = {instancePath:instancePath+"/api/openapi/" + i0,schemaPath:"#/definitions/specSource/anyOf/1/items/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[1].items,data:data17};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/api/openapi/" + i0,schemaPath:"#/definitions/specSource/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[1].items.type,parentSchema:schema16.anyOf[1].items,data:data17};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/api/openapi",schemaPath:"#/definitions/specSource/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.anyOf[1].type,parentSchema:schema16.anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid2 = _errs61 === errors;
valid12 = valid12 || _valid2;
if(!valid12){
const _errs65 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.source === undefined){
const err54 = {instancePath:instancePath+"/api/openapi",schemaPath:"#/definitions/specSource/anyOf/2/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema16.anyOf[2].required,parentSchema:schema16.anyOf[2],data:data16};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
for(const key5 in data16){
if(!((key5 === "source") || (key5 === "directory"))){
const err55 = {instancePath:instancePath+"/api/openapi",schemaPath:"#/definitions/specSource/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema16.anyOf[2],data:data16};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data16.source !== undefined){
let data18 = data16.source;
if(typeof data18 === "string"){
if(func3(data18) < 1){
const err56 = {instancePath:instancePath+"/api/openapi/source",schemaPath:"#/definitions/specSource/anyOf/2/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.source,data:data18};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(!(formats0.test(data18))){
const err57 = {instancePath:instancePath+"/api/openapi/source",schemaPath:"#/definitions/specSource/anyOf/2/properties/source/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[2].properties.source,data:data18};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/api/openapi/source",schemaPath:"#/definitions/specSource/anyOf/2/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.source.type,parentSchema:schema16.anyOf[2].properties.source,data:data18};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data16.directory !== undefined){
let data19 = data16.directory;
if(typeof data19 === "string"){
if(func3(data19) < 1){
const err59 = {instancePath:instancePath+"/api/openapi/directory",schemaPath:"#/definitions/specSource/anyOf/2/properties/directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.directory,data:data19};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/api/openapi/directory",schemaPath:"#/definitions/specSource/anyOf/2/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.directory.type,parentSchema:schema16.anyOf[2].properties.directory,data:data19};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath:instancePath+"/api/openapi",schemaPath:"#/definitions/specSource/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.anyOf[2].type,parentSchema:schema16.anyOf[2],data:data16};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var _valid2 = _errs65 === errors;
valid12 = valid12 || _valid2;
}
}
if(!valid12){
const err62 = {instancePath:instancePath+"/api/openapi",schemaPath:"#/definitions/specSource/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema16.anyOf,parentSchema:schema16,data:data16};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
else {
errors = _errs58;
if(vErrors !== null){
if(_errs58){
vErrors.length = _errs58;
}
else {
vErrors = null;
}
}
}
}
if(data15.asyncapi !== undefined){
let data20 = data15.asyncapi;
const _errs75 = errors;
let valid17 = false;
const _errs76 = errors;
if(typeof data20 === "string"){
if(func3(data20) < 1){
const err63 = {instancePath:instancePath+"/api/asyncapi",schemaPath:"#/definitions/specSource/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[0],data:data20};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(!(formats0.test(data20))){
const err64 = {instancePath:instancePath+"/api/asyncapi",schemaPath:"#/definitions/specSource/anyOf/0/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[0],data:data20};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/api/asyncapi",schemaPath:"#/definitions/specSource/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[0].type,parentSchema:schema16.anyOf[0],data:data20};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid3 = _errs76 === errors;
valid17 = valid17 || _valid3;
if(!valid17){
const _errs78 = errors;
if(Array.isArray(data20)){
if(data20.length < 1){
const err66 = {instancePath:instancePath+"/api/asyncapi",schemaPath:"#/definitions/specSource/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema16.anyOf[1],data:data20};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
const len1 = data20.length;
for(let i1=0; i1<len1; i1++){
let data21 = data20[i1];
if(typeof data21 === "string"){
if(func3(data21) < 1){
const err67 = {instancePath:instancePath+"/api/asyncapi/" + i1,schemaPath:"#/definitions/specSource/anyOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[1].items,data:data21};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(!(formats0.test(data21))){
const err68 = {instancePath:instancePath+"/api/asyncapi/" + i1,schemaPath:"#/definitions/specSource/anyOf/1/items/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[1].items,data:data21};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/api/asyncapi/" + i1,schemaPath:"#/definitions/specSource/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[1].items.type,parentSchema:schema16.anyOf[1].items,data:data21};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath:instancePath+"/api/asyncapi",schemaPath:"#/definitions/specSource/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema16.anyOf[1].type,parentSchema:schema16.anyOf[1],data:data20};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid3 = _errs78 === errors;
valid17 = valid17 || _valid3;
if(!valid17){
const _errs82 = errors;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.source === undefined){
const err71 = {instancePath:instancePath+"/api/asyncapi",schemaPath:"#/definitions/specSource/anyOf/2/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema16.anyOf[2].required,parentSchema:schema16.anyOf[2],data:data20};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
for(const key6 in data20){
if(!((key6 === "source") || (key6 === "directory"))){
const err72 = {instancePath:instancePath+"/api/asyncapi",schemaPath:"#/definitions/specSource/anyOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema16.anyOf[2],data:data20};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data20.source !== undefined){
let data22 = data20.source;
if(typeof data22 === "string"){
if(func3(data22) < 1){
const err73 = {instancePath:instancePath+"/api/asyncapi/source",schemaPath:"#/definitions/specSource/anyOf/2/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.source,data:data22};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(!(formats0.test(data22))){
const err74 = {instancePath:instancePath+"/api/asyncapi/source",schemaPath:"#/definitions/specSource/anyOf/2/properties/source/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema16.anyOf[2].properties.source,data:data22};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
else {
const err75 = {instancePath:instancePath+"/api/asyncapi/source",schemaPath:"#/definitions/specSource/anyOf/2/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.source.type,parentSchema:schema16.anyOf[2].properties.source,data:data22};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data20.directory !== undefined){
let data23 = data20.directory;
if(typeof data23 === "string"){
if(func3(data23) < 1){
const err76 = {instancePath:instancePath+"/api/asyncapi/directory",schemaPath:"#/definitions/specSource/anyOf/2/properties/directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.anyOf[2].properties.directory,data:data23};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
else {
const err77 = {instancePath:instancePath+"/api/asyncapi/directory",schemaPath:"#/definitions/specSource/anyOf/2/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.anyOf[2].properties.directory.type,parentSchema:schema16.anyOf[2].properties.directory,data:data23};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/api/asyncapi",schemaPath:"#/definitions/specSource/anyOf/2/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.anyOf[2].type,parentSchema:schema16.anyOf[2],data:data20};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid3 = _errs82 === errors;
valid17 = valid17 || _valid3;
}
}
if(!valid17){
const err79 = {instancePath:instancePath+"/api/asyncapi",schemaPath:"#/definitions/specSource/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema16.anyOf,parentSchema:schema16,data:data20};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
else {
errors = _errs75;
if(vErrors !== null){
if(_errs75){
vErrors.length = _errs75;
}
else {
vErrors = null;
}
}
}
}
if(data15.params !== undefined){
let data24 = data15.params;
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
for(const key7 in data24){
if(!((key7 === "expanded") || (key7 === "post"))){
const err80 = {instancePath:instancePath+"/api/params",schemaPath:"#/properties/api/properties/params/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.api.properties.params,data:data24};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data24.expanded !== undefined){
let data25 = data24.expanded;
if(typeof data25 !== "string"){
const err81 = {instancePath:instancePath+"/api/params/expanded",schemaPath:"#/properties/api/properties/params/properties/expanded/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.api.properties.params.properties.expanded.type,parentSchema:schema11.properties.api.properties.params.properties.expanded,data:data25};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(!((data25 === "all") || (data25 === "closed"))){
const err82 = {instancePath:instancePath+"/api/params/expanded",schemaPath:"#/properties/api/properties/params/properties/expanded/enum",keyword:"enum",params:{allowedValues: schema11.properties.api.properties.params.properties.expanded.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.api.properties.params.properties.expanded.enum,parentSchema:schema11.properties.api.properties.params.properties.expanded,data:data25};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data24.post !== undefined){
let data26 = data24.post;
if(Array.isArray(data26)){
const len2 = data26.length;
for(let i2=0; i2<len2; i2++){
let data27 = data26[i2];
if(typeof data27 === "string"){
if(func3(data27) < 1){
const err83 = {instancePath:instancePath+"/api/params/post/" + i2,schemaPath:"#/properties/api/properties/params/properties/post/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.api.properties.params.properties.post.items,data:data27};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
else {
const err84 = {instancePath:instancePath+"/api/params/post/" + i2,schemaPath:"#/properties/api/properties/params/properties/post/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.api.properties.params.properties.post.items.type,parentSchema:schema11.properties.api.properties.params.properties.post.items,data:data27};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
else {
const err85 = {instancePath:instancePath+"/api/params/post",schemaPath:"#/properties/api/properties/params/properties/post/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.api.properties.params.properties.post.type,parentSchema:schema11.properties.api.properties.params.properties.post,data:data26};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
else {
const err86 = {instancePath:instancePath+"/api/params",schemaPath:"#/properties/api/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.api.properties.params.type,parentSchema:schema11.properties.api.properties.params,data:data24};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data15.playground !== undefined){
let data28 = data15.playground;
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
for(const key8 in data28){
if(!(((key8 === "display") || (key8 === "proxy")) || (key8 === "credentials"))){
const err87 = {instancePath:instancePath+"/api/playground",schemaPath:"#/properties/api/properties/playground/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.api.properties.playground,data:data28};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data28.display !== undefined){
let data29 = data28.display;
if(typeof data29 !== "string"){
const err88 = {instancePath:instancePath+"/api/playground/display",schemaPath:"#/properties/api/properties/playground/properties/display/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.api.properties.playground.properties.display.type,parentSchema:schema11.properties.api.properties.playground.properties.display,data:data29};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(!((((data29 === "interactive") || (data29 === "simple")) || (data29 === "none")) || (data29 === "auth"))){
const err89 = {instancePath:instancePath+"/api/playground/display",schemaPath:"#/properties/api/properties/playground/properties/display/enum",keyword:"enum",params:{allowedValues: schema11.properties.api.properties.playground.properties.display.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.api.properties.playground.properties.display.enum,parentSchema:schema11.properties.api.properties.playground.properties.display,data:data29};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data28.proxy !== undefined){
let data30 = data28.proxy;
if(typeof data30 !== "boolean"){
const err90 = {instancePath:instancePath+"/api/playground/proxy",schemaPath:"#/properties/api/properties/playground/properties/proxy/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.api.properties.playground.properties.proxy.type,parentSchema:schema11.properties.api.properties.playground.properties.proxy,data:data30};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data28.credentials !== undefined){
let data31 = data28.credentials;
if(typeof data31 !== "boolean"){
const err91 = {instancePath:instancePath+"/api/playground/credentials",schemaPath:"#/properties/api/properties/playground/properties/credentials/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.api.properties.playground.properties.credentials.type,parentSchema:schema11.properties.api.properties.playground.properties.credentials,data:data31};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
}
else {
const err92 = {instancePath:instancePath+"/api/playground",schemaPath:"#/properties/api/properties/playground/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.api.properties.playground.type,parentSchema:schema11.properties.api.properties.playground,data:data28};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data15.url !== undefined){
let data32 = data15.url;
if(typeof data32 !== "string"){
const err93 = {instancePath:instancePath+"/api/url",schemaPath:"#/properties/api/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.api.properties.url.type,parentSchema:schema11.properties.api.properties.url,data:data32};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(!(data32 === "full")){
const err94 = {instancePath:instancePath+"/api/url",schemaPath:"#/properties/api/properties/url/enum",keyword:"enum",params:{allowedValues: schema11.properties.api.properties.url.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.api.properties.url.enum,parentSchema:schema11.properties.api.properties.url,data:data32};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data15.examples !== undefined){
let data33 = data15.examples;
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
for(const key9 in data33){
if(!((((key9 === "languages") || (key9 === "defaults")) || (key9 === "prefill")) || (key9 === "autogenerate"))){
const err95 = {instancePath:instancePath+"/api/examples",schemaPath:"#/properties/api/properties/examples/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.api.properties.examples,data:data33};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data33.languages !== undefined){
let data34 = data33.languages;
if(Array.isArray(data34)){
const len3 = data34.length;
for(let i3=0; i3<len3; i3++){
let data35 = data34[i3];
if(typeof data35 === "string"){
if(func3(data35) < 1){
const err96 = {instancePath:instancePath+"/api/examples/languages/" + i3,schemaPath:"#/properties/api/properties/examples/properties/languages/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.api.properties.examples.properties.languages.items,data:data35};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/api/examples/languages/" + i3,schemaPath:"#/properties/api/properties/examples/properties/languages/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.api.properties.examples.properties.languages.items.type,parentSchema:schema11.properties.api.properties.examples.properties.languages.items,data:data35};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
}
else {
const err98 = {instancePath:instancePath+"/api/examples/languages",schemaPath:"#/properties/api/properties/examples/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.api.properties.examples.properties.languages.type,parentSchema:schema11.properties.api.properties.examples.properties.languages,data:data34};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data33.defaults !== undefined){
let data36 = data33.defaults;
if(typeof data36 !== "string"){
const err99 = {instancePath:instancePath+"/api/examples/defaults",schemaPath:"#/properties/api/properties/examples/properties/defaults/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.api.properties.examples.properties.defaults.type,parentSchema:schema11.properties.api.properties.examples.properties.defaults,data:data36};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if(!((data36 === "required") || (data36 === "all"))){
const err100 = {instancePath:instancePath+"/api/examples/defaults",schemaPath:"#/properties/api/properties/examples/properties/defaults/enum",keyword:"enum",params:{allowedValues: schema11.properties.api.properties.examples.properties.defaults.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.api.properties.examples.properties.defaults.enum,parentSchema:schema11.properties.api.properties.examples.properties.defaults,data:data36};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data33.prefill !== undefined){
let data37 = data33.prefill;
if(typeof data37 !== "boolean"){
const err101 = {instancePath:instancePath+"/api/examples/prefill",schemaPath:"#/properties/api/properties/examples/properties/prefill/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.api.properties.examples.properties.prefill.type,parentSchema:schema11.properties.api.properties.examples.properties.prefill,data:data37};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data33.autogenerate !== undefined){
let data38 = data33.autogenerate;
if(typeof data38 !== "boolean"){
const err102 = {instancePath:instancePath+"/api/examples/autogenerate",schemaPath:"#/properties/api/properties/examples/properties/autogenerate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.api.properties.examples.properties.autogenerate.type,parentSchema:schema11.properties.api.properties.examples.properties.autogenerate,data:data38};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
}
else {
const err103 = {instancePath:instancePath+"/api/examples",schemaPath:"#/properties/api/properties/examples/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.api.properties.examples.type,parentSchema:schema11.properties.api.properties.examples,data:data33};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data15.spec !== undefined){
let data39 = data15.spec;
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
for(const key10 in data39){
if(!(key10 === "download")){
const err104 = {instancePath:instancePath+"/api/spec",schemaPath:"#/properties/api/properties/spec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.api.properties.spec,data:data39};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data39.download !== undefined){
let data40 = data39.download;
if(typeof data40 !== "boolean"){
const err105 = {instancePath:instancePath+"/api/spec/download",schemaPath:"#/properties/api/properties/spec/properties/download/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.api.properties.spec.properties.download.type,parentSchema:schema11.properties.api.properties.spec.properties.download,data:data40};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
}
else {
const err106 = {instancePath:instancePath+"/api/spec",schemaPath:"#/properties/api/properties/spec/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.api.properties.spec.type,parentSchema:schema11.properties.api.properties.spec,data:data39};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data15.mdx !== undefined){
let data41 = data15.mdx;
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
for(const key11 in data41){
if(!((key11 === "auth") || (key11 === "server"))){
const err107 = {instancePath:instancePath+"/api/mdx",schemaPath:"#/properties/api/properties/mdx/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.api.properties.mdx,data:data41};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data41.auth !== undefined){
let data42 = data41.auth;
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
for(const key12 in data42){
if(!((key12 === "method") || (key12 === "name"))){
const err108 = {instancePath:instancePath+"/api/mdx/auth",schemaPath:"#/properties/api/properties/mdx/properties/auth/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.api.properties.mdx.properties.auth,data:data42};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data42.method !== undefined){
let data43 = data42.method;
if(typeof data43 !== "string"){
const err109 = {instancePath:instancePath+"/api/mdx/auth/method",schemaPath:"#/properties/api/properties/mdx/properties/auth/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.api.properties.mdx.properties.auth.properties.method.type,parentSchema:schema11.properties.api.properties.mdx.properties.auth.properties.method,data:data43};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if(!((((data43 === "bearer") || (data43 === "basic")) || (data43 === "key")) || (data43 === "cobo"))){
const err110 = {instancePath:instancePath+"/api/mdx/auth/method",schemaPath:"#/properties/api/properties/mdx/properties/auth/properties/method/enum",keyword:"enum",params:{allowedValues: schema11.properties.api.properties.mdx.properties.auth.properties.method.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.api.properties.mdx.properties.auth.properties.method.enum,parentSchema:schema11.properties.api.properties.mdx.properties.auth.properties.method,data:data43};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data42.name !== undefined){
let data44 = data42.name;
if(typeof data44 === "string"){
if(func3(data44) < 1){
const err111 = {instancePath:instancePath+"/api/mdx/auth/name",schemaPath:"#/properties/api/properties/mdx/properties/auth/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.api.properties.mdx.properties.auth.properties.name,data:data44};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
else {
const err112 = {instancePath:instancePath+"/api/mdx/auth/name",schemaPath:"#/properties/api/properties/mdx/properties/auth/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.api.properties.mdx.properties.auth.properties.name.type,parentSchema:schema11.properties.api.properties.mdx.properties.auth.properties.name,data:data44};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
}
else {
const err113 = {instancePath:instancePath+"/api/mdx/auth",schemaPath:"#/properties/api/properties/mdx/properties/auth/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.api.properties.mdx.properties.auth.type,parentSchema:schema11.properties.api.properties.mdx.properties.auth,data:data42};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data41.server !== undefined){
let data45 = data41.server;
const _errs139 = errors;
let valid31 = false;
const _errs140 = errors;
if(typeof data45 === "string"){
if(!(formats16(data45))){
const err114 = {instancePath:instancePath+"/api/mdx/server",schemaPath:"#/properties/api/properties/mdx/properties/server/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema11.properties.api.properties.mdx.properties.server.anyOf[0],data:data45};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
else {
const err115 = {instancePath:instancePath+"/api/mdx/server",schemaPath:"#/properties/api/properties/mdx/properties/server/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.api.properties.mdx.properties.server.anyOf[0].type,parentSchema:schema11.properties.api.properties.mdx.properties.server.anyOf[0],data:data45};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
var _valid4 = _errs140 === errors;
valid31 = valid31 || _valid4;
if(!valid31){
const _errs142 = errors;
if(Array.isArray(data45)){
if(data45.length < 1){
const err116 = {instancePath:instancePath+"/api/mdx/server",schemaPath:"#/properties/api/properties/mdx/properties/server/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema11.properties.api.properties.mdx.properties.server.anyOf[1],data:data45};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
const len4 = data45.length;
for(let i4=0; i4<len4; i4++){
let data46 = data45[i4];
if(typeof data46 === "string"){
if(!(formats16(data46))){
const err117 = {instancePath:instancePath+"/api/mdx/server/" + i4,schemaPath:"#/properties/api/properties/mdx/properties/server/anyOf/1/items/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema11.properties.api.properties.mdx.properties.server.anyOf[1].items,data:data46};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
else {
const err118 = {instancePath:instancePath+"/api/mdx/server/" + i4,schemaPath:"#/properties/api/properties/mdx/properties/server/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.api.properties.mdx.properties.server.anyOf[1].items.type,parentSchema:schema11.properties.api.properties.mdx.properties.server.anyOf[1].items,data:data46};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
}
else {
const err119 = {instancePath:instancePath+"/api/mdx/server",schemaPath:"#/properties/api/properties/mdx/properties/server/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.api.properties.mdx.properties.server.anyOf[1].type,parentSchema:schema11.properties.api.properties.mdx.properties.server.anyOf[1],data:data45};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
var _valid4 = _errs142 === errors;
valid31 = valid31 || _valid4;
}
if(!valid31){
const err120 = {instancePath:instancePath+"/api/mdx/server",schemaPath:"#/properties/api/properties/mdx/properties/server/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema11.properties.api.properties.mdx.properties.server.anyOf,parentSchema:schema11.properties.api.properties.mdx.properties.server,data:data45};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
else {
errors = _errs139;
if(vErrors !== null){
if(_errs139){
vErrors.length = _errs139;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err121 = {instancePath:instancePath+"/api/mdx",schemaPath:"#/properties/api/properties/mdx/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.api.properties.mdx.type,parentSchema:schema11.properties.api.properties.mdx,data:data41};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
}
else {
const err122 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.api.type,parentSchema:schema11.properties.api,data:data15};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data.appearance !== undefined){
let data47 = data.appearance;
if(data47 && typeof data47 == "object" && !Array.isArray(data47)){
for(const key13 in data47){
if(!((key13 === "default") || (key13 === "strict"))){
const err123 = {instancePath:instancePath+"/appearance",schemaPath:"#/properties/appearance/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.appearance,data:data47};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data47.default !== undefined){
let data48 = data47.default;
if(typeof data48 !== "string"){
const err124 = {instancePath:instancePath+"/appearance/default",schemaPath:"#/properties/appearance/properties/default/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.appearance.properties.default.type,parentSchema:schema11.properties.appearance.properties.default,data:data48};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(!(((data48 === "system") || (data48 === "light")) || (data48 === "dark"))){
const err125 = {instancePath:instancePath+"/appearance/default",schemaPath:"#/properties/appearance/properties/default/enum",keyword:"enum",params:{allowedValues: schema11.properties.appearance.properties.default.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.appearance.properties.default.enum,parentSchema:schema11.properties.appearance.properties.default,data:data48};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
if(data47.strict !== undefined){
let data49 = data47.strict;
if(typeof data49 !== "boolean"){
const err126 = {instancePath:instancePath+"/appearance/strict",schemaPath:"#/properties/appearance/properties/strict/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.appearance.properties.strict.type,parentSchema:schema11.properties.appearance.properties.strict,data:data49};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
}
else {
const err127 = {instancePath:instancePath+"/appearance",schemaPath:"#/properties/appearance/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.appearance.type,parentSchema:schema11.properties.appearance,data:data47};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data.background !== undefined){
let data50 = data.background;
if(data50 && typeof data50 == "object" && !Array.isArray(data50)){
for(const key14 in data50){
if(!(((key14 === "image") || (key14 === "decoration")) || (key14 === "color"))){
const err128 = {instancePath:instancePath+"/background",schemaPath:"#/properties/background/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.background,data:data50};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data50.image !== undefined){
let data51 = data50.image;
const _errs157 = errors;
let valid36 = false;
const _errs158 = errors;
if(typeof data51 === "string"){
if(func3(data51) < 1){
const err129 = {instancePath:instancePath+"/background/image",schemaPath:"#/properties/background/properties/image/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.background.properties.image.anyOf[0],data:data51};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
else {
const err130 = {instancePath:instancePath+"/background/image",schemaPath:"#/properties/background/properties/image/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.background.properties.image.anyOf[0].type,parentSchema:schema11.properties.background.properties.image.anyOf[0],data:data51};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
var _valid5 = _errs158 === errors;
valid36 = valid36 || _valid5;
if(!valid36){
const _errs160 = errors;
if(data51 && typeof data51 == "object" && !Array.isArray(data51)){
if(data51.light === undefined){
const err131 = {instancePath:instancePath+"/background/image",schemaPath:"#/definitions/lightDarkPaths/required",keyword:"required",params:{missingProperty: "light"},message:"must have required property '"+"light"+"'",schema:schema15.required,parentSchema:schema15,data:data51};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if(data51.dark === undefined){
const err132 = {instancePath:instancePath+"/background/image",schemaPath:"#/definitions/lightDarkPaths/required",keyword:"required",params:{missingProperty: "dark"},message:"must have required property '"+"dark"+"'",schema:schema15.required,parentSchema:schema15,data:data51};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
for(const key15 in data51){
if(!((key15 === "light") || (key15 === "dark"))){
const err133 = {instancePath:instancePath+"/background/image",schemaPath:"#/definitions/lightDarkPaths/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties",schema:false,parentSchema:schema15,data:data51};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
if(data51.light !== undefined){
let data52 = data51.light;
if(typeof data52 === "string"){
if(func3(data52) < 1){
const err134 = {instancePath:instancePath+"/background/image/light",schemaPath:"#/definitions/lightDarkPaths/properties/light/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema15.properties.light,data:data52};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
else {
const err135 = {instancePath:instancePath+"/background/image/light",schemaPath:"#/definitions/lightDarkPaths/properties/light/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.light.type,parentSchema:schema15.properties.light,data:data52};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
if(data51.dark !== undefined){
let data53 = data51.dark;
if(typeof data53 === "string"){
if(func3(data53) < 1){
const err136 = {instancePath:instancePath+"/background/image/dark",schemaPath:"#/definitions/lightDarkPaths/properties/dark/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema15.properties.dark,data:data53};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
else {
const err137 = {instancePath:instancePath+"/background/image/dark",schemaPath:"#/definitions/lightDarkPaths/properties/dark/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.dark.type,parentSchema:schema15.properties.dark,data:data53};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
}
else {
const err138 = {instancePath:instancePath+"/background/image",schemaPath:"#/definitions/lightDarkPaths/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema15.type,parentSchema:schema15,data:data51};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
var _valid5 = _errs160 === errors;
valid36 = valid36 || _valid5;
}
if(!valid36){
const err139 = {instancePath:instancePath+"/background/image",schemaPath:"#/properties/background/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema11.properties.background.properties.image.anyOf,parentSchema:schema11.properties.background.properties.image,data:data51};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
else {
errors = _errs157;
if(vErrors !== null){
if(_errs157){
vErrors.length = _errs157;
}
else {
vErrors = null;
}
}
}
}
if(data50.decoration !== undefined){
let data54 = data50.decoration;
if(typeof data54 !== "string"){
const err140 = {instancePath:instancePath+"/background/decoration",schemaPath:"#/properties/background/properties/decoration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.background.properties.decoration.type,parentSchema:schema11.properties.background.properties.decoration,data:data54};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
if(!(((data54 === "gradient") || (data54 === "grid")) || (data54 === "windows"))){
const err141 = {instancePath:instancePath+"/background/decoration",schemaPath:"#/properties/background/properties/decoration/enum",keyword:"enum",params:{allowedValues: schema11.properties.background.properties.decoration.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.background.properties.decoration.enum,parentSchema:schema11.properties.background.properties.decoration,data:data54};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
if(data50.color !== undefined){
if(!(validate11(data50.color, {instancePath:instancePath+"/background/color",parentData:data50,parentDataProperty:"color",rootData}))){
vErrors = vErrors === null ? validate11.errors : docslintAppendErrors(vErrors, validate11.errors);
errors = vErrors.length;
}
}
}
else {
const err142 = {instancePath:instancePath+"/background",schemaPath:"#/properties/background/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.background.type,parentSchema:schema11.properties.background,data:data50};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
if(data.navbar !== undefined){
if(!(validate13(data.navbar, {instancePath:instancePath+"/navbar",parentData:data,parentDataProperty:"navbar",rootData}))){
vErrors = vErrors === null ? validate13.errors : docslintAppendErrors(vErrors, validate13.errors);
errors = vErrors.length;
}
}
if(data.navigation !== undefined){
if(!(validate17(data.navigation, {instancePath:instancePath+"/navigation",parentData:data,parentDataProperty:"navigation",rootData}))){
vErrors = vErrors === null ? validate17.errors : docslintAppendErrors(vErrors, validate17.errors);
errors = vErrors.length;
}
}
if(data.footer !== undefined){
if(!(validate49(data.footer, {instancePath:instancePath+"/footer",parentData:data,parentDataProperty:"footer",rootData}))){
vErrors = vErrors === null ? validate49.errors : docslintAppendErrors(vErrors, validate49.errors);
errors = vErrors.length;
}
}
if(data.banner !== undefined){
if(!(validate46(data.banner, {instancePath:instancePath+"/banner",parentData:data,parentDataProperty:"banner",rootData}))){
vErrors = vErrors === null ? validate46.errors : docslintAppendErrors(vErrors, validate46.errors);
errors = vErrors.length;
}
}
if(data.markdown !== undefined){
let data60 = data.markdown;
if(data60 && typeof data60 == "object" && !Array.isArray(data60)){
for(const key16 in data60){
if(!((key16 === "schema") || (key16 === "instructions"))){
const err143 = {instancePath:instancePath+"/markdown",schemaPath:"#/properties/markdown/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.markdown,data:data60};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data60.schema !== undefined){
let data61 = data60.schema;
if(typeof data61 !== "boolean"){
const err144 = {instancePath:instancePath+"/markdown/schema",schemaPath:"#/properties/markdown/properties/schema/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.markdown.properties.schema.type,parentSchema:schema11.properties.markdown.properties.schema,data:data61};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
if(data60.instructions !== undefined){
let data62 = data60.instructions;
const _errs181 = errors;
let valid40 = false;
const _errs182 = errors;
if(typeof data62 !== "string"){
const err145 = {instancePath:instancePath+"/markdown/instructions",schemaPath:"#/properties/markdown/properties/instructions/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.markdown.properties.instructions.anyOf[0].type,parentSchema:schema11.properties.markdown.properties.instructions.anyOf[0],data:data62};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
var _valid6 = _errs182 === errors;
valid40 = valid40 || _valid6;
if(!valid40){
const _errs184 = errors;
if(Array.isArray(data62)){
const len5 = data62.length;
for(let i5=0; i5<len5; i5++){
let data63 = data62[i5];
if(typeof data63 !== "string"){
const err146 = {instancePath:instancePath+"/markdown/instructions/" + i5,schemaPath:"#/properties/markdown/properties/instructions/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.markdown.properties.instructions.anyOf[1].items.type,parentSchema:schema11.properties.markdown.properties.instructions.anyOf[1].items,data:data63};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
}
else {
const err147 = {instancePath:instancePath+"/markdown/instructions",schemaPath:"#/properties/markdown/properties/instructions/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.markdown.properties.instructions.anyOf[1].type,parentSchema:schema11.properties.markdown.properties.instructions.anyOf[1],data:data62};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
var _valid6 = _errs184 === errors;
valid40 = valid40 || _valid6;
}
if(!valid40){
const err148 = {instancePath:instancePath+"/markdown/instructions",schemaPath:"#/properties/markdown/properties/instructions/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema11.properties.markdown.properties.instructions.anyOf,parentSchema:schema11.properties.markdown.properties.instructions,data:data62};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
else {
errors = _errs181;
if(vErrors !== null){
if(_errs181){
vErrors.length = _errs181;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err149 = {instancePath:instancePath+"/markdown",schemaPath:"#/properties/markdown/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.markdown.type,parentSchema:schema11.properties.markdown,data:data60};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
if(data.search !== undefined){
let data64 = data.search;
if(data64 && typeof data64 == "object" && !Array.isArray(data64)){
for(const key17 in data64){
if(!(key17 === "prompt")){
const err150 = {instancePath:instancePath+"/search",schemaPath:"#/properties/search/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.search,data:data64};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data64.prompt !== undefined){
let data65 = data64.prompt;
if(typeof data65 !== "string"){
const err151 = {instancePath:instancePath+"/search/prompt",schemaPath:"#/properties/search/properties/prompt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.search.properties.prompt.type,parentSchema:schema11.properties.search.properties.prompt,data:data65};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
}
else {
const err152 = {instancePath:instancePath+"/search",schemaPath:"#/properties/search/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.search.type,parentSchema:schema11.properties.search,data:data64};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
if(data.seo !== undefined){
let data66 = data.seo;
if(data66 && typeof data66 == "object" && !Array.isArray(data66)){
for(const key18 in data66){
if(!(((key18 === "metatags") || (key18 === "indexing")) || (key18 === "organization"))){
const err153 = {instancePath:instancePath+"/seo",schemaPath:"#/properties/seo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.seo,data:data66};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
if(data66.metatags !== undefined){
let data67 = data66.metatags;
if(data67 && typeof data67 == "object" && !Array.isArray(data67)){
for(const key19 in data67){
let data68 = data67[key19];
if(typeof data68 !== "string"){
const err154 = {instancePath:instancePath+"/seo/metatags/" + key19.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/seo/properties/metatags/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.seo.properties.metatags.additionalProperties.type,parentSchema:schema11.properties.seo.properties.metatags.additionalProperties,data:data68};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
}
else {
const err155 = {instancePath:instancePath+"/seo/metatags",schemaPath:"#/properties/seo/properties/metatags/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.seo.properties.metatags.type,parentSchema:schema11.properties.seo.properties.metatags,data:data67};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
if(data66.indexing !== undefined){
let data69 = data66.indexing;
if(typeof data69 !== "string"){
const err156 = {instancePath:instancePath+"/seo/indexing",schemaPath:"#/properties/seo/properties/indexing/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.seo.properties.indexing.type,parentSchema:schema11.properties.seo.properties.indexing,data:data69};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
if(!((data69 === "navigable") || (data69 === "all"))){
const err157 = {instancePath:instancePath+"/seo/indexing",schemaPath:"#/properties/seo/properties/indexing/enum",keyword:"enum",params:{allowedValues: schema11.properties.seo.properties.indexing.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.seo.properties.indexing.enum,parentSchema:schema11.properties.seo.properties.indexing,data:data69};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
if(data66.organization !== undefined){
let data70 = data66.organization;
if(data70 && typeof data70 == "object" && !Array.isArray(data70)){
for(const key20 in data70){
if(!((((((key20 === "id") || (key20 === "name")) || (key20 === "legalName")) || (key20 === "url")) || (key20 === "logo")) || (key20 === "sameAs"))){
const err158 = {instancePath:instancePath+"/seo/organization",schemaPath:"#/properties/seo/properties/organization/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.seo.properties.organization,data:data70};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
if(data70.id !== undefined){
let data71 = data70.id;
if(typeof data71 === "string"){
if(!(formats16(data71))){
const err159 = {instancePath:instancePath+"/seo/organization/id",schemaPath:"#/properties/seo/properties/organization/properties/id/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema11.properties.seo.properties.organization.properties.id,data:data71};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
else {
const err160 = {instancePath:instancePath+"/seo/organization/id",schemaPath:"#/properties/seo/properties/organization/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.seo.properties.organization.properties.id.type,parentSchema:schema11.properties.seo.properties.organization.properties.id,data:data71};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
if(data70.name !== undefined){
let data72 = data70.name;
if(typeof data72 !== "string"){
const err161 = {instancePath:instancePath+"/seo/organization/name",schemaPath:"#/properties/seo/properties/organization/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.seo.properties.organization.properties.name.type,parentSchema:schema11.properties.seo.properties.organization.properties.name,data:data72};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
if(data70.legalName !== undefined){
let data73 = data70.legalName;
if(typeof data73 !== "string"){
const err162 = {instancePath:instancePath+"/seo/organization/legalName",schemaPath:"#/properties/seo/properties/organization/properties/legalName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.seo.properties.organization.properties.legalName.type,parentSchema:schema11.properties.seo.properties.organization.properties.legalName,data:data73};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
if(data70.url !== undefined){
let data74 = data70.url;
if(typeof data74 === "string"){
if(!(formats16(data74))){
const err163 = {instancePath:instancePath+"/seo/organization/url",schemaPath:"#/properties/seo/properties/organization/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema11.properties.seo.properties.organization.properties.url,data:data74};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
else {
const err164 = {instancePath:instancePath+"/seo/organization/url",schemaPath:"#/properties/seo/properties/organization/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.seo.properties.organization.properties.url.type,parentSchema:schema11.properties.seo.properties.organization.properties.url,data:data74};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
if(data70.logo !== undefined){
let data75 = data70.logo;
if(typeof data75 === "string"){
if(!(formats16(data75))){
const err165 = {instancePath:instancePath+"/seo/organization/logo",schemaPath:"#/properties/seo/properties/organization/properties/logo/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema11.properties.seo.properties.organization.properties.logo,data:data75};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
else {
const err166 = {instancePath:instancePath+"/seo/organization/logo",schemaPath:"#/properties/seo/properties/organization/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.seo.properties.organization.properties.logo.type,parentSchema:schema11.properties.seo.properties.organization.properties.logo,data:data75};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
if(data70.sameAs !== undefined){
let data76 = data70.sameAs;
if(Array.isArray(data76)){
const len6 = data76.length;
for(let i6=0; i6<len6; i6++){
let data77 = data76[i6];
if(typeof data77 === "string"){
if(!(formats16(data77))){
const err167 = {instancePath:instancePath+"/seo/organization/sameAs/" + i6,schemaPath:"#/properties/seo/properties/organization/properties/sameAs/items/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema11.properties.seo.properties.organization.properties.sameAs.items,data:data77};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
else {
const err168 = {instancePath:instancePath+"/seo/organization/sameAs/" + i6,schemaPath:"#/properties/seo/properties/organization/properties/sameAs/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.seo.properties.organization.properties.sameAs.items.type,parentSchema:schema11.properties.seo.properties.organization.properties.sameAs.items,data:data77};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
}
else {
const err169 = {instancePath:instancePath+"/seo/organization/sameAs",schemaPath:"#/properties/seo/properties/organization/properties/sameAs/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.seo.properties.organization.properties.sameAs.type,parentSchema:schema11.properties.seo.properties.organization.properties.sameAs,data:data76};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
}
else {
const err170 = {instancePath:instancePath+"/seo/organization",schemaPath:"#/properties/seo/properties/organization/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.seo.properties.organization.type,parentSchema:schema11.properties.seo.properties.organization,data:data70};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
}
else {
const err171 = {instancePath:instancePath+"/seo",schemaPath:"#/properties/seo/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.seo.type,parentSchema:schema11.properties.seo,data:data66};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
if(data.fonts !== undefined){
let data78 = data.fonts;
const _errs222 = errors;
let valid49 = true;
const _errs223 = errors;
if(data78 && typeof data78 == "object" && !Array.isArray(data78)){
let missing0;
if((data78.source === undefined) && (missing0 = "source")){
const err172 = {};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
var _valid7 = _errs223 === errors;
errors = _errs222;
if(vErrors !== null){
if(_errs222){
vErrors.length = _errs222;
}
else {
vErrors = null;
}
}
if(_valid7){
const _errs224 = errors;
if(data78 && typeof data78 == "object" && !Array.isArray(data78)){
if(data78.format === undefined){
const err173 = {instancePath:instancePath+"/fonts",schemaPath:"#/properties/fonts/then/required",keyword:"required",params:{missingProperty: "format"},message:"must have required property '"+"format"+"'",schema:schema11.properties.fonts.then.required,parentSchema:schema11.properties.fonts.then,data:data78};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
var _valid7 = _errs224 === errors;
valid49 = _valid7;
}
if(!valid49){
const err174 = {instancePath:instancePath+"/fonts",schemaPath:"#/properties/fonts/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema11.properties.fonts.if,parentSchema:schema11.properties.fonts,data:data78};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
if(data78 && typeof data78 == "object" && !Array.isArray(data78)){
for(const key21 in data78){
if(!((((((key21 === "family") || (key21 === "weight")) || (key21 === "source")) || (key21 === "format")) || (key21 === "heading")) || (key21 === "body"))){
const err175 = {instancePath:instancePath+"/fonts",schemaPath:"#/properties/fonts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.fonts,data:data78};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
if(data78.family !== undefined){
let data79 = data78.family;
if(typeof data79 === "string"){
if(func3(data79) < 1){
const err176 = {instancePath:instancePath+"/fonts/family",schemaPath:"#/definitions/font/properties/family/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema150,data:data79};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
else {
const err177 = {instancePath:instancePath+"/fonts/family",schemaPath:"#/definitions/font/properties/family/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema150.type,parentSchema:schema150,data:data79};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
if(data78.weight !== undefined){
let data80 = data78.weight;
if(!((typeof data80 == "number") && (isFinite(data80)))){
const err178 = {instancePath:instancePath+"/fonts/weight",schemaPath:"#/definitions/font/properties/weight/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema151.type,parentSchema:schema151,data:data80};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
if(data78.source !== undefined){
let data81 = data78.source;
if(typeof data81 === "string"){
if(func3(data81) < 1){
const err179 = {instancePath:instancePath+"/fonts/source",schemaPath:"#/definitions/font/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema23,data:data81};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
if(!(formats0.test(data81))){
const err180 = {instancePath:instancePath+"/fonts/source",schemaPath:"#/definitions/font/properties/source/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema23,data:data81};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
else {
const err181 = {instancePath:instancePath+"/fonts/source",schemaPath:"#/definitions/font/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.type,parentSchema:schema23,data:data81};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
}
if(data78.format !== undefined){
let data82 = data78.format;
if(typeof data82 !== "string"){
const err182 = {instancePath:instancePath+"/fonts/format",schemaPath:"#/definitions/font/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema153.type,parentSchema:schema153,data:data82};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
if(!((data82 === "woff") || (data82 === "woff2"))){
const err183 = {instancePath:instancePath+"/fonts/format",schemaPath:"#/definitions/font/properties/format/enum",keyword:"enum",params:{allowedValues: schema153.enum},message:"must be equal to one of the allowed values",schema:schema153.enum,parentSchema:schema153,data:data82};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
if(data78.heading !== undefined){
if(!(validate113(data78.heading, {instancePath:instancePath+"/fonts/heading",parentData:data78,parentDataProperty:"heading",rootData}))){
vErrors = vErrors === null ? validate113.errors : docslintAppendErrors(vErrors, validate113.errors);
errors = vErrors.length;
}
}
if(data78.body !== undefined){
if(!(validate113(data78.body, {instancePath:instancePath+"/fonts/body",parentData:data78,parentDataProperty:"body",rootData}))){
vErrors = vErrors === null ? validate113.errors : docslintAppendErrors(vErrors, validate113.errors);
errors = vErrors.length;
}
}
}
else {
const err184 = {instancePath:instancePath+"/fonts",schemaPath:"#/properties/fonts/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.fonts.type,parentSchema:schema11.properties.fonts,data:data78};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
if(data.icons !== undefined){
let data85 = data.icons;
if(data85 && typeof data85 == "object" && !Array.isArray(data85)){
if(data85.library === undefined){
const err185 = {instancePath:instancePath+"/icons",schemaPath:"#/properties/icons/required",keyword:"required",params:{missingProperty: "library"},message:"must have required property '"+"library"+"'",schema:schema11.properties.icons.required,parentSchema:schema11.properties.icons,data:data85};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
for(const key22 in data85){
if(!(key22 === "library")){
const err186 = {instancePath:instancePath+"/icons",schemaPath:"#/properties/icons/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.icons,data:data85};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
if(data85.library !== undefined){
let data86 = data85.library;
if(typeof data86 !== "string"){
const err187 = {instancePath:instancePath+"/icons/library",schemaPath:"#/properties/icons/properties/library/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.icons.properties.library.type,parentSchema:schema11.properties.icons.properties.library,data:data86};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
if(!(((data86 === "fontawesome") || (data86 === "lucide")) || (data86 === "tabler"))){
const err188 = {instancePath:instancePath+"/icons/library",schemaPath:"#/properties/icons/properties/library/enum",keyword:"enum",params:{allowedValues: schema11.properties.icons.properties.library.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.icons.properties.library.enum,parentSchema:schema11.properties.icons.properties.library,data:data86};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
}
else {
const err189 = {instancePath:instancePath+"/icons",schemaPath:"#/properties/icons/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.icons.type,parentSchema:schema11.properties.icons,data:data85};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
if(data.styling !== undefined){
let data87 = data.styling;
if(data87 && typeof data87 == "object" && !Array.isArray(data87)){
for(const key23 in data87){
if(!(((key23 === "eyebrows") || (key23 === "latex")) || (key23 === "codeblocks"))){
const err190 = {instancePath:instancePath+"/styling",schemaPath:"#/properties/styling/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.styling,data:data87};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
if(data87.eyebrows !== undefined){
let data88 = data87.eyebrows;
if(typeof data88 !== "string"){
const err191 = {instancePath:instancePath+"/styling/eyebrows",schemaPath:"#/properties/styling/properties/eyebrows/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.styling.properties.eyebrows.type,parentSchema:schema11.properties.styling.properties.eyebrows,data:data88};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
if(!((data88 === "section") || (data88 === "breadcrumbs"))){
const err192 = {instancePath:instancePath+"/styling/eyebrows",schemaPath:"#/properties/styling/properties/eyebrows/enum",keyword:"enum",params:{allowedValues: schema11.properties.styling.properties.eyebrows.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.styling.properties.eyebrows.enum,parentSchema:schema11.properties.styling.properties.eyebrows,data:data88};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
if(data87.latex !== undefined){
let data89 = data87.latex;
if(typeof data89 !== "boolean"){
const err193 = {instancePath:instancePath+"/styling/latex",schemaPath:"#/properties/styling/properties/latex/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.styling.properties.latex.type,parentSchema:schema11.properties.styling.properties.latex,data:data89};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
if(data87.codeblocks !== undefined){
let data90 = data87.codeblocks;
const _errs253 = errors;
let valid57 = false;
const _errs254 = errors;
if(typeof data90 === "string"){
if(func3(data90) < 1){
const err194 = {instancePath:instancePath+"/styling/codeblocks",schemaPath:"#/properties/styling/properties/codeblocks/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.styling.properties.codeblocks.anyOf[0],data:data90};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
else {
const err195 = {instancePath:instancePath+"/styling/codeblocks",schemaPath:"#/properties/styling/properties/codeblocks/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.styling.properties.codeblocks.anyOf[0].type,parentSchema:schema11.properties.styling.properties.codeblocks.anyOf[0],data:data90};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
var _valid8 = _errs254 === errors;
valid57 = valid57 || _valid8;
if(!valid57){
const _errs256 = errors;
if(data90 && typeof data90 == "object" && !Array.isArray(data90)){
for(const key24 in data90){
if(!((key24 === "theme") || (key24 === "languages"))){
const err196 = {instancePath:instancePath+"/styling/codeblocks",schemaPath:"#/properties/styling/properties/codeblocks/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.styling.properties.codeblocks.anyOf[1],data:data90};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
if(data90.theme !== undefined){
let data91 = data90.theme;
const _errs260 = errors;
let valid59 = false;
const _errs261 = errors;
if(typeof data91 === "string"){
if(func3(data91) < 1){
const err197 = {instancePath:instancePath+"/styling/codeblocks/theme",schemaPath:"#/properties/styling/properties/codeblocks/anyOf/1/properties/theme/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.theme.anyOf[0],data:data91};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
if(!(formats200.validate(data91))){
const err198 = {instancePath:instancePath+"/styling/codeblocks/theme",schemaPath:"#/properties/styling/properties/codeblocks/anyOf/1/properties/theme/anyOf/0/format",keyword:"format",params:{format: "code-theme"},message:"must match format \""+"code-theme"+"\"",schema:"code-theme",parentSchema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.theme.anyOf[0],data:data91};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
else {
const err199 = {instancePath:instancePath+"/styling/codeblocks/theme",schemaPath:"#/properties/styling/properties/codeblocks/anyOf/1/properties/theme/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.theme.anyOf[0].type,parentSchema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.theme.anyOf[0],data:data91};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
var _valid9 = _errs261 === errors;
valid59 = valid59 || _valid9;
if(!valid59){
const _errs263 = errors;
if(data91 && typeof data91 == "object" && !Array.isArray(data91)){
if(data91.light === undefined){
const err200 = {instancePath:instancePath+"/styling/codeblocks/theme",schemaPath:"#/properties/styling/properties/codeblocks/anyOf/1/properties/theme/anyOf/1/required",keyword:"required",params:{missingProperty: "light"},message:"must have required property '"+"light"+"'",schema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.theme.anyOf[1].required,parentSchema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.theme.anyOf[1],data:data91};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
if(data91.dark === undefined){
const err201 = {instancePath:instancePath+"/styling/codeblocks/theme",schemaPath:"#/properties/styling/properties/codeblocks/anyOf/1/properties/theme/anyOf/1/required",keyword:"required",params:{missingProperty: "dark"},message:"must have required property '"+"dark"+"'",schema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.theme.anyOf[1].required,parentSchema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.theme.anyOf[1],data:data91};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
for(const key25 in data91){
if(!((key25 === "light") || (key25 === "dark"))){
const err202 = {instancePath:instancePath+"/styling/codeblocks/theme",schemaPath:"#/properties/styling/properties/codeblocks/anyOf/1/properties/theme/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.theme.anyOf[1],data:data91};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
if(data91.light !== undefined){
let data92 = data91.light;
if(typeof data92 === "string"){
if(func3(data92) < 1){
const err203 = {instancePath:instancePath+"/styling/codeblocks/theme/light",schemaPath:"#/properties/styling/properties/codeblocks/anyOf/1/properties/theme/anyOf/1/properties/light/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.theme.anyOf[1].properties.light,data:data92};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
if(!(formats200.validate(data92))){
const err204 = {instancePath:instancePath+"/styling/codeblocks/theme/light",schemaPath:"#/properties/styling/properties/codeblocks/anyOf/1/properties/theme/anyOf/1/properties/light/format",keyword:"format",params:{format: "code-theme"},message:"must match format \""+"code-theme"+"\"",schema:"code-theme",parentSchema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.theme.anyOf[1].properties.light,data:data92};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
else {
const err205 = {instancePath:instancePath+"/styling/codeblocks/theme/light",schemaPath:"#/properties/styling/properties/codeblocks/anyOf/1/properties/theme/anyOf/1/properties/light/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.theme.anyOf[1].properties.light.type,parentSchema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.theme.anyOf[1].properties.light,data:data92};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
if(data91.dark !== undefined){
let data93 = data91.dark;
if(typeof data93 === "string"){
if(func3(data93) < 1){
const err206 = {instancePath:instancePath+"/styling/codeblocks/theme/dark",schemaPath:"#/properties/styling/properties/codeblocks/anyOf/1/properties/theme/anyOf/1/properties/dark/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.theme.anyOf[1].properties.dark,data:data93};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
if(!(formats200.validate(data93))){
const err207 = {instancePath:instancePath+"/styling/codeblocks/theme/dark",schemaPath:"#/properties/styling/properties/codeblocks/anyOf/1/properties/theme/anyOf/1/properties/dark/format",keyword:"format",params:{format: "code-theme"},message:"must match format \""+"code-theme"+"\"",schema:"code-theme",parentSchema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.theme.anyOf[1].properties.dark,data:data93};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
}
else {
const err208 = {instancePath:instancePath+"/styling/codeblocks/theme/dark",schemaPath:"#/properties/styling/properties/codeblocks/anyOf/1/properties/theme/anyOf/1/properties/dark/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.theme.anyOf[1].properties.dark.type,parentSchema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.theme.anyOf[1].properties.dark,data:data93};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
}
else {
const err209 = {instancePath:instancePath+"/styling/codeblocks/theme",schemaPath:"#/properties/styling/properties/codeblocks/anyOf/1/properties/theme/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.theme.anyOf[1].type,parentSchema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.theme.anyOf[1],data:data91};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
var _valid9 = _errs263 === errors;
valid59 = valid59 || _valid9;
}
if(!valid59){
const err210 = {instancePath:instancePath+"/styling/codeblocks/theme",schemaPath:"#/properties/styling/properties/codeblocks/anyOf/1/properties/theme/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.theme.anyOf,parentSchema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.theme,data:data91};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
else {
errors = _errs260;
if(vErrors !== null){
if(_errs260){
vErrors.length = _errs260;
}
else {
vErrors = null;
}
}
}
}
if(data90.languages !== undefined){
let data94 = data90.languages;
if(data94 && typeof data94 == "object" && !Array.isArray(data94)){
for(const key26 in data94){
if(!(key26 === "custom")){
const err211 = {instancePath:instancePath+"/styling/codeblocks/languages",schemaPath:"#/properties/styling/properties/codeblocks/anyOf/1/properties/languages/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.languages,data:data94};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
if(data94.custom !== undefined){
let data95 = data94.custom;
if(Array.isArray(data95)){
const len7 = data95.length;
for(let i7=0; i7<len7; i7++){
let data96 = data95[i7];
if(typeof data96 === "string"){
if(func3(data96) < 1){
const err212 = {instancePath:instancePath+"/styling/codeblocks/languages/custom/" + i7,schemaPath:"#/properties/styling/properties/codeblocks/anyOf/1/properties/languages/properties/custom/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.languages.properties.custom.items,data:data96};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
else {
const err213 = {instancePath:instancePath+"/styling/codeblocks/languages/custom/" + i7,schemaPath:"#/properties/styling/properties/codeblocks/anyOf/1/properties/languages/properties/custom/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.languages.properties.custom.items.type,parentSchema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.languages.properties.custom.items,data:data96};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
}
}
else {
const err214 = {instancePath:instancePath+"/styling/codeblocks/languages/custom",schemaPath:"#/properties/styling/properties/codeblocks/anyOf/1/properties/languages/properties/custom/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.languages.properties.custom.type,parentSchema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.languages.properties.custom,data:data95};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
}
else {
const err215 = {instancePath:instancePath+"/styling/codeblocks/languages",schemaPath:"#/properties/styling/properties/codeblocks/anyOf/1/properties/languages/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.languages.type,parentSchema:schema11.properties.styling.properties.codeblocks.anyOf[1].properties.languages,data:data94};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
}
}
else {
const err216 = {instancePath:instancePath+"/styling/codeblocks",schemaPath:"#/properties/styling/properties/codeblocks/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.styling.properties.codeblocks.anyOf[1].type,parentSchema:schema11.properties.styling.properties.codeblocks.anyOf[1],data:data90};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
var _valid8 = _errs256 === errors;
valid57 = valid57 || _valid8;
}
if(!valid57){
const err217 = {instancePath:instancePath+"/styling/codeblocks",schemaPath:"#/properties/styling/properties/codeblocks/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema11.properties.styling.properties.codeblocks.anyOf,parentSchema:schema11.properties.styling.properties.codeblocks,data:data90};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
else {
errors = _errs253;
if(vErrors !== null){
if(_errs253){
vErrors.length = _errs253;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err218 = {instancePath:instancePath+"/styling",schemaPath:"#/properties/styling/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.styling.type,parentSchema:schema11.properties.styling,data:data87};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
}
if(data.redirects !== undefined){
let data97 = data.redirects;
if(Array.isArray(data97)){
const len8 = data97.length;
for(let i8=0; i8<len8; i8++){
let data98 = data97[i8];
if(data98 && typeof data98 == "object" && !Array.isArray(data98)){
if(data98.source === undefined){
const err219 = {instancePath:instancePath+"/redirects/" + i8,schemaPath:"#/properties/redirects/items/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'",schema:schema11.properties.redirects.items.required,parentSchema:schema11.properties.redirects.items,data:data98};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
if(data98.destination === undefined){
const err220 = {instancePath:instancePath+"/redirects/" + i8,schemaPath:"#/properties/redirects/items/required",keyword:"required",params:{missingProperty: "destination"},message:"must have required property '"+"destination"+"'",schema:schema11.properties.redirects.items.required,parentSchema:schema11.properties.redirects.items,data:data98};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
for(const key27 in data98){
if(!(((key27 === "source") || (key27 === "destination")) || (key27 === "permanent"))){
const err221 = {instancePath:instancePath+"/redirects/" + i8,schemaPath:"#/properties/redirects/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key27},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.redirects.items,data:data98};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
}
if(data98.source !== undefined){
let data99 = data98.source;
if(typeof data99 === "string"){
if(func3(data99) < 1){
const err222 = {instancePath:instancePath+"/redirects/" + i8+"/source",schemaPath:"#/properties/redirects/items/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.redirects.items.properties.source,data:data99};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
else {
const err223 = {instancePath:instancePath+"/redirects/" + i8+"/source",schemaPath:"#/properties/redirects/items/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.redirects.items.properties.source.type,parentSchema:schema11.properties.redirects.items.properties.source,data:data99};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
}
if(data98.destination !== undefined){
let data100 = data98.destination;
if(typeof data100 === "string"){
if(func3(data100) < 1){
const err224 = {instancePath:instancePath+"/redirects/" + i8+"/destination",schemaPath:"#/properties/redirects/items/properties/destination/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.redirects.items.properties.destination,data:data100};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
}
else {
const err225 = {instancePath:instancePath+"/redirects/" + i8+"/destination",schemaPath:"#/properties/redirects/items/properties/destination/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.redirects.items.properties.destination.type,parentSchema:schema11.properties.redirects.items.properties.destination,data:data100};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
if(data98.permanent !== undefined){
let data101 = data98.permanent;
if(typeof data101 !== "boolean"){
const err226 = {instancePath:instancePath+"/redirects/" + i8+"/permanent",schemaPath:"#/properties/redirects/items/properties/permanent/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.redirects.items.properties.permanent.type,parentSchema:schema11.properties.redirects.items.properties.permanent,data:data101};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
}
}
else {
const err227 = {instancePath:instancePath+"/redirects/" + i8,schemaPath:"#/properties/redirects/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.redirects.items.type,parentSchema:schema11.properties.redirects.items,data:data98};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
}
}
else {
const err228 = {instancePath:instancePath+"/redirects",schemaPath:"#/properties/redirects/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.redirects.type,parentSchema:schema11.properties.redirects,data:data97};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
}
if(data.integrations !== undefined){
let data102 = data.integrations;
if(data102 && typeof data102 == "object" && !Array.isArray(data102)){
for(const key28 in data102){
if(!(func2.call(schema11.properties.integrations.properties, key28))){
const err229 = {instancePath:instancePath+"/integrations",schemaPath:"#/properties/integrations/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key28},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.integrations,data:data102};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
}
if(data102.adobe !== undefined){
let data103 = data102.adobe;
if(data103 && typeof data103 == "object" && !Array.isArray(data103)){
if(data103.launchUrl === undefined){
const err230 = {instancePath:instancePath+"/integrations/adobe",schemaPath:"#/properties/integrations/properties/adobe/required",keyword:"required",params:{missingProperty: "launchUrl"},message:"must have required property '"+"launchUrl"+"'",schema:schema11.properties.integrations.properties.adobe.required,parentSchema:schema11.properties.integrations.properties.adobe,data:data103};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
for(const key29 in data103){
if(!(key29 === "launchUrl")){
const err231 = {instancePath:instancePath+"/integrations/adobe",schemaPath:"#/properties/integrations/properties/adobe/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key29},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.integrations.properties.adobe,data:data103};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
}
if(data103.launchUrl !== undefined){
let data104 = data103.launchUrl;
if(typeof data104 === "string"){
if(!(formats16(data104))){
const err232 = {instancePath:instancePath+"/integrations/adobe/launchUrl",schemaPath:"#/properties/integrations/properties/adobe/properties/launchUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema11.properties.integrations.properties.adobe.properties.launchUrl,data:data104};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
}
else {
const err233 = {instancePath:instancePath+"/integrations/adobe/launchUrl",schemaPath:"#/properties/integrations/properties/adobe/properties/launchUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.integrations.properties.adobe.properties.launchUrl.type,parentSchema:schema11.properties.integrations.properties.adobe.properties.launchUrl,data:data104};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
}
}
else {
const err234 = {instancePath:instancePath+"/integrations/adobe",schemaPath:"#/properties/integrations/properties/adobe/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.integrations.properties.adobe.type,parentSchema:schema11.properties.integrations.properties.adobe,data:data103};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
}
if(data102.amplitude !== undefined){
let data105 = data102.amplitude;
if(data105 && typeof data105 == "object" && !Array.isArray(data105)){
if(data105.apiKey === undefined){
const err235 = {instancePath:instancePath+"/integrations/amplitude",schemaPath:"#/properties/integrations/properties/amplitude/required",keyword:"required",params:{missingProperty: "apiKey"},message:"must have required property '"+"apiKey"+"'",schema:schema11.properties.integrations.properties.amplitude.required,parentSchema:schema11.properties.integrations.properties.amplitude,data:data105};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
for(const key30 in data105){
if(!(key30 === "apiKey")){
const err236 = {instancePath:instancePath+"/integrations/amplitude",schemaPath:"#/properties/integrations/properties/amplitude/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key30},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.integrations.properties.amplitude,data:data105};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
}
if(data105.apiKey !== undefined){
let data106 = data105.apiKey;
if(typeof data106 === "string"){
if(func3(data106) < 1){
const err237 = {instancePath:instancePath+"/integrations/amplitude/apiKey",schemaPath:"#/properties/integrations/properties/amplitude/properties/apiKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.integrations.properties.amplitude.properties.apiKey,data:data106};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
}
else {
const err238 = {instancePath:instancePath+"/integrations/amplitude/apiKey",schemaPath:"#/properties/integrations/properties/amplitude/properties/apiKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.integrations.properties.amplitude.properties.apiKey.type,parentSchema:schema11.properties.integrations.properties.amplitude.properties.apiKey,data:data106};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
}
}
else {
const err239 = {instancePath:instancePath+"/integrations/amplitude",schemaPath:"#/properties/integrations/properties/amplitude/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.integrations.properties.amplitude.type,parentSchema:schema11.properties.integrations.properties.amplitude,data:data105};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
}
if(data102.clarity !== undefined){
let data107 = data102.clarity;
if(data107 && typeof data107 == "object" && !Array.isArray(data107)){
if(data107.projectId === undefined){
const err240 = {instancePath:instancePath+"/integrations/clarity",schemaPath:"#/properties/integrations/properties/clarity/required",keyword:"required",params:{missingProperty: "projectId"},message:"must have required property '"+"projectId"+"'",schema:schema11.properties.integrations.properties.clarity.required,parentSchema:schema11.properties.integrations.properties.clarity,data:data107};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
for(const key31 in data107){
if(!(key31 === "projectId")){
const err241 = {instancePath:instancePath+"/integrations/clarity",schemaPath:"#/properties/integrations/properties/clarity/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key31},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.integrations.properties.clarity,data:data107};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
if(data107.projectId !== undefined){
let data108 = data107.projectId;
if(typeof data108 === "string"){
if(func3(data108) < 1){
const err242 = {instancePath:instancePath+"/integrations/clarity/projectId",schemaPath:"#/properties/integrations/properties/clarity/properties/projectId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.integrations.properties.clarity.properties.projectId,data:data108};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
}
else {
const err243 = {instancePath:instancePath+"/integrations/clarity/projectId",schemaPath:"#/properties/integrations/properties/clarity/properties/projectId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.integrations.properties.clarity.properties.projectId.type,parentSchema:schema11.properties.integrations.properties.clarity.properties.projectId,data:data108};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
}
}
else {
const err244 = {instancePath:instancePath+"/integrations/clarity",schemaPath:"#/properties/integrations/properties/clarity/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.integrations.properties.clarity.type,parentSchema:schema11.properties.integrations.properties.clarity,data:data107};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
}
if(data102.clearbit !== undefined){
let data109 = data102.clearbit;
if(data109 && typeof data109 == "object" && !Array.isArray(data109)){
if(data109.publicApiKey === undefined){
const err245 = {instancePath:instancePath+"/integrations/clearbit",schemaPath:"#/properties/integrations/properties/clearbit/required",keyword:"required",params:{missingProperty: "publicApiKey"},message:"must have required property '"+"publicApiKey"+"'",schema:schema11.properties.integrations.properties.clearbit.required,parentSchema:schema11.properties.integrations.properties.clearbit,data:data109};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
for(const key32 in data109){
if(!(key32 === "publicApiKey")){
const err246 = {instancePath:instancePath+"/integrations/clearbit",schemaPath:"#/properties/integrations/properties/clearbit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key32},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.integrations.properties.clearbit,data:data109};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
}
if(data109.publicApiKey !== undefined){
let data110 = data109.publicApiKey;
if(typeof data110 === "string"){
if(func3(data110) < 1){
const err247 = {instancePath:instancePath+"/integrations/clearbit/publicApiKey",schemaPath:"#/properties/integrations/properties/clearbit/properties/publicApiKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.integrations.properties.clearbit.properties.publicApiKey,data:data110};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
}
else {
const err248 = {instancePath:instancePath+"/integrations/clearbit/publicApiKey",schemaPath:"#/properties/integrations/properties/clearbit/properties/publicApiKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.integrations.properties.clearbit.properties.publicApiKey.type,parentSchema:schema11.properties.integrations.properties.clearbit.properties.publicApiKey,data:data110};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
}
}
else {
const err249 = {instancePath:instancePath+"/integrations/clearbit",schemaPath:"#/properties/integrations/properties/clearbit/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.integrations.properties.clearbit.type,parentSchema:schema11.properties.integrations.properties.clearbit,data:data109};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
}
if(data102.fathom !== undefined){
let data111 = data102.fathom;
if(data111 && typeof data111 == "object" && !Array.isArray(data111)){
if(data111.siteId === undefined){
const err250 = {instancePath:instancePath+"/integrations/fathom",schemaPath:"#/properties/integrations/properties/fathom/required",keyword:"required",params:{missingProperty: "siteId"},message:"must have required property '"+"siteId"+"'",schema:schema11.properties.integrations.properties.fathom.required,parentSchema:schema11.properties.integrations.properties.fathom,data:data111};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
for(const key33 in data111){
if(!(key33 === "siteId")){
const err251 = {instancePath:instancePath+"/integrations/fathom",schemaPath:"#/properties/integrations/properties/fathom/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key33},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.integrations.properties.fathom,data:data111};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
}
if(data111.siteId !== undefined){
let data112 = data111.siteId;
if(typeof data112 === "string"){
if(func3(data112) < 1){
const err252 = {instancePath:instancePath+"/integrations/fathom/siteId",schemaPath:"#/properties/integrations/properties/fathom/properties/siteId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.integrations.properties.fathom.properties.siteId,data:data112};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
}
else {
const err253 = {instancePath:instancePath+"/integrations/fathom/siteId",schemaPath:"#/properties/integrations/properties/fathom/properties/siteId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.integrations.properties.fathom.properties.siteId.type,parentSchema:schema11.properties.integrations.properties.fathom.properties.siteId,data:data112};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
}
}
else {
const err254 = {instancePath:instancePath+"/integrations/fathom",schemaPath:"#/properties/integrations/properties/fathom/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.integrations.properties.fathom.type,parentSchema:schema11.properties.integrations.properties.fathom,data:data111};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
}
if(data102.frontchat !== undefined){
let data113 = data102.frontchat;
if(data113 && typeof data113 == "object" && !Array.isArray(data113)){
if(data113.snippetId === undefined){
const err255 = {instancePath:instancePath+"/integrations/frontchat",schemaPath:"#/properties/integrations/properties/frontchat/required",keyword:"required",params:{missingProperty: "snippetId"},message:"must have required property '"+"snippetId"+"'",schema:schema11.properties.integrations.properties.frontchat.required,parentSchema:schema11.properties.integrations.properties.frontchat,data:data113};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
for(const key34 in data113){
if(!(key34 === "snippetId")){
const err256 = {instancePath:instancePath+"/integrations/frontchat",schemaPath:"#/properties/integrations/properties/frontchat/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key34},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.integrations.properties.frontchat,data:data113};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
}
if(data113.snippetId !== undefined){
let data114 = data113.snippetId;
if(typeof data114 === "string"){
if(func3(data114) < 6){
const err257 = {instancePath:instancePath+"/integrations/frontchat/snippetId",schemaPath:"#/properties/integrations/properties/frontchat/properties/snippetId/minLength",keyword:"minLength",params:{limit: 6},message:"must NOT have fewer than 6 characters",schema:6,parentSchema:schema11.properties.integrations.properties.frontchat.properties.snippetId,data:data114};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
else {
const err258 = {instancePath:instancePath+"/integrations/frontchat/snippetId",schemaPath:"#/properties/integrations/properties/frontchat/properties/snippetId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.integrations.properties.frontchat.properties.snippetId.type,parentSchema:schema11.properties.integrations.properties.frontchat.properties.snippetId,data:data114};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
}
}
else {
const err259 = {instancePath:instancePath+"/integrations/frontchat",schemaPath:"#/properties/integrations/properties/frontchat/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.integrations.properties.frontchat.type,parentSchema:schema11.properties.integrations.properties.frontchat,data:data113};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
}
if(data102.ga4 !== undefined){
let data115 = data102.ga4;
if(data115 && typeof data115 == "object" && !Array.isArray(data115)){
if(data115.measurementId === undefined){
const err260 = {instancePath:instancePath+"/integrations/ga4",schemaPath:"#/properties/integrations/properties/ga4/required",keyword:"required",params:{missingProperty: "measurementId"},message:"must have required property '"+"measurementId"+"'",schema:schema11.properties.integrations.properties.ga4.required,parentSchema:schema11.properties.integrations.properties.ga4,data:data115};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
for(const key35 in data115){
if(!(key35 === "measurementId")){
const err261 = {instancePath:instancePath+"/integrations/ga4",schemaPath:"#/properties/integrations/properties/ga4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key35},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.integrations.properties.ga4,data:data115};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
}
if(data115.measurementId !== undefined){
let data116 = data115.measurementId;
if(typeof data116 === "string"){
if(!pattern6.test(data116)){
const err262 = {instancePath:instancePath+"/integrations/ga4/measurementId",schemaPath:"#/properties/integrations/properties/ga4/properties/measurementId/pattern",keyword:"pattern",params:{pattern: "^G"},message:"must match pattern \""+"^G"+"\"",schema:"^G",parentSchema:schema11.properties.integrations.properties.ga4.properties.measurementId,data:data116};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
}
else {
const err263 = {instancePath:instancePath+"/integrations/ga4/measurementId",schemaPath:"#/properties/integrations/properties/ga4/properties/measurementId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.integrations.properties.ga4.properties.measurementId.type,parentSchema:schema11.properties.integrations.properties.ga4.properties.measurementId,data:data116};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
}
}
else {
const err264 = {instancePath:instancePath+"/integrations/ga4",schemaPath:"#/properties/integrations/properties/ga4/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.integrations.properties.ga4.type,parentSchema:schema11.properties.integrations.properties.ga4,data:data115};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
}
if(data102.gtm !== undefined){
let data117 = data102.gtm;
if(data117 && typeof data117 == "object" && !Array.isArray(data117)){
if(data117.tagId === undefined){
const err265 = {instancePath:instancePath+"/integrations/gtm",schemaPath:"#/properties/integrations/properties/gtm/required",keyword:"required",params:{missingProperty: "tagId"},message:"must have required property '"+"tagId"+"'",schema:schema11.properties.integrations.properties.gtm.required,parentSchema:schema11.properties.integrations.properties.gtm,data:data117};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
for(const key36 in data117){
if(!(key36 === "tagId")){
const err266 = {instancePath:instancePath+"/integrations/gtm",schemaPath:"#/properties/integrations/properties/gtm/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key36},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.integrations.properties.gtm,data:data117};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
}
if(data117.tagId !== undefined){
let data118 = data117.tagId;
if(typeof data118 === "string"){
if(!pattern6.test(data118)){
const err267 = {instancePath:instancePath+"/integrations/gtm/tagId",schemaPath:"#/properties/integrations/properties/gtm/properties/tagId/pattern",keyword:"pattern",params:{pattern: "^G"},message:"must match pattern \""+"^G"+"\"",schema:"^G",parentSchema:schema11.properties.integrations.properties.gtm.properties.tagId,data:data118};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
}
else {
const err268 = {instancePath:instancePath+"/integrations/gtm/tagId",schemaPath:"#/properties/integrations/properties/gtm/properties/tagId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.integrations.properties.gtm.properties.tagId.type,parentSchema:schema11.properties.integrations.properties.gtm.properties.tagId,data:data118};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
}
}
else {
const err269 = {instancePath:instancePath+"/integrations/gtm",schemaPath:"#/properties/integrations/properties/gtm/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.integrations.properties.gtm.type,parentSchema:schema11.properties.integrations.properties.gtm,data:data117};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
}
if(data102.heap !== undefined){
let data119 = data102.heap;
if(data119 && typeof data119 == "object" && !Array.isArray(data119)){
if(data119.appId === undefined){
const err270 = {instancePath:instancePath+"/integrations/heap",schemaPath:"#/properties/integrations/properties/heap/required",keyword:"required",params:{missingProperty: "appId"},message:"must have required property '"+"appId"+"'",schema:schema11.properties.integrations.properties.heap.required,parentSchema:schema11.properties.integrations.properties.heap,data:data119};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
for(const key37 in data119){
if(!(key37 === "appId")){
const err271 = {instancePath:instancePath+"/integrations/heap",schemaPath:"#/properties/integrations/properties/heap/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key37},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.integrations.properties.heap,data:data119};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
}
if(data119.appId !== undefined){
let data120 = data119.appId;
if(typeof data120 === "string"){
if(func3(data120) < 1){
const err272 = {instancePath:instancePath+"/integrations/heap/appId",schemaPath:"#/properties/integrations/properties/heap/properties/appId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.integrations.properties.heap.properties.appId,data:data120};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
}
else {
const err273 = {instancePath:instancePath+"/integrations/heap/appId",schemaPath:"#/properties/integrations/properties/heap/properties/appId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.integrations.properties.heap.properties.appId.type,parentSchema:schema11.properties.integrations.properties.heap.properties.appId,data:data120};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
}
}
else {
const err274 = {instancePath:instancePath+"/integrations/heap",schemaPath:"#/properties/integrations/properties/heap/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.integrations.properties.heap.type,parentSchema:schema11.properties.integrations.properties.heap,data:data119};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
}
if(data102.hightouch !== undefined){
let data121 = data102.hightouch;
if(data121 && typeof data121 == "object" && !Array.isArray(data121)){
if(data121.writeKey === undefined){
const err275 = {instancePath:instancePath+"/integrations/hightouch",schemaPath:"#/properties/integrations/properties/hightouch/required",keyword:"required",params:{missingProperty: "writeKey"},message:"must have required property '"+"writeKey"+"'",schema:schema11.properties.integrations.properties.hightouch.required,parentSchema:schema11.properties.integrations.properties.hightouch,data:data121};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
for(const key38 in data121){
if(!((key38 === "writeKey") || (key38 === "apiHost"))){
const err276 = {instancePath:instancePath+"/integrations/hightouch",schemaPath:"#/properties/integrations/properties/hightouch/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key38},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.integrations.properties.hightouch,data:data121};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
}
if(data121.writeKey !== undefined){
let data122 = data121.writeKey;
if(typeof data122 === "string"){
if(func3(data122) < 1){
const err277 = {instancePath:instancePath+"/integrations/hightouch/writeKey",schemaPath:"#/properties/integrations/properties/hightouch/properties/writeKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.integrations.properties.hightouch.properties.writeKey,data:data122};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
}
else {
const err278 = {instancePath:instancePath+"/integrations/hightouch/writeKey",schemaPath:"#/properties/integrations/properties/hightouch/properties/writeKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.integrations.properties.hightouch.properties.writeKey.type,parentSchema:schema11.properties.integrations.properties.hightouch.properties.writeKey,data:data122};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
}
if(data121.apiHost !== undefined){
let data123 = data121.apiHost;
if(typeof data123 === "string"){
if(func3(data123) < 1){
const err279 = {instancePath:instancePath+"/integrations/hightouch/apiHost",schemaPath:"#/properties/integrations/properties/hightouch/properties/apiHost/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.integrations.properties.hightouch.properties.apiHost,data:data123};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
}
else {
const err280 = {instancePath:instancePath+"/integrations/hightouch/apiHost",schemaPath:"#/properties/integrations/properties/hightouch/properties/apiHost/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.integrations.properties.hightouch.properties.apiHost.type,parentSchema:schema11.properties.integrations.properties.hightouch.properties.apiHost,data:data123};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
}
}
else {
const err281 = {instancePath:instancePath+"/integrations/hightouch",schemaPath:"#/properties/integrations/properties/hightouch/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.integrations.properties.hightouch.type,parentSchema:schema11.properties.integrations.properties.hightouch,data:data121};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
}
if(data102.hotjar !== undefined){
let data124 = data102.hotjar;
if(data124 && typeof data124 == "object" && !Array.isArray(data124)){
if(data124.hjid === undefined){
const err282 = {instancePath:instancePath+"/integrations/hotjar",schemaPath:"#/properties/integrations/properties/hotjar/required",keyword:"required",params:{missingProperty: "hjid"},message:"must have required property '"+"hjid"+"'",schema:schema11.properties.integrations.properties.hotjar.required,parentSchema:schema11.properties.integrations.properties.hotjar,data:data124};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
if(data124.hjsv === undefined){
const err283 = {instancePath:instancePath+"/integrations/hotjar",schemaPath:"#/properties/integrations/properties/hotjar/required",keyword:"required",params:{missingProperty: "hjsv"},message:"must have required property '"+"hjsv"+"'",schema:schema11.properties.integrations.properties.hotjar.required,parentSchema:schema11.properties.integrations.properties.hotjar,data:data124};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
for(const key39 in data124){
if(!((key39 === "hjid") || (key39 === "hjsv"))){
const err284 = {instancePath:instancePath+"/integrations/hotjar",schemaPath:"#/properties/integrations/properties/hotjar/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key39},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.integrations.properties.hotjar,data:data124};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
}
if(data124.hjid !== undefined){
let data125 = data124.hjid;
if(typeof data125 === "string"){
if(func3(data125) < 1){
const err285 = {instancePath:instancePath+"/integrations/hotjar/hjid",schemaPath:"#/properties/integrations/properties/hotjar/properties/hjid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.integrations.properties.hotjar.properties.hjid,data:data125};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
}
else {
const err286 = {instancePath:instancePath+"/integrations/hotjar/hjid",schemaPath:"#/properties/integrations/properties/hotjar/properties/hjid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.integrations.properties.hotjar.properties.hjid.type,parentSchema:schema11.properties.integrations.properties.hotjar.properties.hjid,data:data125};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
}
if(data124.hjsv !== undefined){
let data126 = data124.hjsv;
if(typeof data126 === "string"){
if(func3(data126) < 1){
const err287 = {instancePath:instancePath+"/integrations/hotjar/hjsv",schemaPath:"#/properties/integrations/properties/hotjar/properties/hjsv/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.integrations.properties.hotjar.properties.hjsv,data:data126};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
}
else {
const err288 = {instancePath:instancePath+"/integrations/hotjar/hjsv",schemaPath:"#/properties/integrations/properties/hotjar/properties/hjsv/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.integrations.properties.hotjar.properties.hjsv.type,parentSchema:schema11.properties.integrations.properties.hotjar.properties.hjsv,data:data126};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
}
}
else {
const err289 = {instancePath:instancePath+"/integrations/hotjar",schemaPath:"#/properties/integrations/properties/hotjar/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.integrations.properties.hotjar.type,parentSchema:schema11.properties.integrations.properties.hotjar,data:data124};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
}
if(data102.intercom !== undefined){
let data127 = data102.intercom;
if(data127 && typeof data127 == "object" && !Array.isArray(data127)){
if(data127.appId === undefined){
const err290 = {instancePath:instancePath+"/integrations/intercom",schemaPath:"#/properties/integrations/properties/intercom/required",keyword:"required",params:{missingProperty: "appId"},message:"must have required property '"+"appId"+"'",schema:schema11.properties.integrations.properties.intercom.required,parentSchema:schema11.properties.integrations.properties.intercom,data:data127};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
for(const key40 in data127){
if(!(key40 === "appId")){
const err291 = {instancePath:instancePath+"/integrations/intercom",schemaPath:"#/properties/integrations/properties/intercom/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key40},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.integrations.properties.intercom,data:data127};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
}
if(data127.appId !== undefined){
let data128 = data127.appId;
if(typeof data128 === "string"){
if(func3(data128) < 6){
const err292 = {instancePath:instancePath+"/integrations/intercom/appId",schemaPath:"#/properties/integrations/properties/intercom/properties/appId/minLength",keyword:"minLength",params:{limit: 6},message:"must NOT have fewer than 6 characters",schema:6,parentSchema:schema11.properties.integrations.properties.intercom.properties.appId,data:data128};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
}
else {
const err293 = {instancePath:instancePath+"/integrations/intercom/appId",schemaPath:"#/properties/integrations/properties/intercom/properties/appId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.integrations.properties.intercom.properties.appId.type,parentSchema:schema11.properties.integrations.properties.intercom.properties.appId,data:data128};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
}
}
else {
const err294 = {instancePath:instancePath+"/integrations/intercom",schemaPath:"#/properties/integrations/properties/intercom/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.integrations.properties.intercom.type,parentSchema:schema11.properties.integrations.properties.intercom,data:data127};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
}
if(data102.logrocket !== undefined){
let data129 = data102.logrocket;
if(data129 && typeof data129 == "object" && !Array.isArray(data129)){
if(data129.appId === undefined){
const err295 = {instancePath:instancePath+"/integrations/logrocket",schemaPath:"#/properties/integrations/properties/logrocket/required",keyword:"required",params:{missingProperty: "appId"},message:"must have required property '"+"appId"+"'",schema:schema11.properties.integrations.properties.logrocket.required,parentSchema:schema11.properties.integrations.properties.logrocket,data:data129};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
for(const key41 in data129){
if(!(key41 === "appId")){
const err296 = {instancePath:instancePath+"/integrations/logrocket",schemaPath:"#/properties/integrations/properties/logrocket/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key41},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.integrations.properties.logrocket,data:data129};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
}
if(data129.appId !== undefined){
let data130 = data129.appId;
if(typeof data130 === "string"){
if(func3(data130) < 1){
const err297 = {instancePath:instancePath+"/integrations/logrocket/appId",schemaPath:"#/properties/integrations/properties/logrocket/properties/appId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.integrations.properties.logrocket.properties.appId,data:data130};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
}
else {
const err298 = {instancePath:instancePath+"/integrations/logrocket/appId",schemaPath:"#/properties/integrations/properties/logrocket/properties/appId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.integrations.properties.logrocket.properties.appId.type,parentSchema:schema11.properties.integrations.properties.logrocket.properties.appId,data:data130};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
}
}
else {
const err299 = {instancePath:instancePath+"/integrations/logrocket",schemaPath:"#/properties/integrations/properties/logrocket/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.integrations.properties.logrocket.type,parentSchema:schema11.properties.integrations.properties.logrocket,data:data129};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
}
if(data102.mixpanel !== undefined){
let data131 = data102.mixpanel;
if(data131 && typeof data131 == "object" && !Array.isArray(data131)){
if(data131.projectToken === undefined){
const err300 = {instancePath:instancePath+"/integrations/mixpanel",schemaPath:"#/properties/integrations/properties/mixpanel/required",keyword:"required",params:{missingProperty: "projectToken"},message:"must have required property '"+"projectToken"+"'",schema:schema11.properties.integrations.properties.mixpanel.required,parentSchema:schema11.properties.integrations.properties.mixpanel,data:data131};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
for(const key42 in data131){
if(!(key42 === "projectToken")){
const err301 = {instancePath:instancePath+"/integrations/mixpanel",schemaPath:"#/properties/integrations/properties/mixpanel/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key42},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.integrations.properties.mixpanel,data:data131};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
}
if(data131.projectToken !== undefined){
let data132 = data131.projectToken;
if(typeof data132 === "string"){
if(func3(data132) < 1){
const err302 = {instancePath:instancePath+"/integrations/mixpanel/projectToken",schemaPath:"#/properties/integrations/properties/mixpanel/properties/projectToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.integrations.properties.mixpanel.properties.projectToken,data:data132};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
}
else {
const err303 = {instancePath:instancePath+"/integrations/mixpanel/projectToken",schemaPath:"#/properties/integrations/properties/mixpanel/properties/projectToken/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.integrations.properties.mixpanel.properties.projectToken.type,parentSchema:schema11.properties.integrations.properties.mixpanel.properties.projectToken,data:data132};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
}
}
else {
const err304 = {instancePath:instancePath+"/integrations/mixpanel",schemaPath:"#/properties/integrations/properties/mixpanel/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.integrations.properties.mixpanel.type,parentSchema:schema11.properties.integrations.properties.mixpanel,data:data131};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
}
if(data102.pirsch !== undefined){
let data133 = data102.pirsch;
if(data133 && typeof data133 == "object" && !Array.isArray(data133)){
if(data133.id === undefined){
const err305 = {instancePath:instancePath+"/integrations/pirsch",schemaPath:"#/properties/integrations/properties/pirsch/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema11.properties.integrations.properties.pirsch.required,parentSchema:schema11.properties.integrations.properties.pirsch,data:data133};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
for(const key43 in data133){
if(!(key43 === "id")){
const err306 = {instancePath:instancePath+"/integrations/pirsch",schemaPath:"#/properties/integrations/properties/pirsch/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key43},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.integrations.properties.pirsch,data:data133};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
}
if(data133.id !== undefined){
let data134 = data133.id;
if(typeof data134 === "string"){
if(func3(data134) < 1){
const err307 = {instancePath:instancePath+"/integrations/pirsch/id",schemaPath:"#/properties/integrations/properties/pirsch/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.integrations.properties.pirsch.properties.id,data:data134};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
}
else {
const err308 = {instancePath:instancePath+"/integrations/pirsch/id",schemaPath:"#/properties/integrations/properties/pirsch/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.integrations.properties.pirsch.properties.id.type,parentSchema:schema11.properties.integrations.properties.pirsch.properties.id,data:data134};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
}
}
else {
const err309 = {instancePath:instancePath+"/integrations/pirsch",schemaPath:"#/properties/integrations/properties/pirsch/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.integrations.properties.pirsch.type,parentSchema:schema11.properties.integrations.properties.pirsch,data:data133};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
}
if(data102.plausible !== undefined){
let data135 = data102.plausible;
if(data135 && typeof data135 == "object" && !Array.isArray(data135)){
if(data135.domain === undefined){
const err310 = {instancePath:instancePath+"/integrations/plausible",schemaPath:"#/properties/integrations/properties/plausible/required",keyword:"required",params:{missingProperty: "domain"},message:"must have required property '"+"domain"+"'",schema:schema11.properties.integrations.properties.plausible.required,parentSchema:schema11.properties.integrations.properties.plausible,data:data135};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
for(const key44 in data135){
if(!((key44 === "domain") || (key44 === "server"))){
const err311 = {instancePath:instancePath+"/integrations/plausible",schemaPath:"#/properties/integrations/properties/plausible/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key44},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.integrations.properties.plausible,data:data135};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
}
if(data135.domain !== undefined){
let data136 = data135.domain;
if(typeof data136 === "string"){
if(func3(data136) < 1){
const err312 = {instancePath:instancePath+"/integrations/plausible/domain",schemaPath:"#/properties/integrations/properties/plausible/properties/domain/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.integrations.properties.plausible.properties.domain,data:data136};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
}
else {
const err313 = {instancePath:instancePath+"/integrations/plausible/domain",schemaPath:"#/properties/integrations/properties/plausible/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.integrations.properties.plausible.properties.domain.type,parentSchema:schema11.properties.integrations.properties.plausible.properties.domain,data:data136};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
}
if(data135.server !== undefined){
let data137 = data135.server;
if(typeof data137 === "string"){
if(func3(data137) < 1){
const err314 = {instancePath:instancePath+"/integrations/plausible/server",schemaPath:"#/properties/integrations/properties/plausible/properties/server/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.integrations.properties.plausible.properties.server,data:data137};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
}
else {
const err315 = {instancePath:instancePath+"/integrations/plausible/server",schemaPath:"#/properties/integrations/properties/plausible/properties/server/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.integrations.properties.plausible.properties.server.type,parentSchema:schema11.properties.integrations.properties.plausible.properties.server,data:data137};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
}
}
else {
const err316 = {instancePath:instancePath+"/integrations/plausible",schemaPath:"#/properties/integrations/properties/plausible/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.integrations.properties.plausible.type,parentSchema:schema11.properties.integrations.properties.plausible,data:data135};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
}
if(data102.posthog !== undefined){
let data138 = data102.posthog;
if(data138 && typeof data138 == "object" && !Array.isArray(data138)){
if(data138.apiKey === undefined){
const err317 = {instancePath:instancePath+"/integrations/posthog",schemaPath:"#/properties/integrations/properties/posthog/required",keyword:"required",params:{missingProperty: "apiKey"},message:"must have required property '"+"apiKey"+"'",schema:schema11.properties.integrations.properties.posthog.required,parentSchema:schema11.properties.integrations.properties.posthog,data:data138};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
for(const key45 in data138){
if(!(((key45 === "apiKey") || (key45 === "apiHost")) || (key45 === "sessionRecording"))){
const err318 = {instancePath:instancePath+"/integrations/posthog",schemaPath:"#/properties/integrations/properties/posthog/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key45},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.integrations.properties.posthog,data:data138};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
}
if(data138.apiKey !== undefined){
let data139 = data138.apiKey;
if(typeof data139 === "string"){
if(!pattern8.test(data139)){
const err319 = {instancePath:instancePath+"/integrations/posthog/apiKey",schemaPath:"#/properties/integrations/properties/posthog/properties/apiKey/pattern",keyword:"pattern",params:{pattern: "^phc_"},message:"must match pattern \""+"^phc_"+"\"",schema:"^phc_",parentSchema:schema11.properties.integrations.properties.posthog.properties.apiKey,data:data139};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
}
else {
const err320 = {instancePath:instancePath+"/integrations/posthog/apiKey",schemaPath:"#/properties/integrations/properties/posthog/properties/apiKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.integrations.properties.posthog.properties.apiKey.type,parentSchema:schema11.properties.integrations.properties.posthog.properties.apiKey,data:data139};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
}
if(data138.apiHost !== undefined){
let data140 = data138.apiHost;
if(typeof data140 === "string"){
if(!(formats16(data140))){
const err321 = {instancePath:instancePath+"/integrations/posthog/apiHost",schemaPath:"#/properties/integrations/properties/posthog/properties/apiHost/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema11.properties.integrations.properties.posthog.properties.apiHost,data:data140};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
}
else {
const err322 = {instancePath:instancePath+"/integrations/posthog/apiHost",schemaPath:"#/properties/integrations/properties/posthog/properties/apiHost/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.integrations.properties.posthog.properties.apiHost.type,parentSchema:schema11.properties.integrations.properties.posthog.properties.apiHost,data:data140};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
}
if(data138.sessionRecording !== undefined){
let data141 = data138.sessionRecording;
if(typeof data141 !== "boolean"){
const err323 = {instancePath:instancePath+"/integrations/posthog/sessionRecording",schemaPath:"#/properties/integrations/properties/posthog/properties/sessionRecording/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.integrations.properties.posthog.properties.sessionRecording.type,parentSchema:schema11.properties.integrations.properties.posthog.properties.sessionRecording,data:data141};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
}
}
else {
const err324 = {instancePath:instancePath+"/integrations/posthog",schemaPath:"#/properties/integrations/properties/posthog/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.integrations.properties.posthog.type,parentSchema:schema11.properties.integrations.properties.posthog,data:data138};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
}
if(data102.segment !== undefined){
let data142 = data102.segment;
if(data142 && typeof data142 == "object" && !Array.isArray(data142)){
if(data142.key === undefined){
const err325 = {instancePath:instancePath+"/integrations/segment",schemaPath:"#/properties/integrations/properties/segment/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'",schema:schema11.properties.integrations.properties.segment.required,parentSchema:schema11.properties.integrations.properties.segment,data:data142};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
for(const key46 in data142){
if(!(key46 === "key")){
const err326 = {instancePath:instancePath+"/integrations/segment",schemaPath:"#/properties/integrations/properties/segment/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key46},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.integrations.properties.segment,data:data142};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
}
if(data142.key !== undefined){
let data143 = data142.key;
if(typeof data143 === "string"){
if(func3(data143) < 1){
const err327 = {instancePath:instancePath+"/integrations/segment/key",schemaPath:"#/properties/integrations/properties/segment/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.integrations.properties.segment.properties.key,data:data143};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
}
else {
const err328 = {instancePath:instancePath+"/integrations/segment/key",schemaPath:"#/properties/integrations/properties/segment/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.integrations.properties.segment.properties.key.type,parentSchema:schema11.properties.integrations.properties.segment.properties.key,data:data143};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
}
}
else {
const err329 = {instancePath:instancePath+"/integrations/segment",schemaPath:"#/properties/integrations/properties/segment/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.integrations.properties.segment.type,parentSchema:schema11.properties.integrations.properties.segment,data:data142};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
}
if(data102.telemetry !== undefined){
let data144 = data102.telemetry;
if(data144 && typeof data144 == "object" && !Array.isArray(data144)){
for(const key47 in data144){
if(!(key47 === "enabled")){
const err330 = {instancePath:instancePath+"/integrations/telemetry",schemaPath:"#/properties/integrations/properties/telemetry/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key47},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.integrations.properties.telemetry,data:data144};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
}
if(data144.enabled !== undefined){
let data145 = data144.enabled;
if(typeof data145 !== "boolean"){
const err331 = {instancePath:instancePath+"/integrations/telemetry/enabled",schemaPath:"#/properties/integrations/properties/telemetry/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.integrations.properties.telemetry.properties.enabled.type,parentSchema:schema11.properties.integrations.properties.telemetry.properties.enabled,data:data145};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
}
errors++;
}
}
}
else {
const err332 = {instancePath:instancePath+"/integrations/telemetry",schemaPath:"#/properties/integrations/properties/telemetry/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.integrations.properties.telemetry.type,parentSchema:schema11.properties.integrations.properties.telemetry,data:data144};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
}
if(data102.cookies !== undefined){
let data146 = data102.cookies;
if(data146 && typeof data146 == "object" && !Array.isArray(data146)){
for(const key48 in data146){
if(!((key48 === "key") || (key48 === "value"))){
const err333 = {instancePath:instancePath+"/integrations/cookies",schemaPath:"#/properties/integrations/properties/cookies/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key48},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.integrations.properties.cookies,data:data146};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
}
if(data146.key !== undefined){
let data147 = data146.key;
if(typeof data147 !== "string"){
const err334 = {instancePath:instancePath+"/integrations/cookies/key",schemaPath:"#/properties/integrations/properties/cookies/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.integrations.properties.cookies.properties.key.type,parentSchema:schema11.properties.integrations.properties.cookies.properties.key,data:data147};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
}
if(data146.value !== undefined){
let data148 = data146.value;
if(typeof data148 !== "string"){
const err335 = {instancePath:instancePath+"/integrations/cookies/value",schemaPath:"#/properties/integrations/properties/cookies/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.integrations.properties.cookies.properties.value.type,parentSchema:schema11.properties.integrations.properties.cookies.properties.value,data:data148};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
}
}
else {
const err336 = {instancePath:instancePath+"/integrations/cookies",schemaPath:"#/properties/integrations/properties/cookies/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.integrations.properties.cookies.type,parentSchema:schema11.properties.integrations.properties.cookies,data:data146};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
}
}
else {
const err337 = {instancePath:instancePath+"/integrations",schemaPath:"#/properties/integrations/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.integrations.type,parentSchema:schema11.properties.integrations,data:data102};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
}
if(data.errors !== undefined){
let data149 = data.errors;
if(data149 && typeof data149 == "object" && !Array.isArray(data149)){
for(const key49 in data149){
if(!(key49 === "404")){
const err338 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key49},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.errors,data:data149};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
}
if(data149["404"] !== undefined){
let data150 = data149["404"];
if(data150 && typeof data150 == "object" && !Array.isArray(data150)){
for(const key50 in data150){
if(!(((key50 === "redirect") || (key50 === "title")) || (key50 === "description"))){
const err339 = {instancePath:instancePath+"/errors/404",schemaPath:"#/properties/errors/properties/404/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key50},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.errors.properties["404"],data:data150};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
}
if(data150.redirect !== undefined){
let data151 = data150.redirect;
if(typeof data151 !== "boolean"){
const err340 = {instancePath:instancePath+"/errors/404/redirect",schemaPath:"#/properties/errors/properties/404/properties/redirect/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.errors.properties["404"].properties.redirect.type,parentSchema:schema11.properties.errors.properties["404"].properties.redirect,data:data151};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
}
if(data150.title !== undefined){
let data152 = data150.title;
if(typeof data152 !== "string"){
const err341 = {instancePath:instancePath+"/errors/404/title",schemaPath:"#/properties/errors/properties/404/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.errors.properties["404"].properties.title.type,parentSchema:schema11.properties.errors.properties["404"].properties.title,data:data152};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
}
if(data150.description !== undefined){
let data153 = data150.description;
if(typeof data153 !== "string"){
const err342 = {instancePath:instancePath+"/errors/404/description",schemaPath:"#/properties/errors/properties/404/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.errors.properties["404"].properties.description.type,parentSchema:schema11.properties.errors.properties["404"].properties.description,data:data153};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
}
}
else {
const err343 = {instancePath:instancePath+"/errors/404",schemaPath:"#/properties/errors/properties/404/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.errors.properties["404"].type,parentSchema:schema11.properties.errors.properties["404"],data:data150};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
}
}
else {
const err344 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.errors.type,parentSchema:schema11.properties.errors,data:data149};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
}
if(data.contextual !== undefined){
let data154 = data.contextual;
if(data154 && typeof data154 == "object" && !Array.isArray(data154)){
if(data154.options === undefined){
const err345 = {instancePath:instancePath+"/contextual",schemaPath:"#/properties/contextual/required",keyword:"required",params:{missingProperty: "options"},message:"must have required property '"+"options"+"'",schema:schema11.properties.contextual.required,parentSchema:schema11.properties.contextual,data:data154};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
for(const key51 in data154){
if(!((key51 === "options") || (key51 === "display"))){
const err346 = {instancePath:instancePath+"/contextual",schemaPath:"#/properties/contextual/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key51},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.contextual,data:data154};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
}
if(data154.options !== undefined){
let data155 = data154.options;
if(Array.isArray(data155)){
const len9 = data155.length;
for(let i9=0; i9<len9; i9++){
let data156 = data155[i9];
const _errs425 = errors;
let valid93 = false;
const _errs426 = errors;
if(typeof data156 !== "string"){
const err347 = {instancePath:instancePath+"/contextual/options/" + i9,schemaPath:"#/properties/contextual/properties/options/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.contextual.properties.options.items.anyOf[0].type,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[0],data:data156};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
if(!((((((((((((((((((data156 === "add-mcp") || (data156 === "aistudio")) || (data156 === "assistant")) || (data156 === "chatgpt")) || (data156 === "claude")) || (data156 === "copy")) || (data156 === "cursor")) || (data156 === "devin")) || (data156 === "devin-desktop")) || (data156 === "devin-mcp")) || (data156 === "download-pdf")) || (data156 === "download-spec")) || (data156 === "grok")) || (data156 === "mcp")) || (data156 === "perplexity")) || (data156 === "view")) || (data156 === "vscode")) || (data156 === "windsurf"))){
const err348 = {instancePath:instancePath+"/contextual/options/" + i9,schemaPath:"#/properties/contextual/properties/options/items/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema11.properties.contextual.properties.options.items.anyOf[0].enum},message:"must be equal to one of the allowed values",schema:schema11.properties.contextual.properties.options.items.anyOf[0].enum,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[0],data:data156};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
var _valid10 = _errs426 === errors;
valid93 = valid93 || _valid10;
if(!valid93){
const _errs428 = errors;
if(data156 && typeof data156 == "object" && !Array.isArray(data156)){
if(data156.title === undefined){
const err349 = {instancePath:instancePath+"/contextual/options/" + i9,schemaPath:"#/properties/contextual/properties/options/items/anyOf/1/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema11.properties.contextual.properties.options.items.anyOf[1].required,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[1],data:data156};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
if(data156.description === undefined){
const err350 = {instancePath:instancePath+"/contextual/options/" + i9,schemaPath:"#/properties/contextual/properties/options/items/anyOf/1/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'",schema:schema11.properties.contextual.properties.options.items.anyOf[1].required,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[1],data:data156};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
if(data156.href === undefined){
const err351 = {instancePath:instancePath+"/contextual/options/" + i9,schemaPath:"#/properties/contextual/properties/options/items/anyOf/1/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'",schema:schema11.properties.contextual.properties.options.items.anyOf[1].required,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[1],data:data156};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
for(const key52 in data156){
if(!((((key52 === "title") || (key52 === "description")) || (key52 === "icon")) || (key52 === "href"))){
const err352 = {instancePath:instancePath+"/contextual/options/" + i9,schemaPath:"#/properties/contextual/properties/options/items/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key52},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[1],data:data156};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
}
if(data156.title !== undefined){
let data157 = data156.title;
if(typeof data157 === "string"){
if(func3(data157) < 1){
const err353 = {instancePath:instancePath+"/contextual/options/" + i9+"/title",schemaPath:"#/properties/contextual/properties/options/items/anyOf/1/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.title,data:data157};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
}
errors++;
}
}
else {
const err354 = {instancePath:instancePath+"/contextual/options/" + i9+"/title",schemaPath:"#/properties/contextual/properties/options/items/anyOf/1/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.title.type,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.title,data:data157};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
}
if(data156.description !== undefined){
let data158 = data156.description;
if(typeof data158 !== "string"){
const err355 = {instancePath:instancePath+"/contextual/options/" + i9+"/description",schemaPath:"#/properties/contextual/properties/options/items/anyOf/1/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.description.type,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.description,data:data158};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
}
if(data156.icon !== undefined){
if(!(validate14(data156.icon, {instancePath:instancePath+"/contextual/options/" + i9+"/icon",parentData:data156,parentDataProperty:"icon",rootData}))){
vErrors = vErrors === null ? validate14.errors : docslintAppendErrors(vErrors, validate14.errors);
errors = vErrors.length;
}
}
if(data156.href !== undefined){
let data160 = data156.href;
const _errs437 = errors;
let valid95 = false;
const _errs438 = errors;
if(typeof data160 === "string"){
if(func3(data160) < 1){
const err356 = {instancePath:instancePath+"/contextual/options/" + i9+"/href",schemaPath:"#/properties/contextual/properties/options/items/anyOf/1/properties/href/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf[0],data:data160};
if(vErrors === null){
vErrors = [err356];
}
else {
vErrors.push(err356);
}
errors++;
}
}
else {
const err357 = {instancePath:instancePath+"/contextual/options/" + i9+"/href",schemaPath:"#/properties/contextual/properties/options/items/anyOf/1/properties/href/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf[0].type,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf[0],data:data160};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
var _valid11 = _errs438 === errors;
valid95 = valid95 || _valid11;
if(!valid95){
const _errs440 = errors;
if(data160 && typeof data160 == "object" && !Array.isArray(data160)){
if(data160.base === undefined){
const err358 = {instancePath:instancePath+"/contextual/options/" + i9+"/href",schemaPath:"#/properties/contextual/properties/options/items/anyOf/1/properties/href/anyOf/1/required",keyword:"required",params:{missingProperty: "base"},message:"must have required property '"+"base"+"'",schema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf[1].required,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf[1],data:data160};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
}
for(const key53 in data160){
if(!((key53 === "base") || (key53 === "query"))){
const err359 = {instancePath:instancePath+"/contextual/options/" + i9+"/href",schemaPath:"#/properties/contextual/properties/options/items/anyOf/1/properties/href/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key53},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf[1],data:data160};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
}
if(data160.base !== undefined){
let data161 = data160.base;
if(typeof data161 === "string"){
if(func3(data161) < 1){
const err360 = {instancePath:instancePath+"/contextual/options/" + i9+"/href/base",schemaPath:"#/properties/contextual/properties/options/items/anyOf/1/properties/href/anyOf/1/properties/base/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf[1].properties.base,data:data161};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
}
else {
const err361 = {instancePath:instancePath+"/contextual/options/" + i9+"/href/base",schemaPath:"#/properties/contextual/properties/options/items/anyOf/1/properties/href/anyOf/1/properties/base/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf[1].properties.base.type,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf[1].properties.base,data:data161};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
}
if(data160.query !== undefined){
let data162 = data160.query;
if(Array.isArray(data162)){
const len10 = data162.length;
for(let i10=0; i10<len10; i10++){
let data163 = data162[i10];
if(data163 && typeof data163 == "object" && !Array.isArray(data163)){
if(data163.key === undefined){
const err362 = {instancePath:instancePath+"/contextual/options/" + i9+"/href/query/" + i10,schemaPath:"#/properties/contextual/properties/options/items/anyOf/1/properties/href/anyOf/1/properties/query/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'",schema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf[1].properties.query.items.required,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf[1].properties.query.items,data:data163};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
if(data163.value === undefined){
const err363 = {instancePath:instancePath+"/contextual/options/" + i9+"/href/query/" + i10,schemaPath:"#/properties/contextual/properties/options/items/anyOf/1/properties/href/anyOf/1/properties/query/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'",schema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf[1].properties.query.items.required,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf[1].properties.query.items,data:data163};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
for(const key54 in data163){
if(!((key54 === "key") || (key54 === "value"))){
const err364 = {instancePath:instancePath+"/contextual/options/" + i9+"/href/query/" + i10,schemaPath:"#/properties/contextual/properties/options/items/anyOf/1/properties/href/anyOf/1/properties/query/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key54},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf[1].properties.query.items,data:data163};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
}
if(data163.key !== undefined){
let data164 = data163.key;
if(typeof data164 === "string"){
if(func3(data164) < 1){
const err365 = {instancePath:instancePath+"/contextual/options/" + i9+"/href/query/" + i10+"/key",schemaPath:"#/properties/contextual/properties/options/items/anyOf/1/properties/href/anyOf/1/properties/query/items/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf[1].properties.query.items.properties.key,data:data164};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
}
else {
const err366 = {instancePath:instancePath+"/contextual/options/" + i9+"/href/query/" + i10+"/key",schemaPath:"#/properties/contextual/properties/options/items/anyOf/1/properties/href/anyOf/1/properties/query/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf[1].properties.query.items.properties.key.type,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf[1].properties.query.items.properties.key,data:data164};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
}
}
if(data163.value !== undefined){
let data165 = data163.value;
if(typeof data165 !== "string"){
const err367 = {instancePath:instancePath+"/contextual/options/" + i9+"/href/query/" + i10+"/value",schemaPath:"#/properties/contextual/properties/options/items/anyOf/1/properties/href/anyOf/1/properties/query/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf[1].properties.query.items.properties.value.type,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf[1].properties.query.items.properties.value,data:data165};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
}
}
else {
const err368 = {instancePath:instancePath+"/contextual/options/" + i9+"/href/query/" + i10,schemaPath:"#/properties/contextual/properties/options/items/anyOf/1/properties/href/anyOf/1/properties/query/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf[1].properties.query.items.type,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf[1].properties.query.items,data:data163};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
}
}
else {
const err369 = {instancePath:instancePath+"/contextual/options/" + i9+"/href/query",schemaPath:"#/properties/contextual/properties/options/items/anyOf/1/properties/href/anyOf/1/properties/query/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf[1].properties.query.type,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf[1].properties.query,data:data162};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
}
}
else {
const err370 = {instancePath:instancePath+"/contextual/options/" + i9+"/href",schemaPath:"#/properties/contextual/properties/options/items/anyOf/1/properties/href/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf[1].type,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf[1],data:data160};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
var _valid11 = _errs440 === errors;
valid95 = valid95 || _valid11;
}
if(!valid95){
const err371 = {instancePath:instancePath+"/contextual/options/" + i9+"/href",schemaPath:"#/properties/contextual/properties/options/items/anyOf/1/properties/href/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href.anyOf,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[1].properties.href,data:data160};
if(vErrors === null){
vErrors = [err371];
}
else {
vErrors.push(err371);
}
errors++;
}
else {
errors = _errs437;
if(vErrors !== null){
if(_errs437){
vErrors.length = _errs437;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err372 = {instancePath:instancePath+"/contextual/options/" + i9,schemaPath:"#/properties/contextual/properties/options/items/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.contextual.properties.options.items.anyOf[1].type,parentSchema:schema11.properties.contextual.properties.options.items.anyOf[1],data:data156};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
var _valid10 = _errs428 === errors;
valid93 = valid93 || _valid10;
}
if(!valid93){
const err373 = {instancePath:instancePath+"/contextual/options/" + i9,schemaPath:"#/properties/contextual/properties/options/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema11.properties.contextual.properties.options.items.anyOf,parentSchema:schema11.properties.contextual.properties.options.items,data:data156};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
else {
errors = _errs425;
if(vErrors !== null){
if(_errs425){
vErrors.length = _errs425;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err374 = {instancePath:instancePath+"/contextual/options",schemaPath:"#/properties/contextual/properties/options/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.contextual.properties.options.type,parentSchema:schema11.properties.contextual.properties.options,data:data155};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
}
if(data154.display !== undefined){
let data166 = data154.display;
if(typeof data166 !== "string"){
const err375 = {instancePath:instancePath+"/contextual/display",schemaPath:"#/properties/contextual/properties/display/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.contextual.properties.display.type,parentSchema:schema11.properties.contextual.properties.display,data:data166};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
if(!((data166 === "header") || (data166 === "toc"))){
const err376 = {instancePath:instancePath+"/contextual/display",schemaPath:"#/properties/contextual/properties/display/enum",keyword:"enum",params:{allowedValues: schema11.properties.contextual.properties.display.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.contextual.properties.display.enum,parentSchema:schema11.properties.contextual.properties.display,data:data166};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
}
}
else {
const err377 = {instancePath:instancePath+"/contextual",schemaPath:"#/properties/contextual/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.contextual.type,parentSchema:schema11.properties.contextual,data:data154};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
}
if(data.thumbnails !== undefined){
let data167 = data.thumbnails;
if(data167 && typeof data167 == "object" && !Array.isArray(data167)){
for(const key55 in data167){
if(!(((key55 === "appearance") || (key55 === "background")) || (key55 === "fonts"))){
const err378 = {instancePath:instancePath+"/thumbnails",schemaPath:"#/properties/thumbnails/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key55},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.thumbnails,data:data167};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
}
if(data167.appearance !== undefined){
let data168 = data167.appearance;
if(typeof data168 !== "string"){
const err379 = {instancePath:instancePath+"/thumbnails/appearance",schemaPath:"#/properties/thumbnails/properties/appearance/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.thumbnails.properties.appearance.type,parentSchema:schema11.properties.thumbnails.properties.appearance,data:data168};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
if(!((data168 === "light") || (data168 === "dark"))){
const err380 = {instancePath:instancePath+"/thumbnails/appearance",schemaPath:"#/properties/thumbnails/properties/appearance/enum",keyword:"enum",params:{allowedValues: schema11.properties.thumbnails.properties.appearance.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.thumbnails.properties.appearance.enum,parentSchema:schema11.properties.thumbnails.properties.appearance,data:data168};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
}
if(data167.background !== undefined){
let data169 = data167.background;
if(typeof data169 === "string"){
if(func3(data169) < 1){
const err381 = {instancePath:instancePath+"/thumbnails/background",schemaPath:"#/properties/thumbnails/properties/background/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.thumbnails.properties.background,data:data169};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
}
else {
const err382 = {instancePath:instancePath+"/thumbnails/background",schemaPath:"#/properties/thumbnails/properties/background/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.thumbnails.properties.background.type,parentSchema:schema11.properties.thumbnails.properties.background,data:data169};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
}
if(data167.fonts !== undefined){
let data170 = data167.fonts;
if(data170 && typeof data170 == "object" && !Array.isArray(data170)){
if(data170.family === undefined){
const err383 = {instancePath:instancePath+"/thumbnails/fonts",schemaPath:"#/properties/thumbnails/properties/fonts/required",keyword:"required",params:{missingProperty: "family"},message:"must have required property '"+"family"+"'",schema:schema11.properties.thumbnails.properties.fonts.required,parentSchema:schema11.properties.thumbnails.properties.fonts,data:data170};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
for(const key56 in data170){
if(!(key56 === "family")){
const err384 = {instancePath:instancePath+"/thumbnails/fonts",schemaPath:"#/properties/thumbnails/properties/fonts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key56},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.thumbnails.properties.fonts,data:data170};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
}
if(data170.family !== undefined){
let data171 = data170.family;
if(typeof data171 === "string"){
if(func3(data171) < 1){
const err385 = {instancePath:instancePath+"/thumbnails/fonts/family",schemaPath:"#/properties/thumbnails/properties/fonts/properties/family/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.thumbnails.properties.fonts.properties.family,data:data171};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
}
else {
const err386 = {instancePath:instancePath+"/thumbnails/fonts/family",schemaPath:"#/properties/thumbnails/properties/fonts/properties/family/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.thumbnails.properties.fonts.properties.family.type,parentSchema:schema11.properties.thumbnails.properties.fonts.properties.family,data:data171};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
}
}
else {
const err387 = {instancePath:instancePath+"/thumbnails/fonts",schemaPath:"#/properties/thumbnails/properties/fonts/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.thumbnails.properties.fonts.type,parentSchema:schema11.properties.thumbnails.properties.fonts,data:data170};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
}
}
else {
const err388 = {instancePath:instancePath+"/thumbnails",schemaPath:"#/properties/thumbnails/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.thumbnails.type,parentSchema:schema11.properties.thumbnails,data:data167};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
}
if(data.metadata !== undefined){
let data172 = data.metadata;
if(data172 && typeof data172 == "object" && !Array.isArray(data172)){
for(const key57 in data172){
if(!(key57 === "timestamp")){
const err389 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key57},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.metadata,data:data172};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
}
if(data172.timestamp !== undefined){
let data173 = data172.timestamp;
if(typeof data173 !== "boolean"){
const err390 = {instancePath:instancePath+"/metadata/timestamp",schemaPath:"#/properties/metadata/properties/timestamp/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.metadata.properties.timestamp.type,parentSchema:schema11.properties.metadata.properties.timestamp,data:data173};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
}
}
else {
const err391 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.metadata.type,parentSchema:schema11.properties.metadata,data:data172};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
}
if(data.variables !== undefined){
let data174 = data.variables;
if(data174 && typeof data174 == "object" && !Array.isArray(data174)){
for(const key58 in data174){
let data175 = data174[key58];
if(typeof data175 !== "string"){
const err392 = {instancePath:instancePath+"/variables/" + key58.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/variables/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.variables.additionalProperties.type,parentSchema:schema11.properties.variables.additionalProperties,data:data175};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
}
}
else {
const err393 = {instancePath:instancePath+"/variables",schemaPath:"#/properties/variables/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.variables.type,parentSchema:schema11.properties.variables,data:data174};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
}
if(data.interaction !== undefined){
let data176 = data.interaction;
if(data176 && typeof data176 == "object" && !Array.isArray(data176)){
for(const key59 in data176){
if(!(key59 === "drilldown")){
const err394 = {instancePath:instancePath+"/interaction",schemaPath:"#/properties/interaction/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key59},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.interaction,data:data176};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
}
errors++;
}
}
if(data176.drilldown !== undefined){
let data177 = data176.drilldown;
if(typeof data177 !== "boolean"){
const err395 = {instancePath:instancePath+"/interaction/drilldown",schemaPath:"#/properties/interaction/properties/drilldown/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.interaction.properties.drilldown.type,parentSchema:schema11.properties.interaction.properties.drilldown,data:data177};
if(vErrors === null){
vErrors = [err395];
}
else {
vErrors.push(err395);
}
errors++;
}
}
}
else {
const err396 = {instancePath:instancePath+"/interaction",schemaPath:"#/properties/interaction/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.interaction.type,parentSchema:schema11.properties.interaction,data:data176};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
}
if(data.public !== undefined){
let data178 = data.public;
if(typeof data178 !== "boolean"){
const err397 = {instancePath:instancePath+"/public",schemaPath:"#/properties/public/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.public.type,parentSchema:schema11.properties.public,data:data178};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
}
errors++;
}
}
}
else {
const err398 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

return module.exports
}
