import { startSmtpSink } from '../helpers/smtp'
import { test } from './fixtures'

type Sink = Awaited<ReturnType<typeof startSmtpSink>>

/**
 * The mail server of a spec file (TEST_SMTP_PORT; e2e files run one at a time): started before its
 * tests, closed after them.
 */
export function mailSinkForFile(): Pick<Sink, 'waitFor'> {
  let sink: Sink | undefined
  test.beforeAll(async () => {
    sink = await startSmtpSink()
  })
  test.afterAll(async () => {
    await sink?.close()
  })
  return {
    waitFor: (...args) => {
      if (!sink) throw new Error('El servidor de correo de la prueba no arrancó')
      return sink.waitFor(...args)
    },
  }
}
