import { Button, Heading, Input, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { z } from 'zod'
import { Form } from '@/shared/ui/form'
import { FormField } from '@/shared/forms/field'
import { useAppForm } from '@/shared/forms/use-app-form'
import { msg, useT } from '@/shared/i18n'

const notifySchema = z.object({
  email: z.string().trim().min(1, msg('layout.comingSoon.errors.emailRequired')).email(msg('layout.comingSoon.errors.emailInvalid')),
})

/** The coming-soon page: leave an address to hear when the product opens. */
export function ComingSoonPage() {
  const t = useT()
  const [done, setDone] = useState<string | null>(null)
  const form = useAppForm({ resolver: zodResolver(notifySchema), defaultValues: { email: '' } })
  return (
    <Stack align="center" textAlign="center" gap="4" maxW="md" mx="auto" mt={{ base: '8', md: '16' }}>
      <Heading as="h1" size="2xl">
        {t('layout.comingSoon.title')}
      </Heading>
      <Text color="fg.muted">{t('layout.comingSoon.description')}</Text>
      {done ? (
        <Text color="green.fg" role="status">
          {t('layout.comingSoon.done', { email: done })}
        </Text>
      ) : (
        <Form w="full" gap="3" noValidate onSubmit={form.handleSubmit(({ email }) => setDone(email))}>
          <FormField label={t('layout.comingSoon.email')} error={form.formState.errors.email?.message}>
            <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
          </FormField>
          <Button type="submit" colorPalette="brand">
            {t('layout.comingSoon.notify')}
          </Button>
        </Form>
      )}
    </Stack>
  )
}
