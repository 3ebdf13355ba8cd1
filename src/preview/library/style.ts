import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * The component library's own stylesheet (its Tailwind build, in CSS layers, so the preview's unlayered rules
 * win where both style an element), written once per build as `_docslint/components.css`. Its `.dark` rules
 * follow the class the preview's mode script sets on `<html>`, and `--color-primary` and friends are the
 * site's colours (layout.ts's `colorStyle`). It names no URL but `data:` images.
 */
export const COMPONENTS_STYLE = readFileSync(createRequire(import.meta.url).resolve('@mintlify/components/styles.css'), 'utf8')
