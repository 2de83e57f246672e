import { Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'

/** Password resets are handled by support; the page says how to reach them. */
export function ForgotPasswordPage() {
  return (
    <Flex justify="center">
      <Card.Root bg="bg" shadow="sm" w="full" maxW="md">
        <Card.Body>
          <Stack gap="4">
            <Heading as="h1" size="xl">
              Forgot your password?
            </Heading>
            <Text color="fg.muted">
              Write to our support team from the e-mail address you sign in with, and we will send you a link to set a new password.
            </Text>
            <Button asChild colorPalette="brand">
              <a href="mailto:support@example.org?subject=Password%20reset">Write to support</a>
            </Button>
            <Button asChild variant="ghost">
              <Link to="/login">Back to sign in</Link>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Flex>
  )
}
