import { countIn } from '../../../../domain/visa/answer-texts/count-in';
import type { FindingTexts, MismatchField, PhotoTarget, ZoneCheck } from './types';

const SCAN_HINT =
  'Téléversez un scan ou une photo nette et bien éclairée de toute la page d’identité, prise de face, sur ' +
  'laquelle les deux lignes de lettres et de chevrons (<<<) du bas sont entièrement visibles.';

const checks: Record<ZoneCheck, string> = {
  'document number': 'du numéro de document',
  'date of birth': 'de la date de naissance',
  'expiry date': 'de la date d’expiration',
  'personal number': 'du numéro personnel',
  'whole zone': 'de l’ensemble de la zone',
};

const fields: Record<MismatchField, string> = {
  number: 'le numéro',
  surname: 'le nom',
  'given names': 'les prénoms',
  nationality: 'la nationalité',
  'date of birth': 'la date de naissance',
  'expiry date': 'la date d’expiration',
  sex: 'le sexe',
};

const sexes: Record<string, string> = { female: 'femme', male: 'homme' };

const months = (count: number) => countIn('fr', count, { one: '# mois', other: '# mois' });

const shapeOf = (target: PhotoTarget) =>
  target.shape === 'square'
    ? 'une photo carrée (hauteur égale à la largeur)'
    : `le format ${target.widthMm}:${target.heightMm} d’un tirage de ${target.widthMm} x ${target.heightMm} mm`;

const sizeOf = (target: PhotoTarget) =>
  target.shape === 'square'
    ? `${target.minPixels} x ${target.minPixels} pixels`
    : `${target.minWidth} x ${target.minHeight} pixels (${target.widthMm} x ${target.heightMm} mm à 300 ppp)`;

export const findingTextsFr: FindingTexts = {
  zoneNotFound: `Nous n’avons pas trouvé la zone de lecture automatique sur ce scan. ${SCAN_HINT}`,
  checkDigit: (check) =>
    `Le chiffre de contrôle ${checks[check]} ne correspond pas à ce qui a été lu. Le scan est peut-être flou, ou la page a été modifiée. ${SCAN_HINT}`,
  passportExpired: (expiry) =>
    `Ce passeport a expiré le ${expiry}. Renouvelez-le avant de faire votre demande.`,
  passportShortfall: ({ shortfall, owner, destination, expiry, isTripToday }) => {
    if (shortfall.code === 'age') {
      const years = countIn('fr', shortfall.years, { one: 'l’année', other: 'les # années' });
      return `Le passeport a été délivré le ${shortfall.issued} ; seuls les passeports délivrés dans ${years} précédant votre arrivée sont admis (règle : ${owner}). Renouvelez-le avant de voyager.`;
    }
    const why = {
      beyond_arrival: `soit ${months(shortfall.months)} après votre arrivée (règle : ${owner})`,
      beyond_departure: `soit ${months(shortfall.months)} après votre départ (règle : ${owner})`,
      for_stay: `soit jusqu’au jour de votre départ (règle : ${owner})`,
    };
    const until = shortfall.rule
      ? why[shortfall.rule]
      : `soit jusqu’au jour de votre départ (la règle propre à la destination (${destination}) ne figure pas dans nos données ; elle peut exiger davantage)`;
    return `Le passeport expire le ${expiry}. Il doit être valide au moins jusqu’au ${shortfall.needed}, ${until}${isTripToday ? ', même pour un voyage aujourd’hui' : ''}. Renouvelez-le d’abord.`;
  },
  nothingRead: '(rien)',
  mismatch: (field, read, entered) =>
    `Le passeport indique ${fields[field]} ${read}, mais la demande indique ${field === 'sex' ? (sexes[entered] ?? entered) : entered}. Corrigez l’information erronée.`,
  photoFormat:
    'Une photo d’identité doit être une image JPEG ou PNG, pas un PDF. Téléversez la photo elle-même.',
  photoSpecUnknown: (destination) =>
    `Les spécifications photo de la destination (${destination}) ne figurent pas dans nos données : la forme et la taille n’ont donc pas été vérifiées. Confirmez-les auprès de la source officielle.`,
  photoProportions: (width, height, destination, target) =>
    `La photo mesure ${width} x ${height} pixels ; la destination (${destination}) demande ${shapeOf(target)}. Recadrez-la à ce format.`,
  photoResolution: (width, height, destination, target) =>
    `La photo mesure ${width} x ${height} pixels ; la destination (${destination}) exige au moins ${sizeOf(target)}.`,
  photoFileSize: (kilobytes) =>
    `Le fichier ne fait que ${kilobytes} ko, ce qui indique généralement une forte compression. Téléversez la photo d’origine si vous l’avez.`,
  unreadableFile: (reason) =>
    `Ce fichier n’a pas pu être vérifié (${reason}). Téléversez-le de nouveau sous forme de scan JPEG, PNG ou PDF.`,
};
