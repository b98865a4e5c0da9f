import { Paper, Stack, Text } from '@mantine/core'
import { type ReactNode } from 'react'
import classes from './faq-list.module.css'

export type FaqItem = { id: string; question: string; answer: ReactNode }

/**
 * A single-open, collapsible list of questions. Native `<details name>` makes it exclusive
 * in the browser itself, so every answer is reachable with JavaScript off too.
 */
export function FaqList({ items, group }: { items: FaqItem[]; group: string }) {
	return (
		<Stack gap="sm">
			{items.map((item) => (
				<Paper key={item.id} withBorder radius="md" className={classes.item}>
					<details name={group} id={item.id} className={classes.details}>
						<summary className={classes.summary}>
							<Text component="span" fw={600}>
								{item.question}
							</Text>
						</summary>
						<div className={classes.answer}>
							{typeof item.answer === 'string' ? <Text>{item.answer}</Text> : item.answer}
						</div>
					</details>
				</Paper>
			))}
		</Stack>
	)
}
