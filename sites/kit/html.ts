import { compile, type Options, selectAll as cssSelectAll } from 'css-select'
import { absoluteUrl } from './extract.ts'
import { type DefaultTreeAdapterTypes, parse } from 'parse5'

/**
 * The parsers' view of an HTML page: parse5 builds the tree as a browser would (the WHATWG
 * algorithm, so a page whose authors left `<tr>`, `<td>` or `<p>` open, or nested a form in a
 * table, comes out as the site's own visitors see it), and css-select answers CSS selectors over
 * that tree. Both are pure JavaScript and load in Node and in Deno alike. No scripts run and no
 * styles apply. Why these and not jsdom: docs/decisions/014-html-parser.md.
 */

export type HtmlNode = DefaultTreeAdapterTypes.Node
export type HtmlElement = DefaultTreeAdapterTypes.Element
export type HtmlParent = DefaultTreeAdapterTypes.ParentNode

const isElement = (node: HtmlNode): node is HtmlElement => 'tagName' in node
const childrenOf = (node: HtmlNode): HtmlNode[] => ('childNodes' in node ? node.childNodes : [])
const parentOf = (node: HtmlNode): HtmlParent | null => ('parentNode' in node ? node.parentNode : null)

function rawTextOf(node: HtmlNode): string {
	if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value
	return childrenOf(node).map(rawTextOf).join('')
}

/** css-select reads parse5's own tree through this, so no second tree is built. */
const adapter: NonNullable<Options<HtmlNode, HtmlElement>['adapter']> = {
	isTag: isElement,
	getAttributeValue: (element, name) => element.attrs.find((attribute) => attribute.name === name)?.value,
	hasAttrib: (element, name) => element.attrs.some((attribute) => attribute.name === name),
	getChildren: childrenOf,
	getName: (element) => element.tagName,
	getParent: (node) => parentOf(node),
	getSiblings: (node) => {
		const parent = parentOf(node)
		return parent ? parent.childNodes : [node]
	},
	prevElementSibling: (node) => {
		const siblings = childrenOf(parentOf(node) ?? node)
		for (let index = siblings.indexOf(node as DefaultTreeAdapterTypes.ChildNode) - 1; index >= 0; index--) {
			const sibling = siblings[index]!
			if (isElement(sibling)) return sibling
		}
		return null
	},
	getText: rawTextOf,
	removeSubsets: (nodes) =>
		nodes.filter((node, index) => {
			if (nodes.indexOf(node) !== index) return false
			for (let ancestor = parentOf(node); ancestor; ancestor = parentOf(ancestor)) if (nodes.includes(ancestor)) return false
			return true
		}),
}

type Query = (element: HtmlElement) => boolean
/** The parsers ask the same few selectors of every page: each is compiled once. */
const compiled = new Map<string, Query>()

function query(selector: string): Query {
	let found = compiled.get(selector)
	if (!found) {
		found = compile<HtmlNode, HtmlElement>(selector, { adapter })
		compiled.set(selector, found)
	}
	return found
}

/** A whole document; a fragment comes out inside the `<html><body>` a browser would give it. */
export function parseHtml(html: string): HtmlParent {
	return parse(html)
}

/** Elements under `scope` (not `scope` itself) matching a selector, in document order. */
export function selectAll(scope: HtmlParent, selector: string): HtmlElement[] {
	return cssSelectAll<HtmlNode, HtmlElement>(query(selector), scope, { adapter })
}

export function selectOne(scope: HtmlParent, selector: string): HtmlElement | null {
	return selectAll(scope, selector)[0] ?? null
}

export function attr(element: HtmlElement | null | undefined, name: string): string | undefined {
	return element ? adapter.getAttributeValue(element, name) : undefined
}

/** Every attribute of an element by name (the first of a repeated name wins, as in a browser). */
export function attributes(element: HtmlElement): Record<string, string> {
	return Object.fromEntries(element.attrs.map((attribute) => [attribute.name, attribute.value]))
}

/** Elements whose content flows on the same line as the text around them. */
const inlineTags = new Set(['a', 'abbr', 'b', 'bdi', 'em', 'font', 'i', 'small', 'span', 'strong', 'sub', 'sup', 'u'])

/**
 * The text of a node as a reader sees it: blocks and `<br>` separate words, inline elements do
 * not, runs of white space (no-break spaces included) become one space; scripts, styles and
 * templates are not text. Elements under `node` that `skip` accepts are left out (a badge in a
 * headline, say).
 */
export function textOf(node: HtmlNode | null | undefined, skip?: (element: HtmlElement) => boolean): string {
	if (!node) return ''
	const parts: string[] = []
	const walk = (current: HtmlNode) => {
		if (current.nodeName === '#text') parts.push((current as DefaultTreeAdapterTypes.TextNode).value)
		else if (isElement(current)) {
			if (current.tagName === 'script' || current.tagName === 'style' || current.tagName === 'template') return
			if (current !== node && skip?.(current)) {
				parts.push(' ')
				return
			}
			if (current.tagName === 'br') parts.push(' ')
			for (const child of current.childNodes) walk(child)
			if (!inlineTags.has(current.tagName)) parts.push(' ')
		} else for (const child of childrenOf(current)) walk(child)
	}
	walk(node)
	return parts.join('').replace(/[\s\u00a0\u202f]+/g, ' ').trim()
}

/** The raw text content of a script or style element. */
export function rawText(element: HtmlElement): string {
	return rawTextOf(element)
}

/**
 * Stand-ins a page shows where a photo is missing or not loaded yet: data URIs, spacer GIFs and
 * the sites' "no photo" pictures. They are no image of the car.
 */
const placeholderImage = /^data:|(?:^|[/_-])(?:blank|spacer|pixel|transparent|placeholder|dummy|no[-_]?(?:photo|image|img|foto|pic|slike?)s?|nophoto|noimage|brez[-_]?slike)[^/]*\.(?:gif|png|jpe?g|svg|webp)(?:$|[?#])/i

/**
 * The URL of the photo an `<img>` shows once loaded: lazy-loading pages keep it in `data-src`
 * (or a sibling attribute) while `src` holds a placeholder. Null when there is no real photo.
 */
export function imageUrlOf(image: HtmlElement | null | undefined, pageUrl: string, isPlaceholder: (url: string) => boolean = () => false): string | null {
	if (!image) return null
	const srcset = attr(image, 'data-srcset') ?? attr(image, 'srcset')
	const candidates = [attr(image, 'data-src'), attr(image, 'data-lazy-src'), attr(image, 'data-original'), attr(image, 'src'), srcset?.trim().split(/\s+/)[0]]
	for (const candidate of candidates) {
		const url = candidate?.trim() ? absoluteUrl(candidate, pageUrl) : null
		if (url && !placeholderImage.test(candidate!.trim()) && !isPlaceholder(url)) return url
	}
	return null
}
