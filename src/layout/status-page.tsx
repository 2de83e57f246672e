import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { LuHouse } from 'react-icons/lu'

export function StatusPage({ code, title, message }: { code?: string; title: string; message: string }) {
  return (
    <Stack align="center" textAlign="center" gap="4" maxW="lg" mx="auto" mt={{ base: '8', md: '16' }}>
      {code && (
        <Text fontSize="7xl" fontWeight="bold" color="brand.solid" lineHeight="1">
          {code}
        </Text>
      )}
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted">{message}</Text>
      <Button asChild colorPalette="brand" mt="2">
        <Link to="/">
          <LuHouse /> Go back to home
        </Link>
      </Button>
    </Stack>
  )
}
