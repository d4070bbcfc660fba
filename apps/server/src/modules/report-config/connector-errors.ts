import { ConnectorError } from '../../connectors/connector.ts'
import { AppError } from '../../platform/http/errors.ts'

/** Runs a connector call, turning what the user must fix (unknown report, column, page…) into a 400. */
export async function userFacing<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (err) {
    if (err instanceof ConnectorError) throw new AppError(400, err.message)
    throw err
  }
}
