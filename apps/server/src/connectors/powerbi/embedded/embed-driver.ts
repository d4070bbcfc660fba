/**
 * The script Herald adds to its embedding page after the powerbi-client SDK: it embeds the report with the
 * SDK, counts the `loaded` / `rendered` / `error` events, and exposes the few SDK calls the renderer needs as
 * `window.heraldEmbed`. Every call answers `{ ok: true, value }` or `{ ok: false, error }`: the SDK rejects
 * with plain IError objects, which would not survive Playwright's serialization as thrown values.
 */
export const EMBED_DRIVER = String.raw`
(() => {
  const client = window['powerbi-client']
  const models = client.models
  const state = { loaded: 0, rendered: 0, errors: [], report: undefined }
  const waiters = new Set()
  const notify = () => waiters.forEach((wake) => wake())
  const describe = (error) => {
    if (error && typeof error === 'object') {
      return {
        message: String(error.message ?? error.detailedMessage ?? 'unknown error'),
        detailedMessage: error.detailedMessage === undefined ? undefined : String(error.detailedMessage),
        errorCode: error.errorCode === undefined ? undefined : String(error.errorCode),
      }
    }
    return { message: String(error) }
  }
  const report = () => {
    if (!state.report) throw new Error('The report is not embedded')
    return state.report
  }
  const page = async (name) => {
    const found = (await report().getPages()).find((p) => p.name === name)
    if (!found) throw { message: 'PowerBIEntityNotFound', detailedMessage: 'No page ' + name }
    return found
  }
  const visual = async (pageName, visualName) => {
    const found = (await (await page(pageName)).getVisuals()).find((v) => v.name === visualName)
    if (!found) throw { message: 'PowerBIEntityNotFound', detailedMessage: 'No visual ' + visualName }
    return found
  }
  const ops = {
    embed(config) {
      const container = document.getElementById('report')
      const embedded = window.powerbi.embed(container, {
        type: 'report',
        id: config.reportId,
        embedUrl: config.embedUrl,
        tokenType: models.TokenType.Aad,
        accessToken: config.accessToken,
        permissions: models.Permissions.Read,
        viewMode: models.ViewMode.View,
        pageName: config.pageName,
        settings: {
          panes: { filters: { visible: false }, pageNavigation: { visible: false } },
          background: models.BackgroundType.Transparent,
          layoutType: models.LayoutType.Custom,
          customLayout: {
            displayOption: models.DisplayOption.FitToPage,
            pageSize: { type: models.PageSizeType.Custom, width: config.width, height: config.height },
          },
          localeSettings: { language: config.locale, formatLocale: config.locale },
          hideErrors: false,
        },
      })
      embedded.on('loaded', () => { state.loaded++; notify() })
      embedded.on('rendered', () => { state.rendered++; notify() })
      embedded.on('error', (event) => { state.errors.push(describe(event.detail)); notify() })
      state.report = embedded
    },
    mark: () => ({ loaded: state.loaded, rendered: state.rendered, errors: state.errors.length }),
    /** Resolves with 'done' once the event counter passes the mark, the first error since the mark, or 'timeout'. */
    wait(event, mark, timeoutMs) {
      return new Promise((resolve) => {
        const check = () => {
          const error = state.errors[mark.errors]
          const outcome = error ? { error } : state[event] > mark[event] ? 'done' : undefined
          if (outcome === undefined) return
          waiters.delete(check)
          clearTimeout(timer)
          resolve(outcome)
        }
        const timer = setTimeout(() => { waiters.delete(check); resolve('timeout') }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    async pages() {
      return (await report().getPages()).map((p) => ({
        name: p.name,
        displayName: p.displayName,
        isActive: Boolean(p.isActive),
      }))
    },
    setPage: async (name) => { await report().setPage(name) },
    setFilter: async (filter) => {
      await report().updateFilters(models.FiltersOperations.Replace, [filter])
    },
    async visuals(pageName) {
      return (await (await page(pageName)).getVisuals()).map((v) => ({ name: v.name, title: v.title ?? '', type: v.type }))
    },
    setSlicer: async (pageName, visualName, filter) => {
      await (await visual(pageName, visualName)).setSlicerState({ filters: [filter] })
    },
    async exportData(pageName, visualName) {
      const result = await (await visual(pageName, visualName)).exportData(models.ExportDataType.Summarized)
      return String(result.data ?? '')
    },
  }
  window.heraldEmbed = async (op, args) => {
    try {
      return { ok: true, value: await ops[op](...args) }
    } catch (error) {
      return { ok: false, error: describe(error) }
    }
  }
})()
`
