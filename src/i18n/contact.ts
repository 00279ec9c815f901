// "5.000": grouped from the thousands, as the counter under the message is read.
const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, '.')

// The contact page.
export const contact = {
  metaTitle: 'Contacto',
  metaDescription:
    'Escribe al equipo de Tarima: dudas, colaboraciones, prensa o soporte. Te respondemos en menos de 24 horas hábiles.',
  title: 'Contacto',
  intro:
    '¿Tienes una pregunta, una propuesta o necesitas ayuda? Escríbenos y te responderemos pronto.',
  form: {
    title: 'Envíanos un mensaje',
    name: 'Nombre',
    email: 'Correo electrónico',
    subject: 'Asunto',
    message: 'Mensaje',
    counter: (count: number, max: number) => `${grouped(count)} / ${grouped(max)}`,
    counterLabel: (count: number, max: number) => `${grouped(count)} de ${grouped(max)} caracteres`,
    atLimit: (max: number) =>
      `Llegaste al límite de ${grouped(max)} caracteres: lo que escribas o pegues de más no se agrega.`,
    requiredHint: 'Todos los campos son obligatorios.',
    submit: 'Enviar mensaje',
    sending: 'Enviando...',
    invalid: 'Revisa los campos marcados.',
    error: 'No se pudo enviar el mensaje. Inténtalo de nuevo en unos minutos.',
    errorTitle: 'No se pudo enviar el mensaje',
    successTitle: '¡Mensaje enviado!',
    successDescription: 'Gracias por escribirnos. Te responderemos en menos de 24 horas hábiles.',
  },
  channels: {
    title: 'Canales de contacto',
    email: 'Correo electrónico',
    instagram: 'Instagram',
    youtube: 'YouTube',
  },
  hours: {
    title: 'Horario de atención',
    items: ['Lunes a viernes: 9:00 - 18:00', 'Sábados: 10:00 - 14:00', 'Domingos: Cerrado'],
  },
  faq: {
    title: 'Preguntas frecuentes',
    items: [
      {
        question: '¿Cuánto tardan en revisar mi solicitud para unirme?',
        answer:
          'Revisamos cada solicitud en un plazo de 48 horas y te avisamos en cuanto tengamos una respuesta.',
      },
      {
        question: '¿Tiene algún costo usar Tarima?',
        answer:
          'No. El uso básico de la plataforma es gratuito: crear tu perfil, aparecer en el directorio, publicar en el feed y enviar mensajes.',
      },
      {
        question: '¿Cómo denuncio un contenido inapropiado?',
        answer:
          'Cada post tiene un botón para reportarlo. Nuestro equipo revisa todas las denuncias.',
      },
      {
        question: '¿Cuándo responderán a mi email?',
        answer: 'Respondemos a todos los emails en menos de 24 horas hábiles.',
      },
    ],
  },
} as const
