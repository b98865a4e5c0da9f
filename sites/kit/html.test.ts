import { describe, expect, test } from 'vitest'
import { attr, attributes, imageUrlOf, parseHtml, selectAll, selectOne, textOf } from './html.ts'

describe('the HTML reader', () => {
	test('closes what authors leave open and answers the selectors the parsers use', () => {
		const document = parseHtml(`<div class="GO-Results-Row row"><table><tr><td>Gorivo<td>diesel &amp; more<tr><td>Prevoženih<td>10&nbsp;km</table>
			<a class="stretched-link" href="../Ads/details.asp?id=1&amp;display=x"></a><img src=a.jpg data-src='b.jpg'>
			<script>if (a < b) document.write("<div class='GO-Results-Row'>")</script></div><p>one<p>two`)
		expect(selectAll(document, '.GO-Results-Row')).toHaveLength(1)
		expect(selectAll(document, '.GO-Results-Row tr').map((row) => selectAll(row, 'td').map((cell) => textOf(cell)))).toEqual([
			['Gorivo', 'diesel & more'],
			['Prevoženih', '10 km'],
		])
		expect(attr(selectAll(document, 'a.stretched-link')[0], 'href')).toBe('../Ads/details.asp?id=1&display=x')
		expect(attributes(selectAll(document, 'img[data-src]')[0]!)).toEqual({ src: 'a.jpg', 'data-src': 'b.jpg' })
		expect(selectAll(document, 'p').map((p) => textOf(p))).toEqual(['one', 'two'])
		expect(selectAll(document, '[class^="GO-Results"], [href*="details.asp"]')).toHaveLength(2)
	})
})

describe('the HTML reader reads pages as a browser does', () => {
	test('a table row outside a table, a form inside one and an unclosed list come out as a browser builds them', () => {
		const document = parseHtml('<table><tr><td>a<form><td>b</table><ul><li>one<li>two</ul>')
		expect(selectAll(document, 'table > tbody > tr > td').map((cell) => textOf(cell))).toEqual(['a', 'b'])
		expect(selectAll(document, 'ul > li')).toHaveLength(2)
	})
	test('badges can be left out of a headline’s text', () => {
		const headline = selectOne(parseHtml('<h2><span class="badge">Neu</span><span>BMW 320d</span></h2>'), 'h2')
		expect(textOf(headline, (element) => attr(element, 'class') === 'badge')).toBe('BMW 320d')
	})
	test('a lazy image is its data-src; spacers, data URIs and "no photo" pictures are no image', () => {
		const images = selectAll(
			parseHtml(`<img src="data:image/gif;base64,R0lGOD" data-src="/p/1.jpg"><img src="/img/blank.gif"><img src="/img/no_photo_160.jpg"><img src="/g/x.png" data-src="/_graphics/nophoto.jpg"><img srcset="/p/2.jpg 2x">`),
			'img',
		)
		expect(images.map((image) => imageUrlOf(image, 'https://example.com/list'))).toEqual(['https://example.com/p/1.jpg', null, null, 'https://example.com/g/x.png', 'https://example.com/p/2.jpg'])
	})
})
