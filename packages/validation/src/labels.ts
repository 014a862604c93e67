/**
 * Field labels in every language. Forms show them above their inputs, and messages quote them
 * (`'{field} is not valid'`), so the two always agree.
 */
import type { Locale } from '@comptoir/i18n/locales'

/** Every labelled field of the domain schemas. */
export type FieldLabelKey =
  | 'email'
  | 'password'
  | 'passwordConfirmation'
  | 'currentPassword'
  | 'newPassword'
  | 'name'
  | 'locale'
  | 'marketingConsent'
  | 'firstName'
  | 'lastName'
  | 'line1'
  | 'line2'
  | 'postalCode'
  | 'city'
  | 'country'
  | 'phone'
  | 'motivation'
  | 'socialLinks'
  | 'termsAccepted'
  | 'operationName'
  | 'operationCode'
  | 'customerDiscount'
  | 'startsAt'
  | 'endsAt'
  | 'salesGoal'
  | 'displayName'
  | 'iban'
  | 'legalStatus'
  | 'postalAddress'
  | 'siret'
  | 'vatNumber'
  | 'contactSubject'
  | 'contactMessage'
  | 'orderNumber'
  | 'cardNumber'
  | 'cardExpiry'
  | 'cardSecurityCode'
  | 'staffRole'
  | 'secondFactorCode'
  | 'carrier'
  | 'trackingNumber'
  | 'decisionReason'
  | 'commissionRate'
  | 'refundQuantity'
  | 'refundReason'
  | 'refundRestock'
  | 'orderNote'
  | 'orderChangeReason'

/** Every label in every language. A language missing a label does not compile. */
export const fieldLabels = {
  en: {
    email: 'E-mail address',
    password: 'Password',
    passwordConfirmation: 'Password confirmation',
    currentPassword: 'Current password',
    newPassword: 'New password',
    name: 'Name',
    locale: 'Language',
    marketingConsent: 'News and offers by e-mail',
    firstName: 'First name',
    lastName: 'Last name',
    line1: 'Address',
    line2: 'Address line 2',
    postalCode: 'Postal code',
    city: 'City',
    country: 'Country',
    phone: 'Phone',
    motivation: 'Motivation',
    socialLinks: 'Social links',
    termsAccepted: 'Programme terms',
    operationName: 'Operation name',
    orderNumber: 'Order number',
    operationCode: 'Code',
    customerDiscount: 'Customer discount (%)',
    startsAt: 'Start date',
    endsAt: 'End date',
    salesGoal: 'Sales goal',
    displayName: 'Display name',
    iban: 'IBAN',
    legalStatus: 'Legal status',
    cardNumber: 'Card number',
    cardExpiry: 'Expiry date (MM/YY)',
    postalAddress: 'Postal address',
    siret: 'SIRET number',
    vatNumber: 'VAT number',
    contactSubject: 'Subject',
    contactMessage: 'Message',
    cardSecurityCode: 'Security code',
    staffRole: 'Role',
    secondFactorCode: 'Code',
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    decisionReason: 'Reason',
    commissionRate: 'Commission rate (%)',
    refundQuantity: 'Units to refund',
    refundReason: 'Reason for the refund',
    refundRestock: 'Put the refunded units back in stock',
    orderNote: 'Note',
    orderChangeReason: 'Your reason',
  },
  fr: {
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    passwordConfirmation: 'Confirmation du mot de passe',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    name: 'Nom',
    locale: 'Langue',
    marketingConsent: 'Actualités et offres par e-mail',
    firstName: 'Prénom',
    lastName: 'Nom',
    line1: 'Adresse',
    line2: "Complément d'adresse",
    postalCode: 'Code postal',
    city: 'Ville',
    country: 'Pays',
    phone: 'Téléphone',
    motivation: 'Motivation',
    socialLinks: 'Réseaux sociaux',
    termsAccepted: 'Conditions du programme',
    operationName: "Nom de l'opération",
    orderNumber: 'Numéro de commande',
    operationCode: 'Code',
    customerDiscount: 'Remise client (%)',
    startsAt: 'Date de début',
    endsAt: 'Date de fin',
    salesGoal: 'Objectif de ventes',
    displayName: 'Nom public',
    iban: 'IBAN',
    legalStatus: 'Statut juridique',
    cardNumber: 'Numéro de carte',
    cardExpiry: "Date d'expiration (MM/AA)",
    cardSecurityCode: 'Code de sécurité',
    staffRole: 'Rôle',
    postalAddress: 'Adresse postale',
    siret: 'Numéro SIRET',
    vatNumber: 'Numéro de TVA',
    contactSubject: 'Objet',
    contactMessage: 'Message',
    secondFactorCode: 'Code',
    carrier: 'Transporteur',
    trackingNumber: 'Numéro de suivi',
    decisionReason: 'Motif',
    commissionRate: 'Taux de commission (%)',
    refundQuantity: 'Articles à rembourser',
    refundReason: 'Motif du remboursement',
    refundRestock: 'Remettre en stock les articles remboursés',
    orderNote: 'Note',
    orderChangeReason: 'Votre motif',
  },
} as const satisfies Record<Locale, Record<FieldLabelKey, string>>

/** A field's label in the active language. */
export function fieldLabel(key: FieldLabelKey, locale: Locale): string {
  return fieldLabels[locale][key]
}
