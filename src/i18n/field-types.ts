// Messages for values of the wrong type or size (src/platform/field-types.ts).
import { spanishNumber } from './number'

export const fieldTypes = {
  text: 'Este campo debe ser un texto.',
  textList: 'Este campo debe ser una lista de textos.',
  number: 'Este campo debe ser un número.',
  numberList: 'Este campo debe ser una lista de números.',
  boolean: 'Este campo debe ser verdadero o falso (true o false).',
  date: 'Este campo debe ser una fecha válida (formato ISO 8601, por ejemplo 2026-11-21T10:00:00.000Z).',
  option: 'Este campo debe ser una de las opciones permitidas.',
  optionList: 'Este campo debe ser una lista de opciones permitidas.',
  relation: 'Este campo debe ser el id de un documento.',
  relationList: 'Este campo debe ser una lista de ids de documentos.',
  point: 'Este campo debe ser un punto [longitud, latitud] con dos números.',
  group: 'Este campo debe ser un objeto con sus propios campos.',
  rows: 'Este campo debe ser una lista de filas (objetos).',
  blocks: 'Este campo debe ser una lista de bloques con un tipo de bloque válido.',
  richText: 'Este campo debe ser texto enriquecido: un estado del editor Lexical ({ "root": … }).',
  json: 'Este campo debe ser un valor JSON.',
  tooLong: (max: number) => `Demasiado largo: como máximo ${spanishNumber(max)} caracteres.`,
  tooMany: (max: number) => `Demasiados elementos: como máximo ${spanishNumber(max)}.`,
  tooLarge: (kb: number) => `Demasiado grande: como máximo ${spanishNumber(kb)} KB.`,
} as const
