/**
 * The script of the fake `reportEmbed` page (the iframe the powerbi-client SDK creates). Like Microsoft's own
 * mock embed (PowerBI-JavaScript test/utility/mockEmbed.ts) it answers the SDK with window-post-message-proxy +
 * http-post-message + powerbi-router — the libraries the SDK itself speaks through — so requests and events
 * travel in the SDK's real envelope. It keeps report filters and slicer states, draws only the rows they
 * let through, and reports `loaded`, `rendered`, `pageChanged`, `filtersApplied` and `error` events.
 * Each request is sent to the fake server (/__record) before it is answered, so a test sees it at once.
 */
export const FAKE_EMBED_PAGE_SCRIPT = String.raw`
(() => {
  const FAKE = window.FAKE
  const report = FAKE.report
  const { WindowPostMessageProxy } = window['window-post-message-proxy']
  const { HttpPostMessage } = window['http-post-message']
  const { Router } = window['powerbi-router']
  const wpmp = new WindowPostMessageProxy({
    processTrackingProperties: {
      addTrackingProperties: HttpPostMessage.addTrackingProperties,
      getTrackingProperties: HttpPostMessage.getTrackingProperties,
    },
    isErrorMessage: HttpPostMessage.isErrorMessage,
    receiveWindow: window,
    name: 'FakeReportEmbed',
  })
  const hpm = new HttpPostMessage(wpmp, { origin: 'reportEmbed', 'x-version': '1.0.0' }, window.parent)
  const router = new Router(wpmp)
  const query = new URLSearchParams(location.search)
  const state = { uid: query.get('uid'), active: undefined, filters: [], slicers: {}, generation: 0, timer: undefined }

  const record = (method, path, body) =>
    fetch('/__record', { method: 'POST', body: JSON.stringify({ method, path, body: body ?? null }) })
  const post = (event, detail) => hpm.post('/reports/' + state.uid + '/events/' + event, detail)
  const pageOf = (name) => report.pages.find((p) => p.name === name)
  const notFound = (what) => ({ message: 'PowerBIEntityNotFound', detailedMessage: what + ' was not found' })

  // Filters, as powerbi-models defines them: Basic (filterType 1) and Advanced (filterType 0).
  const DATE = /^\d{4}-\d{2}-\d{2}$/
  const comparable = (cell, value) =>
    typeof cell === 'string' && DATE.test(cell) ? [Date.parse(cell + 'T00:00:00.000Z'), Date.parse(value)] : [cell, value]
  const same = (cell, value) =>
    typeof cell === 'string' && typeof value === 'string' ? cell.toLowerCase() === value.toLowerCase() : cell === value
  const condition = (cell, { operator, value }) => {
    const [a, b] = comparable(cell, value)
    switch (operator) {
      case 'Is': return same(cell, value)
      case 'IsNot': return !same(cell, value)
      case 'LessThan': return a < b
      case 'LessThanOrEqual': return a <= b
      case 'GreaterThan': return a > b
      case 'GreaterThanOrEqual': return a >= b
      case 'Contains': return String(cell).toLowerCase().includes(String(value).toLowerCase())
      default: return false
    }
  }
  const matches = (row, filter) => {
    const target = filter.target ?? {}
    // A filter on a column this report does not have matches nothing: never print the unfiltered data.
    if (target.table !== 'Sales' || !(target.column in row)) return false
    const cell = row[target.column]
    if (filter.filterType === 1) {
      if (filter.operator === 'All') return true
      const found = (filter.values ?? []).some((value) => same(cell, value))
      return filter.operator === 'NotIn' ? !found : found
    }
    if (filter.filterType === 0) {
      const results = (filter.conditions ?? []).map((c) => condition(cell, c))
      return filter.logicalOperator === 'Or' ? results.some(Boolean) : results.every(Boolean)
    }
    return false
  }
  const rowsOn = (page) => {
    const slicerFilters = page.visuals
      .filter((v) => v.type === 'slicer')
      .flatMap((v) => state.slicers[v.name]?.filters ?? [])
    return report.sales.filter((row) => [...state.filters, ...slicerFilters].every((f) => matches(row, f)))
  }

  // A visual's summarized data: text columns grouped, number columns summed.
  const summarize = (visual, rows) => {
    const keys = visual.columns.filter((c) => typeof report.sales[0][c] === 'string')
    const sums = visual.columns.filter((c) => !keys.includes(c))
    const groups = new Map()
    for (const row of rows) {
      const key = JSON.stringify(keys.map((k) => row[k]))
      const group = groups.get(key) ?? Object.fromEntries([...keys.map((k) => [k, row[k]]), ...sums.map((s) => [s, 0])])
      for (const s of sums) group[s] = Math.round((group[s] + row[s]) * 100) / 100
      groups.set(key, group)
    }
    if (keys.length === 0 && groups.size === 0) groups.set('[]', Object.fromEntries(sums.map((s) => [s, 0])))
    return { columns: visual.columns, rows: [...groups.values()].map((g) => visual.columns.map((c) => g[c])) }
  }
  const csvCell = (value) => {
    const text = String(value)
    return /[",\n]/.test(text) ? '"' + text.replaceAll('"', '""') + '"' : text
  }
  const csv = ({ columns, rows }) => [columns, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n'

  const escape = (text) => String(text).replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';')
  const draw = (html) => { document.body.innerHTML = html }
  const describeFilter = (f) =>
    f.target.table + '/' + f.target.column + ' ' +
    (f.filterType === 1 ? f.operator + ' ' + f.values.join(', ') : f.conditions.map((c) => c.operator + ' ' + c.value).join(' ' + f.logicalOperator + ' '))
  function drawPage(page) {
    const rows = rowsOn(page)
    const parts = ['<h1>' + escape(report.name) + ' — ' + escape(page.displayName) + '</h1>']
    if (state.filters.length) parts.push('<p>Report filters: ' + escape(state.filters.map(describeFilter).join('; ')) + '</p>')
    for (const visual of page.visuals) {
      if (visual.type === 'textbox') { parts.push('<p>Figures are in euros.</p>'); continue }
      if (visual.type === 'slicer') {
        const chosen = (state.slicers[visual.name]?.filters ?? []).map(describeFilter).join('; ') || 'All'
        parts.push('<p>Slicer ' + escape(visual.title) + ': ' + escape(chosen) + '</p>')
        continue
      }
      const data = summarize(visual, rows)
      parts.push('<h2>' + escape(visual.title) + '</h2><table><tr>' + data.columns.map((c) => '<th>' + escape(c) + '</th>').join('') + '</tr>' +
        data.rows.map((r) => '<tr>' + r.map((c) => '<td>' + escape(c) + '</td>').join('') + '</tr>').join('') + '</table>')
    }
    draw(parts.join(''))
  }

  /** Starts rendering the active page: a spinner now, the page (and 'rendered') after the fake's latency. */
  function render() {
    const generation = ++state.generation
    clearTimeout(state.timer)
    draw('<div class="spinner">Loading…</div>')
    state.timer = setTimeout(() => {
      if (generation !== state.generation) return
      const page = pageOf(state.active)
      const failure = FAKE.failPages[page.name]
      if (failure) { draw('<p>Something went wrong</p>'); post('error', failure); return }
      if (FAKE.neverRender.includes(page.name)) return
      drawPage(page)
      post('rendered', {})
    }, FAKE.renderLatencyMs)
  }

  const handle = (method, path, handler) =>
    router[method](path, async (req, res) => {
      await record(method.toUpperCase(), req.url ?? path, req.body)
      return handler(req, res)
    })

  handle('post', '/report/load', (req, res) => {
    const config = req.body ?? {}
    state.uid = req.headers.uid ?? state.uid
    res.send(202, {})
    if (config.accessToken !== FAKE.accessToken) {
      post('error', { message: 'TokenExpired', detailedMessage: 'Access token has expired, resubmit with a new access token', errorCode: '403', level: 6 })
      return
    }
    if (config.id !== report.id || query.get('reportId') !== report.id) { post('error', notFound('Report ' + config.id)); return }
    state.active = pageOf(config.pageName) ? config.pageName : report.pages[0].name
    state.filters = Array.isArray(config.filters) ? config.filters : []
    post('loaded', { initiator: 'sdk' })
    render()
  })
  handle('get', '/report/pages', (req, res) => {
    res.send(200, report.pages.map((p) => ({
      name: p.name, displayName: p.displayName, isActive: p.name === state.active, visibility: 0,
      defaultSize: { type: 4, width: 1280, height: 720 }, defaultDisplayOption: 0,
    })))
  })
  handle('put', '/report/pages/active', (req, res) => {
    const page = pageOf(req.body?.name)
    if (!page) return res.send(400, notFound('Page ' + req.body?.name))
    res.send(202, {})
    state.active = page.name
    post('pageChanged', { newPage: { name: page.name, displayName: page.displayName } })
    render()
  })
  handle('get', '/report/filters', (req, res) => res.send(200, state.filters))
  handle('put', '/report/filters', (req, res) => {
    state.filters = req.body ?? []
    res.send(202, {})
    post('filtersApplied', {})
    render()
  })
  handle('post', '/report/filters', (req, res) => {
    const { filtersOperation, filters = [] } = req.body ?? {}
    const key = (f) => JSON.stringify(f.target)
    if (filtersOperation === 0) state.filters = []
    else if (filtersOperation === 1) state.filters = filters
    else if (filtersOperation === 2) state.filters = [...state.filters, ...filters]
    else if (filtersOperation === 3)
      state.filters = [...state.filters.filter((f) => !filters.some((n) => key(n) === key(f))), ...filters]
    else return res.send(400, { message: 'Invalid parameters', detailedMessage: 'filtersOperation' })
    res.send(202, {})
    post('filtersApplied', {})
    render()
  })
  handle('get', '/report/pages/:pageName/visuals', (req, res) => {
    const page = pageOf(req.params.pageName)
    if (!page) return res.send(400, notFound('Page ' + req.params.pageName))
    res.send(200, page.visuals.map((v, i) => ({
      name: v.name, title: v.title, type: v.type,
      layout: { x: 20, y: 20 + 200 * i, z: i, width: 600, height: 180, displayState: { mode: 0 } },
    })))
  })
  const visualAt = (req, res) => {
    const page = pageOf(req.params.pageName)
    const visual = page?.visuals.find((v) => v.name === req.params.visualName)
    if (!visual) res.send(400, notFound('Visual ' + req.params.visualName))
    return visual && { page, visual }
  }
  handle('get', '/report/pages/:pageName/visuals/:visualName/slicer', (req, res) => {
    const found = visualAt(req, res)
    if (found) res.send(200, state.slicers[found.visual.name] ?? { filters: [] })
  })
  handle('put', '/report/pages/:pageName/visuals/:visualName/slicer', (req, res) => {
    const found = visualAt(req, res)
    if (!found) return
    if (found.visual.type !== 'slicer')
      return res.send(400, { message: 'Invalid parameters', detailedMessage: 'The visual is not a slicer' })
    if (found.page.name !== state.active)
      return res.send(400, { message: 'setSlicerStateFailed', detailedMessage: "The slicer's page is not active" })
    state.slicers[found.visual.name] = req.body
    res.send(202, {})
    render()
  })
  handle('post', '/report/pages/:pageName/visuals/:visualName/exportData', (req, res) => {
    const found = visualAt(req, res)
    if (!found) return
    if (found.visual.type === 'slicer' || found.visual.type === 'textbox')
      return res.send(400, { message: 'ExportData_NotSupported', detailedMessage: 'This visual has no data to export' })
    res.send(200, { data: csv(summarize(found.visual, rowsOn(found.page))) })
  })
  const notFoundHandler = (req, res) => res.send(404, 'Not Found. Url: ' + req.params.notfound + ' was not found.')
  for (const method of ['get', 'post', 'put', 'patch', 'delete']) router[method]('*notfound', notFoundHandler)
})()
`
