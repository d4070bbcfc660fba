/**
 * The 43 report locales offered in the wizard (spec §3). The product this replaces listed Basque with a
 * mis-cased code; Herald uses the correct BCP 47 casing (`eu-ES`) and accepts any casing on input.
 */
export const LOCALES = [
  ['ar-SA', 'Arabic (Saudi Arabia)'],
  ['bg-BG', 'Bulgarian'],
  ['ca-ES', 'Catalan'],
  ['cs-CZ', 'Czech'],
  ['da-DK', 'Danish'],
  ['de-DE', 'German'],
  ['el-GR', 'Greek'],
  ['en-US', 'English (United States)'],
  ['es-ES', 'Spanish'],
  ['et-EE', 'Estonian'],
  ['eu-ES', 'Basque'],
  ['fi-FI', 'Finnish'],
  ['fr-FR', 'French'],
  ['gl-ES', 'Galician'],
  ['he-IL', 'Hebrew'],
  ['hi-IN', 'Hindi'],
  ['hr-HR', 'Croatian'],
  ['hu-HU', 'Hungarian'],
  ['id-ID', 'Indonesian'],
  ['it-IT', 'Italian'],
  ['ja-JP', 'Japanese'],
  ['kk-KZ', 'Kazakh'],
  ['ko-KR', 'Korean'],
  ['lt-LT', 'Lithuanian'],
  ['lv-LV', 'Latvian'],
  ['nb-NO', 'Norwegian (Bokmål)'],
  ['nl-NL', 'Dutch'],
  ['pl-PL', 'Polish'],
  ['pt-BR', 'Portuguese (Brazil)'],
  ['pt-PT', 'Portuguese (Portugal)'],
  ['ro-RO', 'Romanian'],
  ['ru-RU', 'Russian'],
  ['sk-SK', 'Slovak'],
  ['sl-SI', 'Slovenian'],
  ['sr-Cyrl-RS', 'Serbian (Cyrillic)'],
  ['sr-Latn-RS', 'Serbian (Latin)'],
  ['sv-SE', 'Swedish'],
  ['th-TH', 'Thai'],
  ['tr-TR', 'Turkish'],
  ['uk-UA', 'Ukrainian'],
  ['vi-VN', 'Vietnamese'],
  ['zh-CN', 'Chinese (Simplified)'],
  ['zh-TW', 'Chinese (Traditional)'],
] as const

export type Locale = (typeof LOCALES)[number][0]
export const DEFAULT_LOCALE: Locale = 'en-US'

const byLowerCase = new Map<string, Locale>(LOCALES.map(([code]) => [code.toLowerCase(), code]))

/** The canonical code for a locale in any casing, or undefined when it is not offered. */
export function canonicalLocale(code: string): Locale | undefined {
  return byLowerCase.get(code.trim().toLowerCase())
}
