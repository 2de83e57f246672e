import { Box, Button, chakra, CloseButton, Drawer, Flex, NativeSelect, Portal, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react'
import { type ReactNode, useId } from 'react'
import { LuCheck, LuRotateCcw } from 'react-icons/lu'
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

const MODE_LABELS: Record<ThemeMode, string> = { light: 'Light', 'semi-dark': 'Semi-dark', dark: 'Dark' }
const STYLE_LABELS: Record<ThemeStyle, string> = { standard: 'Standard', modern: 'Modern' }
const FOOTER_LABELS: Record<FooterMode, string> = { hidden: 'Hidden', fluid: 'Fluid', fixed: 'Fixed' }
const TRANSITION_LABELS: Record<RouteTransition, string> = {
  none: 'None',
  fade: 'Fade',
  'slide-up': 'Slide up',
  'slide-down': 'Slide down',
  'slide-left': 'Slide left',
  'slide-right': 'Slide right',
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
  labels: Record<T, string>
  value: T
  onChange: (value: T) => void
}) {
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
            {labels[option]}
          </Button>
        ))}
      </Flex>
    </Section>
  )
}

/** The settings drawer (loaded the first time the header's Settings button is used). */
export default function SettingsDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const settings = useShellSettings()
  const update = settingsStore.update
  const layoutId = useId()
  const presetId = useId()
  return (
    <Drawer.Root open={open} onOpenChange={(event) => onOpenChange(event.open)} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>Settings</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6" py="2">
                <Section title="Navigation layout" id={layoutId}>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      aria-labelledby={layoutId}
                      value={settings.layout}
                      onChange={(event) => update({ layout: event.currentTarget.value as NavLayout })}
                    >
                      {LAYOUTS.map((layout) => (
                        <option key={layout} value={layout}>
                          {LAYOUT_LABELS[layout]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Section>
                <Choice label="Mode" values={MODES} labels={MODE_LABELS} value={settings.mode} onChange={(mode) => update({ mode })} />
                <Choice
                  label="Style"
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
                  <Switch.Label fontWeight="semibold">Boxed layout</Switch.Label>
                  <Switch.HiddenInput />
                  <Switch.Control />
                </Switch.Root>
                <Switch.Root
                  checked={settings.rtl}
                  onCheckedChange={(event) => update({ rtl: event.checked })}
                  display="flex"
                  justifyContent="space-between"
                >
                  <Switch.Label fontWeight="semibold">Right to left (RTL)</Switch.Label>
                  <Switch.HiddenInput />
                  <Switch.Control />
                </Switch.Root>
                <Choice
                  label="Footer"
                  values={FOOTERS}
                  labels={FOOTER_LABELS}
                  value={settings.footer}
                  onChange={(footer) => update({ footer })}
                />
                <Choice
                  label="Page transition"
                  values={TRANSITIONS}
                  labels={TRANSITION_LABELS}
                  value={settings.transition}
                  onChange={(transition) => update({ transition })}
                />
                <Section title="Colour" id={presetId}>
                  <SimpleGrid role="radiogroup" aria-labelledby={presetId} columns={6} gap="2">
                    {PRESETS.map((preset) => {
                      const { label, swatch } = PRESET_SWATCH[preset]
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
                    Kept in this browser. A link can set the layout, mode and style: ?layout=horizontal-dark&amp;mode=dark&amp;style=modern
                  </Text>
                </Box>
              </Stack>
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px">
              <Button variant="outline" onClick={() => settingsStore.reset()}>
                <LuRotateCcw /> Reset to defaults
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close settings" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
