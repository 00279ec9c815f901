import { describe, expect, it } from 'vitest'

import { scamSignals } from '@/features/opportunities/scam-signals'

describe('scamSignals', () => {
  it('finds requests for money to apply, with or without accents and capitals', () => {
    expect(scamSignals('Hay una CUOTA DE INSCRIPCIÓN de 50 USD')).toEqual(['cuota de inscripcion'])
    expect(scamSignals('Debes pagar 30 dólares para poder postularte.')).toEqual([
      'pagar 30 dolares para poder postularte',
    ])
    expect(scamSignals('Envía el depósito antes de audicionar')).toEqual([
      'envia el deposito antes de audicionar',
    ])
    expect(scamSignals('Pago por Western Union o tarjetas de regalo')).toEqual(['western union'])
    expect(scamSignals('Costo de audición: 20 USD. Paga por MoneyGram')).toEqual([
      'costo de audicion',
      'moneygram',
    ])
  })

  it('leaves honest opportunities alone, paid ones included', () => {
    for (const text of [
      'Pagamos 1,500 USD por la producción del EP, mitad al empezar.',
      'Buscamos productor de bachata en Santo Domingo. Pago a convenir.',
      'Cubrimos el transporte y la comida. Envía tu demo para postularte.',
      'Beca completa: sin costo para los seleccionados.',
    ]) {
      expect(scamSignals(text), text).toEqual([])
    }
  })
})
