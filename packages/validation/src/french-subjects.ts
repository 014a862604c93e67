/**
 * French messages name a field as the subject of a sentence, with its article: « Le numéro de
 * carte n’est pas valide », not « Numéro de carte n’est pas valide ». A label without a subject
 * here is quoted instead: « Le champ « Motif » n’est pas valide ».
 */
import { fieldLabels, type FieldLabelKey } from './labels'

const subjects: Partial<Record<FieldLabelKey, string>> = {
  email: 'L’adresse e-mail',
  password: 'Le mot de passe',
  passwordConfirmation: 'La confirmation du mot de passe',
  currentPassword: 'Le mot de passe actuel',
  newPassword: 'Le nouveau mot de passe',
  name: 'Le nom',
  locale: 'La langue',
  firstName: 'Le prénom',
  lastName: 'Le nom',
  line1: 'L’adresse',
  line2: 'Le complément d’adresse',
  postalCode: 'Le code postal',
  city: 'La ville',
  country: 'Le pays',
  phone: 'Le numéro de téléphone',
  motivation: 'La motivation',
  socialLinks: 'Les réseaux sociaux',
  operationName: 'Le nom de l’opération',
  orderNumber: 'Le numéro de commande',
  operationCode: 'Le code',
  customerDiscount: 'La remise client',
  startsAt: 'La date de début',
  endsAt: 'La date de fin',
  salesGoal: 'L’objectif de ventes',
  displayName: 'Le nom public',
  iban: 'L’IBAN',
  legalStatus: 'Le statut juridique',
  postalAddress: 'L’adresse postale',
  siret: 'Le numéro SIRET',
  vatNumber: 'Le numéro de TVA',
  contactSubject: 'L’objet',
  contactMessage: 'Le message',
  cardNumber: 'Le numéro de carte',
  cardExpiry: 'La date d’expiration',
  cardSecurityCode: 'Le code de sécurité',
  staffRole: 'Le rôle',
  secondFactorCode: 'Le code',
  carrier: 'Le transporteur',
  trackingNumber: 'Le numéro de suivi',
  decisionReason: 'Le motif',
  commissionRate: 'Le taux de commission',
  refundQuantity: 'Le nombre d’articles à rembourser',
  refundReason: 'Le motif du remboursement',
  orderNote: 'La note',
}

/** Subjects that take a plural verb. */
const plurals: ReadonlySet<string> = new Set(['Les réseaux sociaux'])

const byLabel = new Map<string, string>(
  Object.entries(fieldLabels.fr).flatMap(([key, label]) => {
    const subject = subjects[key as FieldLabelKey]
    return subject ? [[label, subject] as const] : []
  }),
)

/**
 * The subject a French message gives a field, from its French label, and whether its verb is
 * plural.
 *
 * @example frenchSubject('Numéro de carte') // { subject: 'Le numéro de carte', plural: false }
 */
export function frenchSubject(label: string): { subject: string; plural: boolean } {
  const subject = byLabel.get(label) ?? `Le champ «\u00a0${label}\u00a0»`
  return { subject, plural: plurals.has(subject) }
}
