/**
 * A small, forgiving HTML reader for the parsers: it builds an element tree from a page, answers
 * simple CSS selectors and reads text. It is not a browser: no scripts run, no styles apply.
 *
 * Why not jsdom: the adapters run in the Deno worker and in tests thousands of times; a page of a
 * results list needs only a tree, classes, attributes and text, and a tolerant tree builder that
 * closes what authors forgot (`<tr>`, `<td>`, `<li>`, `<p>`) is enough for that.
 */

export type HtmlText = { type: 'text'; text: string; parent: HtmlElement | null }
export type HtmlElement = {
	type: 'element'
	tag: string
	attrs: Record<string, string>
	children: HtmlNode[]
	parent: HtmlElement | null
}
export type HtmlNode = HtmlElement | HtmlText

const voidTags = new Set([
	'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr',
])
/** Their content is text up to the matching end tag, never markup. */
const rawTextTags = new Set(['script', 'style', 'textarea', 'title', 'noscript'])

/**
 * An opening tag closes an open sibling of its kind first (`<tr>` ends the open `<tr>` and
 * everything inside it), looking up to, not past, the boundary tags.
 */
const implicitClose: Record<string, { closes: string[]; boundary: string[] }> = {
	li: { closes: ['li'], boundary: ['ul', 'ol'] },
	dt: { closes: ['dt', 'dd'], boundary: ['dl'] },
	dd: { closes: ['dt', 'dd'], boundary: ['dl'] },
	tr: { closes: ['tr'], boundary: ['table', 'tbody', 'thead', 'tfoot'] },
	td: { closes: ['td', 'th'], boundary: ['tr', 'table'] },
	th: { closes: ['td', 'th'], boundary: ['tr', 'table'] },
	thead: { closes: ['thead', 'tbody', 'tfoot'], boundary: ['table'] },
	tbody: { closes: ['thead', 'tbody', 'tfoot'], boundary: ['table'] },
	tfoot: { closes: ['thead', 'tbody', 'tfoot'], boundary: ['table'] },
	option: { closes: ['option'], boundary: ['select', 'datalist'] },
}
const closesParagraph = new Set([
	'p', 'div', 'ul', 'ol', 'dl', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'article', 'header',
	'footer', 'nav', 'aside', 'form', 'pre', 'blockquote', 'hr', 'main', 'figure',
])

const namedEntities: Record<string, string> = {
	amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', euro: '€', pound: '£', yen: '¥',
	copy: '©', reg: '®', trade: '™', hellip: '…', ndash: '–', mdash: '—', laquo: '«', raquo: '»', middot: '·',
	bull: '•', deg: '°', sup2: '²', sup3: '³', times: '×', shy: '\u00ad', lsquo: '‘', rsquo: '’', ldquo: '“',
	rdquo: '”', bdquo: '„', sbquo: '‚', scaron: 'š', Scaron: 'Š', ccaron: 'č', Ccaron: 'Č', zcaron: 'ž',
	Zcaron: 'Ž', auml: 'ä', ouml: 'ö', uuml: 'ü', Auml: 'Ä', Ouml: 'Ö', Uuml: 'Ü', szlig: 'ß', eacute: 'é',
	egrave: 'è', agrave: 'à', ograve: 'ò', ugrave: 'ù', igrave: 'ì', ccedil: 'ç', ecirc: 'ê', acirc: 'â',
}

export function decodeEntities(text: string): string {
	if (!text.includes('&')) return text
	return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);?/gi, (match, name: string) => {
		if (name[0] === '#') {
			const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10)
			return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match
		}
		return namedEntities[name] ?? namedEntities[name.toLowerCase()] ?? match
	})
}

const attributePattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g

function parseAttributes(source: string): Record<string, string> {
	const attrs: Record<string, string> = {}
	for (const match of source.matchAll(attributePattern)) {
		const name = match[1]!.toLowerCase()
		if (name in attrs) continue
		attrs[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '')
	}
	return attrs
}

/** Reads a whole document (or a fragment) into a tree under a synthetic `#root` element. */
export function parseHtml(html: string): HtmlElement {
	const root: HtmlElement = { type: 'element', tag: '#root', attrs: {}, children: [], parent: null }
	const stack: HtmlElement[] = [root]
	const current = () => stack[stack.length - 1]!
	const addText = (text: string) => {
		if (text) current().children.push({ type: 'text', text: decodeEntities(text), parent: current() })
	}
	const closeTo = (index: number) => {
		stack.length = index
	}
	const findOpen = (tags: string[], boundary: string[]) => {
		for (let i = stack.length - 1; i > 0; i--) {
			const tag = stack[i]!.tag
			if (tags.includes(tag)) return i
			if (boundary.includes(tag)) return -1
		}
		return -1
	}

	let position = 0
	const length = html.length
	while (position < length) {
		const lt = html.indexOf('<', position)
		if (lt === -1) {
			addText(html.slice(position))
			break
		}
		if (lt > position) addText(html.slice(position, lt))
		if (html.startsWith('<!--', lt)) {
			const end = html.indexOf('-->', lt + 4)
			position = end === -1 ? length : end + 3
			continue
		}
		if (html[lt + 1] === '!' || html[lt + 1] === '?') {
			const end = html.indexOf('>', lt)
			position = end === -1 ? length : end + 1
			continue
		}
		const closing = html[lt + 1] === '/'
		const nameMatch = /^[a-zA-Z][a-zA-Z0-9:-]*/.exec(html.slice(lt + (closing ? 2 : 1), lt + (closing ? 2 : 1) + 64))
		if (!nameMatch) {
			addText('<')
			position = lt + 1
			continue
		}
		const tag = nameMatch[0].toLowerCase()
		// The end of the tag: the first `>` outside a quoted attribute value.
		let cursor = lt + (closing ? 2 : 1) + nameMatch[0].length
		let quote: string | null = null
		for (; cursor < length; cursor++) {
			const char = html[cursor]
			if (quote) {
				if (char === quote) quote = null
			} else if (char === '"' || char === "'") {
				quote = char
			} else if (char === '>') {
				break
			}
		}
		const inner = html.slice(lt + (closing ? 2 : 1) + nameMatch[0].length, cursor)
		position = cursor + 1

		if (closing) {
			const index = findOpen([tag], [])
			if (index > 0) closeTo(index)
			continue
		}
		const rule = implicitClose[tag]
		if (rule) {
			const index = findOpen(rule.closes, rule.boundary)
			if (index > 0) closeTo(index)
		}
		if (closesParagraph.has(tag)) {
			const index = findOpen(['p'], ['div', 'td', 'th', 'li', 'article', 'section', 'table'])
			if (index > 0) closeTo(index)
		}
		const element: HtmlElement = {
			type: 'element',
			tag,
			attrs: parseAttributes(inner.replace(/\/\s*$/, '')),
			children: [],
			parent: current(),
		}
		current().children.push(element)
		if (voidTags.has(tag) || /\/\s*$/.test(inner)) continue
		if (rawTextTags.has(tag)) {
			const endPattern = new RegExp(`</${tag}\\s*>`, 'ig')
			endPattern.lastIndex = position
			const end = endPattern.exec(html)
			const text = html.slice(position, end ? end.index : length)
			if (text) element.children.push({ type: 'text', text: tag === 'script' || tag === 'style' ? text : decodeEntities(text), parent: element })
			position = end ? end.index + end[0].length : length
			continue
		}
		stack.push(element)
	}
	return root
}

// --- selectors -------------------------------------------------------------------------------

type AttributeTest = { name: string; operator: '' | '=' | '^=' | '*=' | '$=' | '~='; value: string }
type Compound = { tag: string | null; id: string | null; classes: string[]; attributes: AttributeTest[] }
type ComplexSelector = Array<{ compound: Compound; combinator: ' ' | '>' }>

const selectorCache = new Map<string, ComplexSelector[]>()

function parseSelector(selector: string): ComplexSelector[] {
	const cached = selectorCache.get(selector)
	if (cached) return cached
	const groups = selector.split(',').map((group) => {
		const parts: ComplexSelector = []
		const tokens = group.trim().match(/(?:\[[^\]]*\]|[^\s>[]+)+|>/g) ?? []
		let combinator: ' ' | '>' = ' '
		for (const token of tokens) {
			if (token === '>') {
				combinator = '>'
				continue
			}
			parts.push({ compound: parseCompound(token), combinator })
			combinator = ' '
		}
		return parts
	})
	selectorCache.set(selector, groups)
	return groups
}

function parseCompound(token: string): Compound {
	const compound: Compound = { tag: null, id: null, classes: [], attributes: [] }
	const pattern = /^([a-zA-Z][a-zA-Z0-9-]*|\*)|\.([\w-]+)|#([\w-]+)|\[\s*([\w:-]+)\s*(?:([~^*$]?=)\s*(?:"([^"]*)"|'([^']*)'|([^\]\s]*)))?\s*\]/g
	for (const match of token.matchAll(pattern)) {
		if (match[1]) compound.tag = match[1] === '*' ? null : match[1].toLowerCase()
		else if (match[2]) compound.classes.push(match[2])
		else if (match[3]) compound.id = match[3]
		else if (match[4])
			compound.attributes.push({
				name: match[4].toLowerCase(),
				operator: (match[5] ?? '') as AttributeTest['operator'],
				value: match[6] ?? match[7] ?? match[8] ?? '',
			})
	}
	return compound
}

function classList(element: HtmlElement): string[] {
	return (element.attrs.class ?? '').split(/\s+/).filter(Boolean)
}

function matchesCompound(element: HtmlElement, compound: Compound): boolean {
	if (compound.tag && element.tag !== compound.tag) return false
	if (compound.id && element.attrs.id !== compound.id) return false
	if (compound.classes.length) {
		const classes = classList(element)
		if (!compound.classes.every((name) => classes.includes(name))) return false
	}
	return compound.attributes.every(({ name, operator, value }) => {
		const actual = element.attrs[name]
		if (actual === undefined) return false
		switch (operator) {
			case '':
				return true
			case '=':
				return actual === value
			case '^=':
				return actual.startsWith(value)
			case '*=':
				return actual.includes(value)
			case '$=':
				return actual.endsWith(value)
			case '~=':
				return actual.split(/\s+/).includes(value)
		}
	})
}

function matchesComplex(element: HtmlElement, selector: ComplexSelector, scope: HtmlElement): boolean {
	let index = selector.length - 1
	if (!matchesCompound(element, selector[index]!.compound)) return false
	let candidate: HtmlElement | null = element
	while (index > 0) {
		const combinator = selector[index]!.combinator
		index--
		const wanted = selector[index]!.compound
		if (combinator === '>') {
			candidate = candidate.parent
			if (!candidate || candidate === scope.parent || !matchesCompound(candidate, wanted)) return false
		} else {
			candidate = candidate.parent
			while (candidate && candidate !== scope.parent && !matchesCompound(candidate, wanted)) candidate = candidate.parent
			if (!candidate || candidate === scope.parent) return false
		}
	}
	return true
}

function* descendants(element: HtmlElement): Generator<HtmlElement> {
	for (const child of element.children) {
		if (child.type !== 'element') continue
		yield child
		yield* descendants(child)
	}
}

/** Elements under `scope` (not `scope` itself) matching a selector, in document order. */
export function selectAll(scope: HtmlElement, selector: string): HtmlElement[] {
	const groups = parseSelector(selector)
	const found: HtmlElement[] = []
	for (const element of descendants(scope)) {
		if (groups.some((group) => group.length > 0 && matchesComplex(element, group, scope))) found.push(element)
	}
	return found
}

export function selectOne(scope: HtmlElement, selector: string): HtmlElement | null {
	return selectAll(scope, selector)[0] ?? null
}

/** The text of a node with runs of white space (and no-break spaces) made one space. */
export function textOf(node: HtmlNode | null | undefined): string {
	if (!node) return ''
	const parts: string[] = []
	const walk = (current: HtmlNode) => {
		if (current.type === 'text') parts.push(current.text)
		else if (current.tag !== 'script' && current.tag !== 'style') {
			if (current.tag === 'br') parts.push(' ')
			for (const child of current.children) walk(child)
			if (current.tag !== 'span' && current.tag !== 'a' && current.tag !== 'b' && current.tag !== 'strong') parts.push(' ')
		}
	}
	walk(node)
	return parts.join('').replace(/[\s\u00a0\u202f]+/g, ' ').trim()
}

/** The raw text content of a script or style element. */
export function rawText(element: HtmlElement): string {
	return element.children.map((child) => (child.type === 'text' ? child.text : '')).join('')
}
