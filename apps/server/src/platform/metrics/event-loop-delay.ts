import { monitorEventLoopDelay } from 'node:perf_hooks'

const histogram = monitorEventLoopDelay({ resolution: 10 })
histogram.enable()

const ms = (ns: number) => Math.round((Number.isFinite(ns) ? ns : 0) / 1e4) / 100

/** How late the event loop ran its timers since the process started (ms, sampled every 10 ms). */
export function eventLoopDelay() {
  if (histogram.count === 0) return { min: 0, mean: 0, p50: 0, p99: 0, max: 0 }
  return {
    min: ms(histogram.min),
    mean: ms(histogram.mean),
    p50: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
  }
}
