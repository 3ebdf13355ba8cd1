import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * The component library's own stylesheet (its Tailwind build, in CSS layers, so the preview's unlayered rules
 * win where both style an element), written once per build as `_docslint/components.css`. Its `.dark` rules
 * follow the class the preview's mode script sets on `<html>`, and `--color-primary` and friends are the
 * site's colours (layout.ts's `colorStyle`). It names no URL but `data:` images.
 */
const LIBRARY_STYLE = readFileSync(createRequire(import.meta.url).resolve('@mintlify/components/styles.css'), 'utf8')

/** The preview's rules for what it draws itself beside the library (components.ts): after the library's, unlayered. */
const OWN_STYLE = `
/* A card with a link is a link as a whole: the library's typography underlines a page's links (.prose a), which would underline every line of the card. */
a.card{text-decoration:none}
.component-placeholder{display:block;margin:16px 0;padding:12px 16px;border:2px dashed #d97706;border-radius:12px}
span.component-placeholder{display:inline-block;margin:0;padding:2px 6px}
.component-placeholder-label{display:block;font-size:12px;font-weight:600;color:#92400e;margin-bottom:4px}
html.dark .component-placeholder-label{color:#fbbf24}
.icon-component{display:inline-block;vertical-align:middle}.icon-component>svg{width:100%;height:100%}
.view-switcher{margin:8px 0 16px;padding:4px 8px;border:1px solid var(--border);border-radius:8px;background:var(--bg);color:var(--fg)}
.prompt{margin:16px 0;border:1px solid var(--border);border-radius:12px;overflow:hidden}
.prompt-bar{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:8px 12px;border-bottom:1px solid var(--border);font-weight:600}
.prompt-text{padding:8px 12px;white-space:pre-wrap}
.github-repo{display:inline-flex;align-items:center;gap:8px;margin:8px 0;padding:8px 12px;border:1px solid var(--border);border-radius:12px;color:var(--fg);text-decoration:none}
.github-repo>svg{width:16px;height:16px}
.column{min-width:0}
/* The library's field pills are small text (12px) on a tinted pill: its grey "default" label (stone-400 / dark stone-500) and its red "required" (red-600) fall below WCAG AA's 4.5:1; these keep the pills' look at AA in both modes. */
[data-component-part="field-info-pill"] .text-stone-400{color:#57534e}
html.dark [data-component-part="field-info-pill"] .text-stone-400{color:#a8a29e}
[data-component-part="field-required-pill"]{color:#b91c1c}
html.dark [data-component-part="field-required-pill"]{color:#fca5a5}
`

export const COMPONENTS_STYLE = LIBRARY_STYLE + OWN_STYLE
