import { Button, Heading, Input, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Form } from '@/shared/ui/form'
import { FormField } from '@/shared/forms/field'

const notifySchema = z.object({
  email: z.string().trim().min(1, 'Please enter Email Address!').email('The Email you entered is not a valid format!'),
})

/** The coming-soon page: leave an address to hear when the product opens. */
export function ComingSoonPage() {
  const [done, setDone] = useState<string | null>(null)
  const form = useForm({ resolver: zodResolver(notifySchema), defaultValues: { email: '' }, mode: 'onTouched' })
  return (
    <Stack align="center" textAlign="center" gap="4" maxW="md" mx="auto" mt={{ base: '8', md: '16' }}>
      <Heading as="h1" size="2xl">
        Coming soon
      </Heading>
      <Text color="fg.muted">We are getting something new ready. Leave your e-mail and we will tell you when it opens.</Text>
      {done ? (
        <Text color="green.fg" role="status">
          Thank you. We will write to {done} when it opens.
        </Text>
      ) : (
        <Form w="full" gap="3" noValidate onSubmit={form.handleSubmit(({ email }) => setDone(email))}>
          <FormField label="Email" error={form.formState.errors.email?.message}>
            <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
          </FormField>
          <Button type="submit" colorPalette="brand">
            Notify me
          </Button>
        </Form>
      )}
    </Stack>
  )
}
