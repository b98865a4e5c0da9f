import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { LegalDocument, type LegalSection } from '#app/components/legal-sections.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta, publicPageHeaders } from '#app/utils/page.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
	const t = await i18next.getFixedT(request, 'privacy')
	return {
		meta: { title: t('meta.title'), description: t('meta.description') },
		supportEmail: context.config.SUPPORT_EMAIL,
	}
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta)

export const headers = publicPageHeaders

export default function Privacy() {
	const { supportEmail } = useLoaderData<typeof loader>()
	const { t } = useTranslation('privacy')
	const sections = t('sections', { returnObjects: true, email: supportEmail }) as LegalSection[]
	return (
		<LegalDocument
			heading={t('heading')}
			lastUpdated={t('lastUpdated')}
			intro={t('intro')}
			contentsLabel={t('contents')}
			email={supportEmail}
			sections={sections.map((section) => ({ ...section, heading: section.title }))}
		/>
	)
}
