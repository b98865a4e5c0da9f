import { type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { WizardPage } from '#app/components/wizard/wizard-page.tsx'
import { wizardAction, wizardLoader } from '#app/services/wizard.server.ts'
import { pageMeta } from '#app/utils/page.ts'

/** The same wizard behind the login wall (docs/product/spec.md, /subscribe: anonymous users go to /login?redirect=/subscribe). */
const path = '/subscribe'

export const loader = (args: LoaderFunctionArgs) => wizardLoader(args, { requireLogin: true, path })
export const action = (args: ActionFunctionArgs) => wizardAction(args, { path })
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })
export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta)

export default function Subscribe() {
	return <WizardPage data={useLoaderData<typeof loader>()} />
}
