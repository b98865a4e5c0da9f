import { Anchor, Container, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

type FooterLink = { label: string; to: string; external?: boolean }

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
	return (
		<Stack gap={6}>
			<Title order={2} size="h6">
				{title}
			</Title>
			{links.map((link) =>
				link.external ? (
					<Anchor key={link.to} href={link.to} size="sm" c="dimmed">
						{link.label}
					</Anchor>
				) : (
					<Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
						{link.label}
					</Anchor>
				),
			)}
		</Stack>
	)
}

export function SiteFooter({ supportEmail, supportTelegram }: { supportEmail: string; supportTelegram: string }) {
	const { t } = useTranslation()
	return (
		<footer>
			<Divider mt="xl" />
			<Container size="xl" py="xl">
				<SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="lg">
					<Stack gap={6}>
						<Text fw={800}>{t('app.name')}</Text>
						<Text size="sm" c="dimmed">
							{t('footer.about')}
						</Text>
					</Stack>
					<LinkColumn
						title={t('footer.quickLinks')}
						links={[
							{ label: t('nav.features'), to: '/#features' },
							{ label: t('nav.howItWorks'), to: '/#how-it-works' },
							{ label: t('nav.pricing'), to: '/#pricing' },
							{ label: t('nav.faq'), to: '/#faq' },
						]}
					/>
					<LinkColumn
						title={t('footer.company')}
						links={[
							{ label: t('footer.aboutUs'), to: '/about' },
							{ label: t('footer.blog'), to: '/blog' },
							{ label: t('footer.careers'), to: '/careers' },
							{ label: t('footer.support'), to: '/support' },
						]}
					/>
					<LinkColumn
						title={t('footer.legal')}
						links={[
							{ label: t('footer.terms'), to: '/terms' },
							{ label: t('footer.privacy'), to: '/privacy' },
							{ label: t('footer.cookies'), to: '/terms#cookies' },
						]}
					/>
					<LinkColumn
						title={t('footer.contact')}
						links={[
							{ label: t('labelValue', { label: t('footer.email'), value: supportEmail }), to: `mailto:${supportEmail}`, external: true },
							{
								label: t('labelValue', { label: t('footer.telegram'), value: `@${supportTelegram}` }),
								to: `https://t.me/${encodeURIComponent(supportTelegram)}`,
								external: true,
							},
						]}
					/>
				</SimpleGrid>
				<Text size="xs" c="dimmed" mt="xl">
					{t('footer.rights', { year: new Date().getUTCFullYear() })}
				</Text>
			</Container>
		</footer>
	)
}
