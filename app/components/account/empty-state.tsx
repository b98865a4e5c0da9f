import { Card, Text, Title } from '@mantine/core'
import { type ReactNode } from 'react'

/** An empty tab: what is missing and, when there is one, the way to add it. */
export function EmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
	return (
		<Card withBorder padding="xl" data-testid="empty-state">
			<Title order={3}>{title}</Title>
			<Text mt="xs" c="dimmed">
				{text}
			</Text>
			{action}
		</Card>
	)
}
