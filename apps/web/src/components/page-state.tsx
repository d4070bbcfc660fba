import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconAlertTriangle, IconInbox, IconRefresh } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import { errorText } from '../lib/api-error.ts'

/** `page`: the whole page is this state (a centred card); `section`: one part of a page is (inline). */
export type PageStateSize = 'page' | 'section'

interface LoadingState {
  state: 'loading'
  /** What is loading, read by screen readers and shown under the spinner. */
  label?: string
  size?: PageStateSize
}

interface ErrorState {
  state: 'error'
  /** What happened, e.g. 'The sessions could not be loaded.' */
  title: string
  /** The failure: its text (the server's, or what to check) is shown under the title. */
  error?: unknown
  /** What to do beyond trying again, e.g. where to look when it keeps failing. */
  hint?: string
  /** Adds a 'Try again' button that calls it. */
  onRetry?: () => void
  retrying?: boolean
  icon?: ReactNode
  size?: PageStateSize
  /** Other ways out, e.g. a link back. */
  children?: ReactNode
}

interface EmptyState {
  state: 'empty'
  title: string
  description?: ReactNode
  icon?: ReactNode
  size?: PageStateSize
  /** What to do next, e.g. a button that creates the first item. */
  children?: ReactNode
}

export type PageStateProps = LoadingState | ErrorState | EmptyState

function Loading({ label, size }: LoadingState) {
  return (
    <Center
      mih={size === 'page' ? '50vh' : 120}
      role="status"
      aria-live="polite"
      aria-label={label ?? 'Loading'}
    >
      <Stack align="center" gap="sm">
        <Loader />
        {label ? <Text c="dimmed">{label}</Text> : null}
      </Stack>
    </Center>
  )
}

function RetryButton({
  onRetry,
  retrying,
  describedBy,
}: Pick<ErrorState, 'onRetry' | 'retrying'> & { describedBy: string }) {
  if (!onRetry) return null
  return (
    <Button
      variant="light"
      leftSection={<IconRefresh size={16} aria-hidden />}
      loading={retrying}
      aria-describedby={describedBy}
      onClick={onRetry}
    >
      Try again
    </Button>
  )
}

/** The failure's own text, unless it only repeats the title. */
function detailOf({ error, title }: Pick<ErrorState, 'error' | 'title'>): string | null {
  if (error === undefined) return null
  const detail = errorText(error)
  return detail === title ? null : detail
}

function PageCard({ icon, color, children }: { icon: ReactNode; color: string; children: ReactNode }) {
  return (
    <Center mih="50vh" p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" maw={480} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color={color}>
            {icon}
          </ThemeIcon>
          {children}
        </Stack>
      </Paper>
    </Center>
  )
}

function Failure(props: ErrorState) {
  const titleId = useId()
  const detail = detailOf(props)
  const actions = (
    <Group gap="sm" justify={props.size === 'page' ? 'center' : 'flex-start'}>
      <RetryButton onRetry={props.onRetry} retrying={props.retrying} describedBy={titleId} />
      {props.children}
    </Group>
  )
  if (props.size === 'page') {
    return (
      <PageCard icon={props.icon ?? <IconAlertTriangle size={28} />} color="red">
        <Stack gap={4} role="alert">
          <Text fw={500} id={titleId}>
            {props.title}
          </Text>
          {detail ? <Text c="dimmed">{detail}</Text> : null}
          {props.hint ? <Text c="dimmed">{props.hint}</Text> : null}
        </Stack>
        {actions}
      </PageCard>
    )
  }
  return (
    <Alert color="red" variant="light" icon={props.icon ?? <IconAlertTriangle size={20} />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Stack gap={2}>
          <Text fw={500} size="sm" id={titleId}>
            {props.title}
          </Text>
          {detail ? <Text size="sm">{detail}</Text> : null}
          {props.hint ? <Text size="sm">{props.hint}</Text> : null}
        </Stack>
        {actions}
      </Stack>
    </Alert>
  )
}

function Empty({ title, description, icon, size, children }: EmptyState) {
  const body = (
    <>
      <Text fw={600}>{title}</Text>
      {description ? (
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      ) : null}
      {children}
    </>
  )
  if (size === 'page')
    return (
      <PageCard icon={icon ?? <IconInbox size={28} />} color="gray">
        {body}
      </PageCard>
    )
  return (
    <Paper withBorder radius="md" p="xl" role="status">
      <Stack align="center" gap="sm" ta="center" maw={560} mx="auto">
        {icon ? (
          <ThemeIcon size={48} radius="xl" variant="light" color="blue">
            {icon}
          </ThemeIcon>
        ) : null}
        {body}
      </Stack>
    </Paper>
  )
}

/**
 * The one way a page or a part of one says it is loading, could not load (what happened, why, and a
 * 'Try again' button), or has nothing to show yet. Sections default to `size="section"`.
 */
export function PageState(props: PageStateProps) {
  if (props.state === 'loading') return <Loading {...props} />
  if (props.state === 'error') return <Failure {...props} />
  return <Empty {...props} />
}

export interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'status' | 'data' | 'error' | 'refetch' | 'isFetching'>
  /** Shown while the first answer comes, e.g. 'Loading sessions'. */
  loading: string
  /** What happened when it fails, e.g. 'Your sessions could not be loaded.' */
  failed: string
  size?: PageStateSize
  /** When the answer holds nothing to show: `empty` is shown instead of `children`. */
  isEmpty?: (data: T) => boolean
  empty?: Omit<EmptyState, 'state' | 'size'>
  children: (data: T) => ReactNode
}

/** A query's loading, failed (with Try again) and empty states through PageState; `children(data)` once loaded. */
export function QueryState<T>({
  query,
  loading,
  failed,
  size,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  if (query.status === 'pending') return <PageState state="loading" label={loading} size={size} />
  if (query.status === 'error') {
    return (
      <PageState
        state="error"
        title={failed}
        error={query.error}
        size={size}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    )
  }
  const data = query.data as T
  if (empty && isEmpty?.(data)) return <PageState state="empty" size={size} {...empty} />
  return <>{children(data)}</>
}
