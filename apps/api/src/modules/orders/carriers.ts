import { carrierIds, type CarrierId } from '@comptoir/validation/schemas/order-shipment'

export { carrierIds, type CarrierId }

/** The carriers an order can be shipped with, and where their parcels are followed. */
export const carriers = {
  colissimo: {
    name: 'Colissimo',
    trackingUrl: (number: string) =>
      `https://www.laposte.fr/outils/suivre-vos-envois?code=${encodeURIComponent(number)}`,
  },
  chronopost: {
    name: 'Chronopost',
    trackingUrl: (number: string) =>
      `https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=${encodeURIComponent(number)}`,
  },
  mondial_relay: {
    name: 'Mondial Relay',
    trackingUrl: (number: string) =>
      `https://www.mondialrelay.fr/suivi-de-colis/?NumeroExpedition=${encodeURIComponent(number)}`,
  },
  dhl: {
    name: 'DHL',
    trackingUrl: (number: string) =>
      `https://www.dhl.com/fr-fr/home/tracking.html?tracking-id=${encodeURIComponent(number)}`,
  },
  ups: {
    name: 'UPS',
    trackingUrl: (number: string) =>
      `https://www.ups.com/track?tracknum=${encodeURIComponent(number)}`,
  },
} as const satisfies Record<CarrierId, { name: string; trackingUrl: (number: string) => string }>

export function isCarrierId(value: string | null): value is CarrierId {
  return value !== null && Object.hasOwn(carriers, value)
}

/** The tracking page of a parcel, when the order records a known carrier. */
export function trackingUrl(carrier: string | null, number: string | null): string | null {
  return isCarrierId(carrier) && number ? carriers[carrier].trackingUrl(number) : null
}
