import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react'
import { LuRefreshCw } from 'react-icons/lu'

/** The app-wide error boundary. */
export function ErrorFallback({ error }: { error?: unknown }) {
  if (error && import.meta.env.DEV) console.error(error)
  return (
    <Center minH="60vh" px="6" role="alert">
      <Stack align="center" gap="4" textAlign="center" maxW="md">
        <Heading size="2xl">Ah! Something went wrong.</Heading>
        <Text color="fg.muted">
          Please refresh the page. If the problem keeps coming back, try again in a few minutes.
        </Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          <LuRefreshCw /> Refresh
        </Button>
      </Stack>
    </Center>
  )
}
