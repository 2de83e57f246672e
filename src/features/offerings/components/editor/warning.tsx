import { Alert, List } from '@chakra-ui/react'

/**
 * A warning in a section of the editor: something the backend accepts but the admin likely did not
 * mean (decision 196). It never blocks the save. A polite live region, so it is read when it appears.
 */
export function EditorWarning({ title, items = [], testId }: { title: string; items?: readonly string[]; testId: string }) {
  return (
    <Alert.Root status="warning" role="status" size="sm" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {items.length > 0 && (
          <Alert.Description>
            <List.Root ps="4">
              {items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List.Root>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  )
}
