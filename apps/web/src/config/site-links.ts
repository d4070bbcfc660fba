import { API_DOCS_PATH, devMailboxApi } from '@herald/contracts'

/** Herald's help pages: Markdown served by the app itself at /docs/<page>, loaded on demand (features/help). */
export type DocsPage =
  | 'tutorials'
  | 'power-bi-and-tableau'
  | 'email-authentication'
  | 'api'
  | 'faqs'
  | 'privacy'
  | 'eula'
  | 'features'
  | 'pricing'
  | 'content-hub'
  | 'about'

/** The address of a help page. The sign-in page and the Docs menus link to them with full page loads. */
export const docsLink = (page: DocsPage) => `/docs/${page}`

/** The interactive API documentation (Swagger UI over the OpenAPI document), served by the server. */
export const apiDocsUrl = API_DOCS_PATH

export const devMailboxUrl = devMailboxApi.page.path
