import { describe, expect, it } from 'vitest'

import { directoryControls } from '../../src/i18n/directory-controls'
import { DIRECTORY_COUNT_CAP } from '../../src/lib/limits'

describe('directory result line', () => {
  it('gives the count up to the cap and "más de" past it', () => {
    expect(directoryControls.resultCount(12, 44, 44)).toBe(
      'Mostrando 12 de 44 resultados (44 total)',
    )
    expect(directoryControls.resultCount(12, DIRECTORY_COUNT_CAP, 1_000_044)).toBe(
      'Mostrando 12 de 1000 resultados (1.000.044 total)',
    )
    expect(directoryControls.resultCount(12, DIRECTORY_COUNT_CAP + 1, 1_000_044)).toBe(
      'Mostrando 12 de más de 1000 resultados (1.000.044 total)',
    )
  })
})
