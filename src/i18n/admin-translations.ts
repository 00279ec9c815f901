// The Payload admin in Tarima's Spanish: dates, the date picker and Payload's own texts where the
// site's voice (tú) differs. Payload's and Lexical's Spanish is otherwise complete; the few
// English texts written into their code (Lexical's handles, the live preview's "Responsive", the
// date picker's dialog) are put in Spanish in the page by src/features/blog/admin/admin-spanish.tsx
// with ADMIN_FIXED_TEXTS below.

/** Every date the admin shows, "23 de noviembre de 2026, 20:12" (date-fns, Spanish locale). */
export const ADMIN_DATE_FORMAT = "d 'de' MMMM 'de' yyyy, HH:mm"

/**
 * The date picker's own labels (react-datepicker props, passed through a date field's
 * `admin.date.overrides`), which Payload's translations do not reach.
 */
export const DATE_PICKER_LABELS = {
  previousMonthAriaLabel: 'Mes anterior',
  previousMonthButtonLabel: 'Mes anterior',
  nextMonthAriaLabel: 'Mes siguiente',
  nextMonthButtonLabel: 'Mes siguiente',
  previousYearAriaLabel: 'Año anterior',
  previousYearButtonLabel: 'Año anterior',
  nextYearAriaLabel: 'Año siguiente',
  nextYearButtonLabel: 'Año siguiente',
  chooseDayAriaLabelPrefix: 'Elegir',
  disabledDayAriaLabelPrefix: 'No disponible',
  weekAriaLabelPrefix: 'Semana',
  monthAriaLabelPrefix: 'Mes',
  timeCaption: 'Hora',
  timeInputLabel: 'Hora',
} as const

/**
 * English written into the admin's code, which no translation reaches (checked against Payload
 * 3.90.1, @payloadcms/richtext-lexical 3.90.1 and react-datepicker 7.6.0), and its Spanish.
 */
export const ADMIN_FIXED_TEXTS = {
  /** aria-label, title and tooltip attributes. */
  labels: {
    'Add block': 'Añadir bloque',
    'Drag to move': 'Arrastrar para mover',
    'Remove Block': 'Quitar bloque',
    'Choose Date and Time': 'Elegir fecha y hora',
    'Choose Date': 'Elegir fecha',
    'Choose Time': 'Elegir hora',
    Close: 'Cerrar',
  },
  /** Whole texts of elements: the live preview's breakpoint without a size. */
  texts: { Responsive: 'Adaptable', Time: 'Hora' },
  /** The start of the date picker's spoken announcement. */
  prefixes: { 'Selected date: ': 'Fecha elegida: ', 'Selected time: ': 'Hora elegida: ' },
} as const

/** Payload's Spanish texts reworded with tú, as the rest of Tarima speaks (i18n.translations). */
export const ADMIN_TRANSLATIONS = {
  es: {
    general: {
      aboutToDelete: 'Se eliminará <1>{{title}}</1> ({{label}}). ¿Quieres continuar?',
      aboutToDeleteCount_many: 'Vas a eliminar {{count}} {{label}}',
      aboutToDeleteCount_one: 'Vas a eliminar {{count}} {{label}}',
      aboutToDeleteCount_other: 'Vas a eliminar {{count}} {{label}}',
      aboutToPermanentlyDelete:
        'Vas a eliminar para siempre <1>{{title}}</1> ({{label}}). ¿Quieres continuar?',
      aboutToRestore: 'Vas a restaurar <1>{{title}}</1> ({{label}}). ¿Quieres continuar?',
      aboutToTrash: 'Vas a mover <1>{{title}}</1> ({{label}}) a la papelera. ¿Quieres continuar?',
      documentOutOfDate:
        'Otra persona acaba de actualizar este documento: lo que ves no es la última versión.',
    },
    version: {
      aboutToRevertToPublished:
        'Vas a devolver este documento a su versión publicada. ¿Quieres continuar?',
      aboutToUnpublish: 'Vas a despublicar este documento. ¿Quieres continuar?',
      aboutToPublishSelection:
        'Se publicarán todos los elementos seleccionados de {{label}}. ¿Quieres continuar?',
      aboutToUnpublishSelection:
        'Vas a despublicar todos los elementos seleccionados de {{label}}. ¿Quieres continuar?',
    },
    // The SEO plugin's Spanish (node_modules/@payloadcms/plugin-seo/dist/translations/es.js), with
    // its grammar mended and tú.
    'plugin-seo': {
      previewDescription:
        'Los resultados exactos pueden variar según el contenido y la relevancia de la búsqueda.',
      imageAutoGenerationTip: 'La generación automática usa la imagen destacada del artículo.',
      lengthTipTitle:
        'Debe tener entre {{minLength}} y {{maxLength}} caracteres. Para escribir buenos títulos, consulta ',
      lengthTipDescription:
        'Debe tener entre {{minLength}} y {{maxLength}} caracteres. Para escribir buenas descripciones, consulta ',
      almostThere: 'Casi listo',
    },
  },
}
