import { Link } from '@remix-run/react'
import { Fragment, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import classes from './footer.module.css'

type FooterLink = { label: ReactNode; to: string; external?: boolean }

/**
 * An address that may break only before its "@" and dots: a long one does not fit the footer's
 * narrow column, and a break in the middle of a word ("exampl/e.com") reads as a typo. <wbr> is not
 * copied with the text.
 */
function Address({ text, address }: { text: string; address: string }) {
	const [before, ...after] = text.split(address)
	const parts = address.split(/(?=[@.])/)
	return (
		<>
			{before}
			{parts.map((part, index) => (
				<Fragment key={index}>
					{index > 0 ? <wbr /> : null}
					{part}
				</Fragment>
			))}
			{after.join(address)}
		</>
	)
}

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
	return (
		<div className={classes.column}>
			<h2 className={classes.heading}>{title}</h2>
			{links.map((link) =>
				link.external ? (
					<a key={link.to} href={link.to} className={classes.link}>
						{link.label}
					</a>
				) : (
					<Link key={link.to} to={link.to} className={classes.link}>
						{link.label}
					</Link>
				),
			)}
		</div>
	)
}

/** Plain elements in Mantine's look (footer.module.css): the footer is on every page. */
export function SiteFooter({
	supportEmail,
	supportTelegram,
	sections,
}: {
	supportEmail: string
	supportTelegram: string
	/** The operator's blog and careers: linked only where their content file has them (docs/decisions/055). */
	sections: { blog: boolean; careers: boolean }
}) {
	const { t } = useTranslation()
	return (
		<footer>
			<div className={classes.divider} role="separator" />
			<div className={classes.container}>
				<div className={classes.grid}>
					<div className={classes.column}>
						<p className={classes.name}>{t('app.name')}</p>
						<p className={classes.about}>{t('footer.about')}</p>
					</div>
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
							...(sections.blog ? [{ label: t('footer.blog'), to: '/blog' }] : []),
							...(sections.careers ? [{ label: t('footer.careers'), to: '/careers' }] : []),
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
							{
								label: <Address text={t('labelValue', { label: t('footer.email'), value: supportEmail })} address={supportEmail} />,
								to: `mailto:${supportEmail}`,
								external: true,
							},
							{
								label: t('labelValue', { label: t('footer.telegram'), value: `@${supportTelegram}` }),
								to: `https://t.me/${encodeURIComponent(supportTelegram)}`,
								external: true,
							},
						]}
					/>
				</div>
				<p className={classes.rights}>{t('footer.rights', { year: new Date().getUTCFullYear() })}</p>
			</div>
		</footer>
	)
}
