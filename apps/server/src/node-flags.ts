/**
 * The Node flags Herald runs with: package.json's start script and the Dockerfile's CMD pass them, and the tests'
 * and benchmarks' launchers take them from here (node-flags.test.ts holds the three together). Under a steady
 * burst, V8 otherwise grows a process's young generation to 64 MB per semi-space, in the main thread and again in
 * the SMTP thread, and lets the old generation reach several times what is live before collecting it, so a
 * worker's memory climbs for minutes and reads like a leak. With these a worker stays flat, about 100 MB lower,
 * at the same throughput (docs/decisions/0059-steady-worker-memory.md).
 */
export const NODE_FLAGS = ['--max-semi-space-size=16', '--heap-growing-percent=30'] as const
