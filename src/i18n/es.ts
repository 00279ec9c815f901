// The Spanish catalogue of the interface. Group by screen; no strings in JSX.
// Every area is its own export, and the areas that browser code reads live in their own files:
// a client component that reads `t.share` through `import * as t from '@/i18n/es'` ships only
// share.ts, not the whole catalogue (see index.ts). Areas only the server reads stay below.
export { accountSafety } from './account-safety'
export { analytics } from './analytics'
export { artist } from './artist'
export { artistSearch } from './artist-search'
export { auth } from './auth'
export { blog } from './blog'
export { blogEngagement } from './blog-engagement'
export { common } from './common'
export { contact } from './contact'
export { directory } from './directory'
export { directoryControls } from './directory-controls'
export { editorsDesk } from './editors-desk'
export { emailAlerts } from './email-alerts'
export { emailConfirm } from './email-confirm'
export { emails } from './emails'
export { errorPage } from './error-page'
export { feed } from './feed'
export { fieldTypes } from './field-types'
export { founderTools } from './founder-tools'
export { home } from './home'
export { join } from './join'
export { members } from './members'
export { messages } from './messages'
export { newsletter } from './newsletter'
export { newsletterForm } from './newsletter-form'
export { newsletterIssues } from './newsletter-issues'
export { notifications } from './notifications'
export { onboarding } from './onboarding'
export { opportunities } from './opportunities'
export { passwordReset } from './password-reset'
export { rateLimit } from './rate-limit'
export { requests } from './requests'
export { safety } from './safety'
export { serverErrors } from './server-errors'
export { share } from './share'
export { a11y, account, footer, meta, mobileMenu, nav, notFound, toaster } from './shell'
export { site } from './site'
export { upload } from './upload'
export { validation } from './validation'

export const blocks = {
  refused: 'No puedes interactuar con este usuario.',
  self: 'No puedes hacer esto contigo mismo',
  userNotFound: 'Este usuario no existe.',
} as const

export const notify = {
  someone: 'Alguien',
} as const

export const env = {
  missingSecret:
    'Falta PAYLOAD_SECRET: en producción Tarima no arranca sin una clave secreta. Define PAYLOAD_SECRET con una cadena larga y aleatoria.',
} as const

export const legal = {
  updated: 'Última actualización: 21 de noviembre de 2026',
  contents: 'Contenido',
} as const

export const privacy = {
  metaTitle: 'Política de Privacidad',
  metaDescription:
    'Qué datos personales trata Tarima, para qué, con qué base legal, durante cuánto tiempo y cómo ejercer tus derechos.',
  title: 'Política de Privacidad',
  intro: [
    'En Tarima nos tomamos en serio tu privacidad. Esta política explica qué datos personales tratamos cuando usas la plataforma, para qué los usamos y qué derechos tienes sobre ellos, de acuerdo con el Reglamento (UE) 2016/679 General de Protección de Datos (RGPD) y la Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).',
  ],
  sections: [
    {
      id: 'responsable',
      heading: '1. Responsable del tratamiento',
      paragraphs: [
        'El responsable del tratamiento de tus datos es Tarima, titular de esta plataforma. Para cualquier cuestión relacionada con tus datos personales puedes escribirnos a hola@tarima.app.',
      ],
    },
    {
      id: 'datos',
      heading: '2. Qué datos tratamos',
      paragraphs: ['Solo tratamos los datos necesarios para que la plataforma funcione:'],
      items: [
        {
          term: 'Datos de cuenta',
          text: 'nombre, apellidos, dirección de email y contraseña. La contraseña se guarda cifrada mediante un hash y nunca en texto legible.',
        },
        {
          term: 'Datos de perfil',
          text: 'nombre artístico, foto, biografía, roles, géneros musicales, país y enlaces a tus redes o plataformas de música, que tú decides completar.',
        },
        {
          term: 'Publicaciones e interacciones',
          text: 'posts, comentarios, likes, seguimientos, favoritos y las solicitudes para unirte a la comunidad (incluido el teléfono si lo indicas).',
        },
        {
          term: 'Mensajes directos',
          text: 'el contenido de las conversaciones privadas, que solo pueden leer sus dos participantes.',
        },
        {
          term: 'Contacto y boletín',
          text: 'el nombre, el email y el mensaje que nos envías a través de los formularios.',
        },
        {
          term: 'Analítica',
          text: 'páginas visitadas y clics en botones para elaborar estadísticas de uso. No usamos cookies de seguimiento para ello ni guardamos tu dirección IP; si has iniciado sesión, el evento puede quedar asociado a tu cuenta.',
        },
      ],
      after: [
        'Para proteger los formularios frente a abusos usamos tu dirección IP de forma transitoria en contadores de intentos, que se eliminan automáticamente en un plazo máximo de 24 horas. La única cookie que utilizamos es la cookie técnica de sesión necesaria para mantenerte conectado; no usamos cookies publicitarias ni de terceros.',
      ],
    },
    {
      id: 'finalidades',
      heading: '3. Para qué usamos tus datos',
      paragraphs: [],
      items: [
        'Crear y gestionar tu cuenta y tu perfil público.',
        'Mostrar el directorio de talento, el feed, los artistas destacados y las noticias.',
        'Permitir los mensajes directos, los seguimientos, los likes y los comentarios, y enviarte las notificaciones correspondientes.',
        'Revisar las solicitudes para unirse a la comunidad.',
        'Responder a tus consultas y enviarte el boletín si te suscribiste.',
        'Mantener la seguridad de la plataforma, prevenir abusos y atender las denuncias de contenido.',
        'Elaborar estadísticas de uso que nos ayudan a mejorar el servicio.',
      ],
    },
    {
      id: 'base-legal',
      heading: '4. Base legal',
      paragraphs: [
        'Tratamos tus datos con arreglo a las siguientes bases del artículo 6 del RGPD:',
      ],
      items: [
        {
          term: 'Ejecución del contrato',
          text: 'para prestarte el servicio que solicitas al registrarte y aceptar los Términos y Condiciones (cuenta, perfil, publicaciones y mensajes).',
        },
        {
          term: 'Consentimiento',
          text: 'para el boletín, que requiere doble confirmación, y para los datos opcionales que decides añadir a tu perfil. Puedes retirarlo en cualquier momento.',
        },
        {
          term: 'Interés legítimo',
          text: 'para la seguridad de la plataforma, la prevención del fraude y los abusos, la moderación y las estadísticas de uso.',
        },
        {
          term: 'Obligación legal',
          text: 'cuando la ley nos exige conservar o comunicar determinados datos.',
        },
      ],
    },
    {
      id: 'publico',
      heading: '5. Qué información es pública',
      paragraphs: [
        'Tu perfil público (nombre, foto, biografía, roles, géneros, país y enlaces), tus posts y tus comentarios son visibles para cualquier visitante. Tu email y tus mensajes directos nunca se muestran a otros usuarios.',
      ],
    },
    {
      id: 'destinatarios',
      heading: '6. Con quién compartimos tus datos',
      paragraphs: [
        'No vendemos tus datos. Solo los comunicamos a proveedores que nos prestan servicios de alojamiento, almacenamiento de imágenes y envío de emails, que actúan como encargados del tratamiento con un contrato conforme al artículo 28 del RGPD, y a las autoridades cuando una norma lo exija.',
        'Si algún proveedor trata datos fuera del Espacio Económico Europeo, lo hará con garantías adecuadas, como las cláusulas contractuales tipo aprobadas por la Comisión Europea.',
      ],
    },
    {
      id: 'conservacion',
      heading: '7. Cuánto tiempo conservamos tus datos',
      paragraphs: [],
      items: [
        'Los datos de tu cuenta, perfil y publicaciones, mientras tu cuenta esté activa. Al eliminarla, los borramos en un plazo máximo de 30 días.',
        'Los mensajes del formulario de contacto, hasta 12 meses después de atenderlos.',
        'Los datos del boletín, hasta que te des de baja.',
        'Los eventos de analítica, un máximo de 24 meses.',
      ],
      after: [
        'Cuando la ley nos obligue a conservar algún dato, lo mantendremos bloqueado, solo a disposición de jueces, tribunales y autoridades competentes, durante el plazo de prescripción aplicable.',
      ],
    },
    {
      id: 'derechos',
      heading: '8. Tus derechos',
      paragraphs: [
        'Puedes ejercer en cualquier momento tus derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad, así como retirar tu consentimiento:',
      ],
      items: [
        'Desde tu perfil puedes corregir tus datos, descargar una copia de tus datos en un formato estructurado y de uso común, y eliminar tu cuenta.',
        'También puedes escribirnos a hola@tarima.app. Te responderemos en el plazo de un mes.',
      ],
      after: [
        'Si consideras que no hemos tratado tus datos correctamente, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (www.aepd.es).',
      ],
    },
    {
      id: 'edad',
      heading: '9. Edad mínima',
      paragraphs: [
        'Tarima está dirigida a personas de 16 años o más. Si tienes menos de 16 años, no puedes crear una cuenta. Si detectamos una cuenta de una persona menor de esa edad, la eliminaremos junto con sus datos.',
      ],
    },
    {
      id: 'seguridad',
      heading: '10. Seguridad',
      paragraphs: [
        'Aplicamos medidas técnicas y organizativas para proteger tus datos: conexiones cifradas, contraseñas guardadas con hash, bloqueo temporal tras varios intentos fallidos de inicio de sesión y acceso restringido a la información según el rol de cada persona del equipo.',
      ],
    },
    {
      id: 'cambios',
      heading: '11. Cambios en esta política',
      paragraphs: [
        'Podemos actualizar esta política para reflejar cambios en el servicio o en la ley. Indicaremos siempre la fecha de la última actualización y, si el cambio es importante, te avisaremos por email o mediante un aviso en la plataforma.',
      ],
    },
    {
      id: 'contacto',
      heading: '12. Contacto',
      paragraphs: [
        'Si tienes dudas sobre esta política o sobre cómo tratamos tus datos, escríbenos a hola@tarima.app o usa el formulario de la página de contacto.',
      ],
    },
  ],
} as const

export const terms = {
  metaTitle: 'Términos y Condiciones',
  metaDescription:
    'Las condiciones de uso de Tarima: edad mínima, cuentas, contenido de los usuarios, conducta, moderación, responsabilidad y ley aplicable.',
  title: 'Términos y Condiciones',
  intro: [
    'Estos Términos y Condiciones regulan el uso de Tarima, el hub de descubrimiento musical de Puerto Rico y Latinoamérica. Léelos con atención: al usar la plataforma aceptas cumplirlos.',
  ],
  sections: [
    {
      id: 'aceptacion',
      heading: '1. Aceptación',
      paragraphs: [
        'Al crear una cuenta o usar Tarima aceptas estos términos y nuestra Política de Privacidad. Si no estás de acuerdo, no utilices la plataforma.',
      ],
    },
    {
      id: 'servicio',
      heading: '2. El servicio',
      paragraphs: [
        'Tarima conecta a artistas, productores, DJs, managers, A&Rs y otros profesionales de la música latina. Permite publicar perfiles, compartir música en el feed, seguir a otros usuarios, enviar mensajes directos y leer noticias. El uso básico de la plataforma es gratuito.',
      ],
    },
    {
      id: 'edad',
      heading: '3. Edad mínima',
      paragraphs: [
        'Debes tener al menos 16 años para registrarte y usar las funciones de la comunidad. Al crear una cuenta declaras que cumples este requisito.',
      ],
    },
    {
      id: 'cuentas',
      heading: '4. Tu cuenta',
      paragraphs: [],
      items: [
        'Debes facilitar datos veraces y mantenerlos actualizados.',
        'Cada cuenta es personal. No puedes suplantar a otra persona, artista o marca.',
        'Eres responsable de mantener tu contraseña en secreto y de la actividad que se realice con tu cuenta. Si detectas un uso no autorizado, avísanos cuanto antes.',
        'Puedes eliminar tu cuenta en cualquier momento desde tu perfil.',
      ],
    },
    {
      id: 'tu-contenido',
      heading: '5. Tu contenido y licencia',
      paragraphs: [
        'El contenido que publicas (textos, imágenes, enlaces a tu música y videos) sigue siendo tuyo. Al publicarlo, concedes a Tarima una licencia no exclusiva, gratuita y mundial para alojarlo, reproducirlo, adaptarlo técnicamente y mostrarlo dentro de la plataforma, así como para destacarlo en secciones como Artistas Destacados o News+, mientras permanezca publicado.',
        'La licencia termina cuando eliminas el contenido o tu cuenta, salvo las copias de seguridad que se borran en su ciclo normal y el contenido que otros usuarios ya hayan compartido en sus conversaciones.',
        'Garantizas que tienes los derechos necesarios sobre lo que publicas, incluidas la música, las imágenes y las marcas, y que su publicación no vulnera derechos de terceros.',
      ],
    },
    {
      id: 'conducta',
      heading: '6. Conducta prohibida',
      paragraphs: ['No está permitido:'],
      items: [
        'Publicar contenido ilegal, violento, de odio, acoso, discriminación o de carácter sexual explícito.',
        'Infringir derechos de autor, de imagen o de propiedad industrial de terceros.',
        'Enviar spam, publicidad no solicitada o mensajes masivos.',
        'Suplantar identidades o crear perfiles falsos.',
        'Recopilar datos de otros usuarios sin su consentimiento.',
        'Interferir en el funcionamiento de la plataforma, intentar acceder sin autorización o eludir sus límites de uso.',
      ],
    },
    {
      id: 'moderacion',
      heading: '7. Moderación y denuncias',
      paragraphs: [
        'Cada post tiene un botón para reportarlo. Revisamos las denuncias y podemos retirar contenido, limitar funciones o suspender cuentas que incumplan estos términos. Cuando sea posible, te informaremos del motivo y podrás pedirnos que revisemos la decisión escribiendo a hola@tarima.app.',
        'Las solicitudes para unirse a la comunidad y los perfiles destacados se revisan según criterios editoriales del equipo de Tarima.',
      ],
    },
    {
      id: 'propiedad',
      heading: '8. Propiedad intelectual de Tarima',
      paragraphs: [
        'La marca Tarima, el logotipo, el diseño y el software de la plataforma son propiedad de Tarima o de sus licenciantes. No puedes usarlos sin autorización previa por escrito.',
      ],
    },
    {
      id: 'terceros',
      heading: '9. Servicios de terceros',
      paragraphs: [
        'La plataforma incluye enlaces y reproductores de servicios de terceros como Spotify, YouTube o Instagram. Su uso se rige por las condiciones de esos servicios y no somos responsables de su contenido.',
      ],
    },
    {
      id: 'responsabilidad',
      heading: '10. Responsabilidad',
      paragraphs: [
        'Trabajamos para que Tarima esté disponible y funcione correctamente, pero no podemos garantizar un servicio sin interrupciones ni errores. Cada usuario es responsable del contenido que publica, y Tarima no es parte de los acuerdos, colaboraciones o contrataciones que los usuarios cierren entre sí.',
        'Nada de lo dispuesto en estos términos limita la responsabilidad que no pueda limitarse conforme a la ley ni los derechos que la normativa de consumidores y usuarios te reconoce.',
      ],
    },
    {
      id: 'cambios',
      heading: '11. Cambios en los términos',
      paragraphs: [
        'Podemos modificar estos términos para adaptarlos a cambios en el servicio o en la ley. Te avisaremos con antelación razonable de los cambios importantes. Si sigues usando Tarima después de su entrada en vigor, se entenderá que los aceptas.',
      ],
    },
    {
      id: 'ley',
      heading: '12. Ley aplicable y jurisdicción',
      paragraphs: [
        'Estos términos se rigen por la ley española. Cualquier controversia se someterá a los juzgados y tribunales de la ciudad de Madrid, sin perjuicio del derecho que, como consumidor, te reconozca la normativa aplicable a acudir a los tribunales de tu domicilio.',
      ],
    },
    {
      id: 'contacto',
      heading: '13. Contacto',
      paragraphs: [
        'Si tienes preguntas sobre estos términos, escríbenos a hola@tarima.app o usa el formulario de la página de contacto.',
      ],
    },
  ],
} as const
