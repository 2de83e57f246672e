import { Box, Button, chakra, CloseButton, Drawer, Flex, NativeSelect, Portal, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react'
import { type ReactNode, useId } from 'react'
import { LuCheck, LuRotateCcw } from 'react-icons/lu'
import { isRtlLocale, msg, useLocale, useT, type MessageKey } from '@/shared/i18n'
import { LanguagePicker } from '../language-picker'
import {
  FOOTERS,
  LAYOUT_LABELS,
  LAYOUTS,
  MODES,
  PRESETS,
  STYLES,
  TRANSITIONS,
  type FooterMode,
  type NavLayout,
  type RouteTransition,
  type ThemeMode,
  type ThemeStyle,
} from './model'
import { PRESET_SWATCH } from './presets'
import { settingsStore, useShellSettings } from './store'

const MODE_LABELS: Record<ThemeMode, MessageKey> = {
  light: msg('layout.settings.modes.light'),
  'semi-dark': msg('layout.settings.modes.semiDark'),
  dark: msg('layout.settings.modes.dark'),
}
const STYLE_LABELS: Record<ThemeStyle, MessageKey> = {
  standard: msg('layout.settings.styles.standard'),
  modern: msg('layout.settings.styles.modern'),
}
const FOOTER_LABELS: Record<FooterMode, MessageKey> = {
  hidden: msg('layout.settings.footers.hidden'),
  fluid: msg('layout.settings.footers.fluid'),
  fixed: msg('layout.settings.footers.fixed'),
}
const TRANSITION_LABELS: Record<RouteTransition, MessageKey> = {
  none: msg('layout.settings.transitions.none'),
  fade: msg('layout.settings.transitions.fade'),
  'slide-up': msg('layout.settings.transitions.slideUp'),
  'slide-down': msg('layout.settings.transitions.slideDown'),
  'slide-left': msg('layout.settings.transitions.slideLeft'),
  'slide-right': msg('layout.settings.transitions.slideRight'),
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Stack gap="2" role="group" aria-labelledby={id}>
      <Text id={id} fontSize="sm" fontWeight="semibold">
        {title}
      </Text>
      {children}
    </Stack>
  )
}

/** A row of buttons of which one is chosen (a radio group). */
function Choice<T extends string>({
  label,
  values,
  labels,
  value,
  onChange,
}: {
  label: string
  values: readonly T[]
  labels: Record<T, MessageKey>
  value: T
  onChange: (value: T) => void
}) {
  const t = useT()
  const id = useId()
  return (
    <Section title={label} id={id}>
      <Flex role="radiogroup" aria-labelledby={id} gap="2" wrap="wrap">
        {values.map((option) => (
          <Button
            key={option}
            role="radio"
            aria-checked={option === value}
            size="sm"
            variant={option === value ? 'solid' : 'outline'}
            colorPalette={option === value ? 'brand' : 'gray'}
            onClick={() => onChange(option)}
          >
            {t(labels[option])}
          </Button>
        ))}
      </Flex>
    </Section>
  )
}

/** The settings drawer (loaded the first time the header's Settings button is used). */
export default function SettingsDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT()
  const settings = useShellSettings()
  const update = settingsStore.update
  // A right-to-left language always reads right to left: the switch shows it and stays put.
  const rtlLanguage = isRtlLocale(useLocale())
  const languageId = useId()
  const layoutId = useId()
  const presetId = useId()
  return (
    <Drawer.Root open={open} onOpenChange={(event) => onOpenChange(event.open)} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>{t('layout.settings.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6" py="2">
                <Section title={t('layout.settings.language')} id={languageId}>
                  <LanguagePicker labelledBy={languageId} />
                </Section>
                <Section title={t('layout.settings.navigationLayout')} id={layoutId}>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      aria-labelledby={layoutId}
                      value={settings.layout}
                      onChange={(event) => update({ layout: event.currentTarget.value as NavLayout })}
                    >
                      {LAYOUTS.map((layout) => (
                        <option key={layout} value={layout}>
                          {t(LAYOUT_LABELS[layout])}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Section>
                <Choice
                  label={t('layout.settings.mode')}
                  values={MODES}
                  labels={MODE_LABELS}
                  value={settings.mode}
                  onChange={(mode) => update({ mode })}
                />
                <Choice
                  label={t('layout.settings.style')}
                  values={STYLES}
                  labels={STYLE_LABELS}
                  value={settings.style}
                  onChange={(style) => update({ style })}
                />
                <Switch.Root
                  checked={settings.boxed}
                  onCheckedChange={(event) => update({ boxed: event.checked })}
                  display="flex"
                  justifyContent="space-between"
                >
                  <Switch.Label fontWeight="semibold">{t('layout.settings.boxed')}</Switch.Label>
                  <Switch.HiddenInput />
                  <Switch.Control />
                </Switch.Root>
                <Stack gap="1">
                  <Switch.Root
                    checked={settings.rtl || rtlLanguage}
                    disabled={rtlLanguage}
                    onCheckedChange={(event) => update({ rtl: event.checked })}
                    display="flex"
                    justifyContent="space-between"
                  >
                    <Switch.Label fontWeight="semibold">{t('layout.settings.rtl')}</Switch.Label>
                    <Switch.HiddenInput />
                    <Switch.Control />
                  </Switch.Root>
                  {rtlLanguage && (
                    <Text fontSize="xs" color="fg.muted">
                      {t('layout.settings.rtlByLanguage')}
                    </Text>
                  )}
                </Stack>
                <Choice
                  label={t('layout.settings.footer')}
                  values={FOOTERS}
                  labels={FOOTER_LABELS}
                  value={settings.footer}
                  onChange={(footer) => update({ footer })}
                />
                <Choice
                  label={t('layout.settings.transition')}
                  values={TRANSITIONS}
                  labels={TRANSITION_LABELS}
                  value={settings.transition}
                  onChange={(transition) => update({ transition })}
                />
                <Section title={t('layout.settings.colour')} id={presetId}>
                  <SimpleGrid role="radiogroup" aria-labelledby={presetId} columns={6} gap="2">
                    {PRESETS.map((preset) => {
                      const label = t(PRESET_SWATCH[preset].label)
                      const { swatch } = PRESET_SWATCH[preset]
                      const chosen = preset === settings.preset
                      return (
                        <chakra.button
                          key={preset}
                          type="button"
                          role="radio"
                          aria-checked={chosen}
                          aria-label={label}
                          title={label}
                          h="9"
                          borderRadius="l2"
                          bg={swatch}
                          color="white"
                          display="flex"
                          alignItems="center"
                          justifyContent="center"
                          outlineOffset="2px"
                          outline={chosen ? '2px solid' : undefined}
                          outlineColor="fg"
                          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                          onClick={() => update({ preset })}
                        >
                          {chosen && <LuCheck aria-hidden />}
                        </chakra.button>
                      )
                    })}
                  </SimpleGrid>
                </Section>
                <Box>
                  <Text fontSize="xs" color="fg.muted">
                    {t('layout.settings.kept', { example: '?layout=horizontal-dark&mode=dark&style=modern' })}
                  </Text>
                </Box>
              </Stack>
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px">
              <Button variant="outline" onClick={() => settingsStore.reset()}>
                <LuRotateCcw /> {t('layout.settings.reset')}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('layout.settings.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
