import type { DestinationType } from '@herald/contracts'
import type { DestinationDriver } from './destination.ts'
import type { DestinationRuntime } from './destination-runtime.ts'
import { s3Destination } from './s3/index.ts'
import { sftpDestination } from './sftp/index.ts'
import { sharePointDestination } from './sharepoint/index.ts'
import { slackDestination } from './slack/index.ts'
import { teamsDestination } from './teams/index.ts'
import { webhookDestination } from './webhook/index.ts'

/** Every destination type this server delivers to, by type (ADR 0048: adding a type is one line here). */
export type Destinations = { [T in DestinationType]: DestinationDriver<T> }

export function createDestinations(runtime: DestinationRuntime): Destinations {
  return {
    SLACK: slackDestination(runtime),
    TEAMS: teamsDestination(runtime),
    WEBHOOK: webhookDestination(runtime),
    SFTP: sftpDestination(runtime),
    SHAREPOINT: sharePointDestination(runtime),
    S3: s3Destination(runtime),
  }
}

/** The driver of a stored destination's type (a type this server no longer knows is undefined). */
export function driverOf(destinations: Destinations, type: string): DestinationDriver | undefined {
  return Object.hasOwn(destinations, type)
    ? (destinations[type as DestinationType] as DestinationDriver)
    : undefined
}
