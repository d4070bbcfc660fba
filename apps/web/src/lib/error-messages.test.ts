import { describe, expect, it } from 'vitest'
import { errorToastMessages, fieldErrorText, fieldLabel, isAuthRequiredText } from './error-messages.ts'

const call = (status: number | null, body: object | null = null, rawBody = '', errorMessage?: string) => ({
  status,
  body,
  rawBody,
  errorMessage,
})

describe('errorToastMessages (spec §8 global handling)', () => {
  it('status 0: server not reachable', () => {
    expect(errorToastMessages(call(0))).toEqual(['Server not reachable'])
  })

  it('no response: the error message, else Unknown error!', () => {
    expect(errorToastMessages(call(null, null, '', 'Timed out'))).toEqual(['Timed out'])
    expect(errorToastMessages(call(null))).toEqual(['Unknown error!'])
  })

  it('400: one toast per field error, field capitalised and indexes dropped', () => {
    const body = {
      fieldErrors: [
        { field: 'name', message: 'NotBlank' },
        { field: 'rows[3].toEmail', message: 'Email' },
      ],
    }
    expect(errorToastMessages(call(400, body))).toEqual([
      'Error on field "Name"',
      'Error on field "Rows[].toEmail"',
    ])
  })

  it('400 without field errors: message, then detail, then raw body', () => {
    expect(errorToastMessages(call(400, { message: 'Bad job', detail: 'd' }))).toEqual(['Bad job'])
    expect(errorToastMessages(call(400, { detail: 'Only detail' }))).toEqual(['Only detail'])
    expect(errorToastMessages(call(400, null, 'plain text'))).toEqual(['plain text'])
  })

  it('404: Not found', () => {
    expect(errorToastMessages(call(404, { message: 'Job 7 does not exist' }))).toEqual(['Not found'])
  })

  it('500: message, detail, or the generic text', () => {
    expect(errorToastMessages(call(500, { message: 'Boom' }))).toEqual(['Boom'])
    expect(errorToastMessages(call(500, { detail: 'Detail' }))).toEqual(['Detail'])
    expect(errorToastMessages(call(500, null, '<html>'))).toEqual([
      'Internal server error. Please try again later.',
    ])
  })

  it('other statuses: detail, message, then body', () => {
    expect(errorToastMessages(call(409, { message: 'M', detail: 'D' }))).toEqual(['D'])
    expect(errorToastMessages(call(409, { message: 'M' }))).toEqual(['M'])
    expect(errorToastMessages(call(502, null, 'Bad gateway'))).toEqual(['Bad gateway'])
    expect(errorToastMessages(call(502))).toEqual(['Unknown error!'])
  })
})

describe('helpers', () => {
  it('fieldLabel', () => {
    expect(fieldLabel('userJob.name')).toBe('UserJob.name')
  })

  it('size constraint messages read Size', () => {
    expect(fieldErrorText('Min')).toBe('Size')
    expect(fieldErrorText('DecimalMax')).toBe('Size')
    expect(fieldErrorText('NotNull')).toBe('NotNull')
  })

  it('recognises the authentication-required texts', () => {
    expect(isAuthRequiredText('Full authentication is required to access this resource')).toBe(true)
    expect(isAuthRequiredText('error.authentication.required')).toBe(true)
    expect(isAuthRequiredText('Access denied')).toBe(false)
  })
})
