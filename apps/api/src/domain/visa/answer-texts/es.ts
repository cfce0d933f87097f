import type { EntryConditionsView } from '@visabridge/contract';
import { countIn } from './count-in';
import { listIn } from './list-in';
import type { AnswerTexts, RuleNeed } from './types';

const days = (count: number) => countIn('es', count, { one: '1 día', other: '# días' });
const months = (count: number) => countIn('es', count, { one: '1 mes', other: '# meses' });

const passportRule = (conditions: EntryConditionsView | null, destination: string, ruleOf: string) => {
  if (!conditions?.passportValidity)
    return `Pasaporte válido: la norma de validez del pasaporte de ${destination} no figura en nuestros datos; confírmela con la fuente oficial antes de viajar`;
  const { passportValidity, passportValidityMonths, maxPassportAgeYears, blankPages } = conditions;
  const validity = {
    beyond_arrival: `válido al menos ${months(passportValidityMonths ?? 0)} a partir de la fecha de llegada`,
    beyond_departure: `válido al menos ${months(passportValidityMonths ?? 0)} después de la fecha de salida`,
    for_stay: 'válido durante toda la estancia',
  }[passportValidity];
  const issued = maxPassportAgeYears ? `, expedido en los últimos ${maxPassportAgeYears} años` : '';
  const pages = blankPages
    ? `, con ${countIn('es', blankPages, { one: '1 página en blanco', other: '# páginas en blanco' })}`
    : '';
  return `Pasaporte ${validity}${issued}${pages} (norma aplicable: ${ruleOf})`;
};

const photoRule = (conditions: EntryConditionsView | null, destination: string) => {
  const photo = conditions?.photo;
  if (!photo)
    return `Fotografía reciente tipo pasaporte: las especificaciones de foto de ${destination} no figuran en nuestros datos; confirme el tamaño con la fuente oficial`;
  if (photo.shape === 'square')
    return `Foto digital cuadrada (alto igual al ancho), de al menos ${photo.minPixels} x ${photo.minPixels} píxeles, ${photo.background}`;
  return `Fotografía reciente de ${photo.widthMm} x ${photo.heightMm} mm, ${photo.background}`;
};

const whatHoldersNeed = ({ category, authorisationName }: RuleNeed) => {
  if (category === 'visa_free') return 'pueden entrar sin visa';
  if (category === 'no_admission') return 'no tienen permitida la entrada';
  return `necesitan la autorización «${authorisationName}»`;
};

const whatHoldersWillNeed = ({ category, authorisationName }: RuleNeed) => {
  if (category === 'visa_free') return 'podrán entrar sin visa';
  if (category === 'no_admission') return 'no tendrán permitida la entrada';
  return `necesitarán la autorización «${authorisationName}»`;
};

const confirmWith = (country: string) =>
  `Antes de viajar, confírmelo con su aerolínea y con la fuente oficial del Gobierno de ${country}.`;

export const answerTextsEs: AnswerTexts = {
  dateLocale: 'es',
  datasetValue: (category, stayDays) =>
    stayDays
      ? `sin visa durante un máximo de ${days(stayDays)}`
      : {
          visa_free: 'sin visa',
          visa_on_arrival: 'visa a la llegada',
          eta: 'autorización electrónica de viaje (eTA)',
          e_visa: 'visa electrónica',
          visa_required: 'visa obligatoria',
          no_admission: 'entrada no permitida',
          own_country: 'país propio',
        }[category],
  visaTypeNames: {
    tourist: 'Visa de turismo',
    business: 'Visa de negocios',
    student: 'Visa de estudios',
    work: 'Visa de trabajo',
    family: 'Visa familiar',
    transit: 'Visa de tránsito',
    medical: 'Visa para tratamiento médico',
  },
  groupNames: { 'eu-eea-swiss': 'ciudadanos de la UE, el EEE y Suiza', schengen: 'espacio Schengen' },
  documents: {
    passportOrId: 'Pasaporte o documento nacional de identidad válido',
    funds: 'Prueba de medios económicos suficientes para la estancia',
    etaApproval: 'Autorización electrónica de viaje (eTA) vinculada a este pasaporte',
    eVisaApproval: 'Aprobación de la visa electrónica, impresa, para llevarla durante el viaje',
    eVisaPhoto: 'Foto digital tipo pasaporte para la solicitud en línea',
    applicationForm: 'Formulario de solicitud de visa cumplimentado',
    bankStatements: 'Prueba de medios económicos suficientes (extractos bancarios de los últimos 3 meses)',
    itinerary: 'Itinerario del viaje',
    returnTicket: 'Billete de vuelta o de continuación del viaje',
    accommodation: 'Prueba de alojamiento (reserva de hotel o dirección del anfitrión)',
    invitationLetter: 'Carta de invitación de la empresa que visitará',
    employerLetter: 'Carta de su empleador en la que conste el motivo del viaje',
    acceptanceLetter: 'Carta de admisión del centro educativo o la universidad',
    tuitionProof: 'Justificante del pago de la matrícula o de la beca',
    jobOffer: 'Oferta de empleo o contrato de trabajo',
    relationshipProof: 'Prueba del vínculo familiar (partida de nacimiento o certificado de matrimonio)',
    familyInvitation: 'Invitación y copia del documento de identidad del familiar con quien se reunirá',
    onwardTicket: 'Billete de continuación dentro del plazo de tránsito',
    finalDestinationVisa: 'Visa o permiso de entrada para el destino final',
    hospitalLetter: 'Carta del hospital que le atenderá con las fechas del tratamiento',
    treatmentPayment: 'Prueba de que puede costear el tratamiento',
    workPermit: 'Permiso de trabajo o su aprobación, si el país de destino lo expide',
    schengenInsurance:
      'Seguro médico de viaje con una cobertura mínima de 30.000 EUR para toda la estancia en el espacio Schengen',
    schengenMinorForm:
      'Formulario de solicitud firmado por el padre, la madre o el tutor legal, con su nombre y dirección (el viajero es menor de 18 años)',
  },
  passportRule,
  photoRule,
  photoBackgrounds: {
    'plain light background': 'fondo claro y liso',
    'white or off-white background': 'fondo blanco o blanco roto',
    'plain light-coloured or white background': 'fondo liso de color claro o blanco',
    'background not stated': 'fondo no especificado',
  },
  recordedFrom: (recordedOn, source) => `registrado por VisaBridge el ${recordedOn} a partir de ${source}`,
  recordedBy: (by, on, source) => `Registrado por ${by} el ${on} a partir de ${source}`,
  fee: {
    notApplicable: 'No aplica',
    noVisaFee: 'Sin tasa de visa',
    setByAuthority: 'Desconocida: la fija la autoridad emisora',
    setByEmbassy: 'Tasa fijada por la embajada',
    notKnown: 'Desconocida',
    fromDay: (amount, date) => `${amount} (desde el ${date})`,
  },
  stay: {
    notAdmitted: 'Entrada no permitida',
    unlimited: 'Sin límite',
    upToDays: (count) => `Hasta ${days(count)}`,
    setByAuthorisation: 'La fija la visa o la autorización',
    notStated: 'No consta en los datos',
  },
  processing: {
    notApplicable: 'No aplica',
    days: (min, max) =>
      min === max
        ? countIn('es', min, { one: '1 día hábil', other: '# días hábiles' })
        : `${min}-${max} días hábiles`,
    atBorder: 'Se expide en la frontera a la llegada',
    noApplication: 'No es necesario presentar solicitud',
    varies: 'El plazo de tramitación varía',
  },
  decisions: {
    ownCountry: 'Los ciudadanos siempre pueden entrar en su propio país',
    longStayPurpose:
      'Los estudios, el trabajo y la reagrupación familiar requieren una visa o un permiso de residencia; la entrada sin visa solo cubre estancias cortas',
    freeMovement: {
      'eu-eea-swiss-free-movement': 'Libre circulación de personas en la UE, el EEE y Suiza',
      'common-travel-area': 'Zona Común de Viaje entre Irlanda y el Reino Unido',
      'trans-tasman-travel-arrangement': 'Acuerdo de Viaje Transtasmánico entre Australia y Nueva Zelanda',
    },
    passportIndex: (editionDate, value) => `Passport Index, edición del ${editionDate}: ${value}`,
    entryRule: (name, startsOn, recorded) => `${name}, en vigor desde el ${startsOn}. ${recorded}`,
  },
  tips: {
    notAdmitted: (from, to) =>
      `Los titulares de un pasaporte de ${from} no tienen permitida la entrada en ${to}; consulte con su embajada antes de planificar el viaje.`,
    stayLimit: (count) =>
      `Puede permanecer hasta ${days(count)}; para una estancia más larga necesita una visa o un permiso de residencia.`,
    eta: 'Solicite la autorización electrónica de viaje en línea antes de viajar.',
    eVisa: 'Solicite la visa electrónica en línea y lleve una copia impresa de la aprobación.',
    visaOnArrival: 'Tenga preparados en la frontera el importe de la visa y sus documentos justificativos.',
    applyForVisa: (to) =>
      `Solicite la visa de ${to} antes de viajar, en línea o en su embajada o consulado, según indique su sitio web oficial de visas.`,
    applyOnGovUk: (source, recorded) =>
      `Presente la solicitud en línea en GOV.UK antes de viajar (${source}) y después acuda a un centro de solicitud de visas para registrar sus huellas dactilares y su fotografía (${recorded}).`,
    applyAhead: (daysBefore, processingDays) =>
      `Presente la solicitud al menos ${days(daysBefore)} antes de viajar: la tramitación puede tardar hasta ${countIn('es', processingDays, { one: '1 día hábil', other: '# días hábiles' })}.`,
    registerResidence: 'Si permanece más de tres meses, inscriba su residencia ante las autoridades locales.',
    carryPassportOrId: 'Lleve consigo un pasaporte o documento nacional de identidad válido.',
    passportRule: (rule, recorded) =>
      `${rule}: ${recorded}. Confírmelo con la fuente oficial antes de viajar.`,
    passportRuleUnknown: (to) =>
      `La norma de validez del pasaporte de ${to} no figura en nuestros datos: confírmela con la fuente oficial antes de viajar.`,
  },
  entryRules: {
    starts: (date, from, to, need) =>
      `Desde el ${date}, los titulares de un pasaporte de ${from} ${whatHoldersNeed(need)} para entrar en ${to}.`,
    ends: (name, date) =>
      `${name}: en vigor hasta el ${date}; a partir del día siguiente vuelve a aplicarse la respuesta del conjunto de datos.`,
    feeChanges: (date, name, amount) => `Desde el ${date}, la tasa oficial de «${name}» es de ${amount}.`,
    announced: (from, to, need) =>
      `Anunciado, sin fecha de inicio: los titulares de un pasaporte de ${from} ${whatHoldersWillNeed(need)} para entrar en ${to}. Aún no está en vigor y la respuesta anterior no lo tiene en cuenta.`,
    applyDirectly: (url, amount) =>
      `Puede presentar la solicitud directamente en el sitio oficial, ${url}, sin VisaBridge; la tasa oficial allí es ${amount ?? 'desconocida para nosotros'}.`,
  },
  freshness: (editionDate, ageDays, monthCount) =>
    `La edición del Passport Index del ${editionDate} tiene ${days(ageDays)} de antigüedad (unos ${months(monthCount)}); las normas de entrada registradas desde entonces se aplican sobre ella, cada una con su fecha de registro.`,
  confirmWithSource: (source) =>
    `Las normas de entrada cambian: confírmelas con la fuente oficial, ${source}, antes de viajar.`,
  confirmWithGovernment: (to) =>
    `Las normas de entrada cambian: confírmelas con las fuentes oficiales del Gobierno de ${to} (su embajada o su autoridad de inmigración) antes de viajar.`,
  noCorridorData: (from, to) => `No tenemos datos de visas para viajar de ${from} a ${to}.`,
  trip: {
    transitOwnCountry:
      'Los ciudadanos siempre pueden entrar en su propio país, por lo que pasar por él no requiere visa.',
    transitOnFile: (country, visaType, fee) =>
      `Tenemos registrada una política de tránsito para ${country}: ${visaType}, ${fee}. ${confirmWith(country)}`,
    transitNotInData: (country) =>
      `Las normas de tránsito de ${country} no figuran en nuestros datos: la respuesta mostrada es para entrar en ${country}. Algunos países permiten permanecer en la zona de tránsito del aeropuerto sin visa; otros exigen una visa de tránsito. ${confirmWith(country)}`,
    legName: (number, country) => `el tramo ${number} (${country})`,
    legList: listIn('es'),
    applyBefore: (legs) => `Antes de viajar, presente la solicitud para ${legs}.`,
    nothingToApplyBefore: 'Ningún tramo requiere solicitar una visa o autorización de viaje antes de viajar.',
    notAdmittedOn: (legs) => `Este pasaporte no tiene permitida la entrada en ${legs}.`,
    datasetSource: (editionDate, source) =>
      `Datos del Passport Index, edición del ${editionDate} (${source})`,
  },
};
