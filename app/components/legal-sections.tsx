import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core'
import { Fragment, type ReactNode } from 'react'

/** One section of a legal page, as the translation files hold it. */
export type LegalSection = { id: string; title: string; paragraphs: string[]; list?: string[] }

/** A section ready to render: `heading` is the visible title (numbered or not, as the page decides). */
export type LegalSectionView = LegalSection & { heading: string }

/** Turns every occurrence of the support address in a translated text into a mailto link. */
function withMailLinks(text: string, email: string): ReactNode {
	if (!email || !text.includes(email)) return text
	return text.split(email).map((part, index) => (
		<Fragment key={index}>
			{index > 0 ? (
				<Anchor href={`mailto:${email}`} underline="always">
					{email}
				</Anchor>
			) : null}
			{part}
		</Fragment>
	))
}

/**
 * The body of /terms and /privacy: one h1, the date and introduction, a table of contents, and
 * one `<section id>` per entry so /terms#cookies and /privacy#gdpr scroll to it.
 */
export function LegalDocument({
	heading,
	lastUpdated,
	intro,
	contentsLabel,
	sections,
	email,
}: {
	heading: string
	lastUpdated: string
	intro: string
	contentsLabel: string
	sections: LegalSectionView[]
	email: string
}) {
	return (
		<Container size="md" py="xl">
			<Stack gap="xl">
				<Stack gap="xs">
					<Title order={1}>{heading}</Title>
					<Text size="sm" fs="italic">
						{lastUpdated}
					</Text>
					<Text>{intro}</Text>
				</Stack>
				<nav aria-labelledby="legal-contents">
					<Text id="legal-contents" fw={700} mb="xs">
						{contentsLabel}
					</Text>
					<List spacing={4} size="sm" listStyleType="none">
						{sections.map((section) => (
							<List.Item key={section.id}>
								<Anchor href={`#${section.id}`} size="sm">
									{section.heading}
								</Anchor>
							</List.Item>
						))}
					</List>
				</nav>
				{sections.map((section) => (
					<section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
						<Stack gap="sm">
							<Title order={2} size="h3" id={`${section.id}-heading`}>
								{section.heading}
							</Title>
							{section.paragraphs.map((paragraph, index) => (
								<Text key={index}>{withMailLinks(paragraph, email)}</Text>
							))}
							{section.list?.length ? (
								<List spacing="xs" withPadding>
									{section.list.map((item, index) => (
										<List.Item key={index}>{withMailLinks(item, email)}</List.Item>
									))}
								</List>
							) : null}
						</Stack>
					</section>
				))}
			</Stack>
		</Container>
	)
}
