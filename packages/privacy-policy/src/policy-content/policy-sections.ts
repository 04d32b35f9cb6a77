/** The policy of docs/product.md#privacy-policy, one section per point, in its order. */
export interface PolicySection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  /** A list under the paragraphs (the personal fields collected). */
  items?: readonly string[];
}

const PERSONAL_FIELDS: readonly string[] = [
  'Nombres',
  'Apellidos',
  'CUIL o número de pasaporte',
  'Género',
  'Correo electrónico',
  'Fecha de nacimiento',
  'Nacionalidad',
  'Provincia',
  'Localidad',
  'Teléfono celular',
  'Domicilio',
  'Código postal',
];

export const POLICY_SECTIONS: readonly PolicySection[] = [
  {
    id: 'finalidad',
    title: 'Para qué usamos tus datos',
    paragraphs: [
      'Los datos personales que ingresás en el Portal del Vecino se recopilan únicamente para el inicio de sesión centralizado: registrarte y validar tus datos una sola vez para acceder a los servicios del municipio.',
    ],
  },
  {
    id: 'compartir',
    title: 'Con quién compartimos tus datos',
    paragraphs: [
      'No compartimos tus datos personales con terceros, salvo cuando una obligación legal lo exija o con otros organismos del Estado.',
    ],
  },
  {
    id: 'conservacion',
    title: 'Cuánto tiempo conservamos tus datos',
    paragraphs: ['Conservamos tus datos solo durante el tiempo que sea necesario para esa finalidad.'],
  },
  {
    id: 'derechos',
    title: 'Tus derechos sobre tus datos',
    paragraphs: ['Podés acceder a tus datos, corregirlos o pedir que los eliminemos comunicándote con el equipo de soporte del portal.'],
  },
  {
    id: 'informes',
    title: 'Datos técnicos que envía el portal',
    paragraphs: [
      'Cuando algo falla en tu navegador (un error de una pantalla, una parte de la página que no se pudo descargar o un contenido que la política de seguridad del portal bloqueó), el portal le envía a la Municipalidad un informe técnico: qué falló, en qué sección del portal pasó (sin la dirección completa), el tipo y la versión de tu navegador y la versión del portal.',
      'Estos informes no llevan datos personales: ni tu DNI, ni tu nombre, ni tu e-mail, ni tu domicilio, ni lo que escribís en los formularios, ni los códigos o enlaces que te enviamos. Sirven solo para encontrar y corregir problemas.',
    ],
  },
  {
    id: 'cambios',
    title: 'Cambios en esta política',
    paragraphs: ['Esta política puede cambiar. Si la modificamos, lo vamos a avisar en este sitio.'],
  },
  {
    id: 'datos',
    title: 'Datos personales que recopilamos',
    paragraphs: ['Para el inicio de sesión centralizado podemos recopilar los siguientes datos:'],
    items: PERSONAL_FIELDS,
  },
];
