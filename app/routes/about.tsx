import { Anchor, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta, publicPageHeaders } from '#app/utils/page.ts'

type MissionItem = { title: string; text: string }
type TeamMember = { name: string; role: string; bio: string }

export async function loader({ request }: LoaderFunctionArgs) {
	const t = await i18next.getFixedT(request, 'about')
	return { meta: { title: t('meta.title'), description: t('meta.description') } }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta)

export const headers = publicPageHeaders

export default function About() {
	const { t } = useTranslation('about')
	const paragraphs = t('story.paragraphs', { returnObjects: true }) as string[]
	const mission = t('mission.items', { returnObjects: true }) as MissionItem[]
	const members = t('team.members', { returnObjects: true }) as TeamMember[]

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
					<Stack gap="sm">
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

				<section aria-labelledby="about-team" data-testid="team">
					<Title order={2} id="about-team">
						{t('team.heading')}
					</Title>
					<Text mt="xs" mb="md">
						{t('team.intro')}
					</Text>
					<SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
						{members.map((member) => (
							<Paper key={member.name} withBorder radius="md" p="lg">
								<Title order={3} size="h4">
									{member.name}
								</Title>
								<Text fw={600} size="sm" mt={4}>
									{member.role}
								</Text>
								<Text mt="xs">{member.bio}</Text>
							</Paper>
						))}
					</SimpleGrid>
				</section>

				<Paper withBorder radius="md" p="lg" component="section" aria-labelledby="about-join">
					<Title order={2} id="about-join" size="h3">
						{t('join.heading')}
					</Title>
					<Text mt="xs">{t('join.text')}</Text>
					<Button component={Link} to="/careers" mt="md">
						{t('join.button')}
					</Button>
				</Paper>

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
