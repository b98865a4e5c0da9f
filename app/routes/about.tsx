import { Anchor, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { i18next } from '#app/i18n/i18next.server.ts'
import { contentOf, itemReader, readerLanguage } from '#app/services/site-content.server.ts'
import { pageMeta, publicPageHeaders } from '#app/utils/page.ts'

type MissionItem = { title: string; text: string }

/**
 * The story and the team are the operator's when their content file has them (docs/decisions/055):
 * without a team there is no team section, and without careers no "Join us"; the product's own
 * description stands in for a story.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const [t, language] = await Promise.all([i18next.getFixedT(request, 'about'), readerLanguage(request)])
	const content = contentOf(context)
	const story = content.about?.story ? itemReader(content.about.story, language) : null
	const team = content.about?.team
	const teamIntro = team?.intro ? itemReader(team.intro, language) : null
	return {
		meta: { title: t('meta.title'), description: t('meta.description') },
		story: content.about?.story && story ? { paragraphs: story.read(content.about.story), lang: story.lang } : null,
		team: team
			? {
					intro: team.intro && teamIntro ? { text: teamIntro.read(team.intro), lang: teamIntro.lang } : null,
					members: team.members.map((member) => {
						const { lang, read } = itemReader(member.role, language)
						return { name: member.name, role: read(member.role), bio: member.bio ? read(member.bio) : null, lang }
					}),
				}
			: null,
		careers: Boolean(content.careers),
	}
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta)

export const headers = publicPageHeaders

export default function About() {
	const { story, team, careers } = useLoaderData<typeof loader>()
	const { t } = useTranslation('about')
	const paragraphs = story?.paragraphs ?? (t('story.paragraphs', { returnObjects: true }) as string[])
	const mission = t('mission.items', { returnObjects: true }) as MissionItem[]

	return (
		<Container size="md" py="xl">
			<Title order={1}>{t('heading')}</Title>
			<Text size="lg" mt="sm">
				{t('intro')}
			</Text>

			<Stack gap={48} mt="xl">
				<section aria-labelledby="about-story">
					<Title order={2} id="about-story" mb="md">
						{t('story.heading')}
					</Title>
					<Stack gap="sm" lang={story?.lang ?? undefined}>
						{paragraphs.map((paragraph) => (
							<Text key={paragraph}>{paragraph}</Text>
						))}
					</Stack>
				</section>

				<section aria-labelledby="about-mission" data-testid="mission">
					<Title order={2} id="about-mission" mb="md">
						{t('mission.heading')}
					</Title>
					<SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
						{mission.map((item) => (
							<Paper key={item.title} withBorder radius="md" p="lg">
								<Title order={3} size="h4">
									{item.title}
								</Title>
								<Text mt="xs">{item.text}</Text>
							</Paper>
						))}
					</SimpleGrid>
				</section>

				{team ? (
					<section aria-labelledby="about-team" data-testid="team">
						<Title order={2} id="about-team" mb="md">
							{t('team.heading')}
						</Title>
						{team.intro ? (
							<Text mb="md" lang={team.intro.lang ?? undefined}>
								{team.intro.text}
							</Text>
						) : null}
						<SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
							{team.members.map((member) => (
								<Paper key={member.name} withBorder radius="md" p="lg" lang={member.lang ?? undefined}>
									<Title order={3} size="h4">
										{member.name}
									</Title>
									<Text fw={600} size="sm" mt={4}>
										{member.role}
									</Text>
									{member.bio ? <Text mt="xs">{member.bio}</Text> : null}
								</Paper>
							))}
						</SimpleGrid>
					</section>
				) : null}

				{careers ? (
					<Paper withBorder radius="md" p="lg" component="section" aria-labelledby="about-join">
						<Title order={2} id="about-join" size="h3">
							{t('join.heading')}
						</Title>
						<Text mt="xs">{t('join.text')}</Text>
						<Button component={Link} to="/careers" mt="md">
							{t('join.button')}
						</Button>
					</Paper>
				) : null}

				<section aria-labelledby="about-more">
					<Title order={2} id="about-more" size="h3" mb="sm">
						{t('more.heading')}
					</Title>
					<Group gap="lg">
						<Anchor component={Link} to="/faq">
							{t('more.faq')}
						</Anchor>
						<Anchor component={Link} to="/#pricing">
							{t('more.pricing')}
						</Anchor>
						<Anchor component={Link} to="/support">
							{t('more.support')}
						</Anchor>
					</Group>
				</section>
			</Stack>
		</Container>
	)
}
