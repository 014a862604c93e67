import type { Logger } from 'pino'

import type { Config } from './config'
import type { DatabaseHandle } from './db/client'
import { createAccountsService } from './modules/accounts/accounts.service'
import { createPasswordResetService } from './modules/accounts/password-reset.service'
import type { PasswordHasher } from './modules/accounts/passwords'
import { createSessionWatch } from './modules/accounts/session-watch'
import { createApplicationsService } from './modules/ambassador-applications/ambassador-applications.service'
import { createEventPublisher } from './modules/ambassadors/ambassador-events'
import { createProfileService } from './modules/ambassadors/ambassador-profile'
import { createAmbassadorsService, findAmbassador } from './modules/ambassadors/ambassadors.service'
import {
  holdDays,
  minimumPayoutCents,
  referralWindowMs,
} from './modules/ambassadors/programme-terms'
import {
  ambassadorSignInRefusal,
  approvedAmbassadorCondition,
} from './modules/ambassadors/approved-ambassadors'
import { createAttributionService } from './modules/attribution/attribution.service'
import { cartCodeResolver } from './modules/attribution/checkout-referral'
import { createReferralsService } from './modules/attribution/referrals.service'
import { createCartService } from './modules/cart/cart.service'
import type { CheckoutCodeResolver } from './modules/cart/checkout-codes'
import { createCatalogService } from './modules/catalog/catalog.service'
import { createCheckoutService, type OrderAttribution } from './modules/checkout/checkout.service'
import { createCommissionsService } from './modules/commissions/commissions.service'
import type { PaymentProvider } from './modules/checkout/payments'
import { createExportsService } from './modules/exports/exports.service'
import type { FaqSettings } from './modules/faq/faq-facts'
import { createFaqService } from './modules/faq/faq.service'
import { createInsightsService } from './modules/insights/insights.service'
import { createContactService } from './modules/contact/contact.service'
import { createInvoicesService } from './modules/invoices/invoices.service'
import { createOrderRequestsService } from './modules/order-requests/order-requests.service'
import { createStockAlerts } from './modules/stock-alerts/stock-alerts.service'
import { createNotificationsService } from './modules/notifications/notifications.service'
import type { MailDispatcher } from './modules/mail/outbox.service'
import { createOrderAccessService } from './modules/orders/order-access.service'
import { createOrderAdminService } from './modules/orders/order-admin.service'
import { createOrdersService } from './modules/orders/orders.service'
import { createOperationsService } from './modules/operations/operations.service'
import { programmeCodeResolver } from './modules/operations/programme-codes'
import { createOrderPayments } from './modules/payments/order-payments'
import { paymentSetup } from './modules/payments/payment-setup'
import { createStripeWebhooks } from './modules/payments/stripe-webhooks'
import { createUnpaidOrders } from './modules/payments/unpaid-orders'
import { createPayoutsService } from './modules/payouts/payouts.service'
import { vatRatePercent } from './modules/pricing/pricing'
import { shippingMethods } from './modules/pricing/shipping-methods'
import { createDashboardService } from './modules/back-office/dashboard.service'
import { createSecretBox } from './modules/staff/secret-box'
import { createStaffAuthService } from './modules/staff/staff-auth.service'
import { createStaffSessionWatch } from './modules/staff/staff-session-watch'
import { createStaffService } from './modules/staff/staff.service'
import type { PubSub } from './pubsub/pubsub'
import { backOfficeKey } from './pubsub/topics'
import type { RateLimiter, RateLimits } from './rate-limit/limiter'

/** The FAQ states the delivery methods and rates checkout charges and the programme's terms. */
const currentFaqSettings: FaqSettings = {
  shippingMethods,
  vatRatePercent,
  returnWindowDays: holdDays,
  referralWindowDays: Math.round(referralWindowMs / (24 * 60 * 60 * 1000)),
  minimumPayoutCents,
}

export interface ServiceDeps {
  config: Config
  database: DatabaseHandle
  logger: Logger
  hasher: PasswordHasher
  limiter: RateLimiter
  rateLimits: RateLimits
  mail: MailDispatcher
  resetRequestMinimumMs: number
  /** How long after an order its confirmation is sent. */
  confirmationDelayMs: number
  /** Events to subscribers (order status…), in memory or shared between instances. */
  pubsub: PubSub
  /** What checkout codes mean (default: the programme's ambassador and operation codes). */
  checkoutCodes?: CheckoutCodeResolver
  /** Who orders are attributed to (default: the ambassador programme's rules). */
  attribution?: OrderAttribution
  /** Payment providers offered at checkout (default: the configuration's, see paymentSetup). */
  payments?: readonly PaymentProvider[]
  /** What the FAQ's answers state (default: the settings checkout and the programme apply). */
  faqSettings?: FaqSettings
}

/**
 * Every domain service, built once per process and shared by both endpoints. The ambassador
 * programme's modules share one clock and one publisher of live events.
 */
export function createServices(deps: ServiceDeps) {
  const { db } = deps.database
  // The programme's codes (operations) reach the cart and the checkout as their code resolver,
  // with the operation chosen at checkout standing for a code when none was entered.
  const codes = cartCodeResolver(deps.checkoutCodes ?? programmeCodeResolver)
  const cart = createCartService({ db, codes })
  const { logger, pubsub } = deps
  const now = () => new Date()
  const publish = createEventPublisher(pubsub, logger)
  const sessions = createSessionWatch({
    db,
    pubsub,
    logger,
    approvedAmbassador: approvedAmbassadorCondition,
  })
  const onSessionsChanged = (userId: string) => sessions.announce(userId)
  const staffSessions = createStaffSessionWatch({ db, pubsub, logger })
  const staffSecrets = createSecretBox(deps.config.staffSecretKey.key)
  const onStaffSessionsEnded = async (staffId: string, removed = false) => {
    await staffSessions.announce(staffId)
    await pubsub.publish('backOfficeEvent', backOfficeKey, {
      kind: removed ? 'STAFF_REMOVED' : 'STAFF_SIGNED_OUT',
      recordId: staffId,
      status: null,
      at: new Date().toISOString(),
    })
  }
  const { ambassadorUrl } = deps.config
  const attribution = createAttributionService({ db, now, publish, ambassadorUrl })
  const commissions = createCommissionsService({
    db,
    now,
    publish,
    logger,
    mail: deps.mail,
    ambassadorUrl,
  })
  const orders = createOrdersService(db)
  const payments = paymentSetup(deps.config, logger)
  const providers = deps.payments ?? payments.providers
  const orderAdmin = createOrderAdminService({
    db,
    pubsub: deps.pubsub,
    mail: deps.mail,
    logger: deps.logger,
    publicUrl: deps.config.publicUrl,
    onStatusChanged: commissions.orderStatusChanged,
  })
  const accounts = createAccountsService({
    db,
    hasher: deps.hasher,
    limiter: deps.limiter,
    limits: deps.rateLimits,
    onSessionsChanged,
    ambassadorSignInRefusal: (userId, locale) => ambassadorSignInRefusal(db, userId, locale),
  })
  return {
    db,
    config: deps.config,
    logger: deps.logger,
    mail: deps.mail,
    accounts,
    passwordReset: createPasswordResetService({
      db,
      hasher: deps.hasher,
      limiter: deps.limiter,
      limits: deps.rateLimits,
      mail: deps.mail,
      logger: deps.logger,
      publicUrl: deps.config.publicUrl,
      ambassadorUrl,
      hasAmbassadorProfile: async (userId) => (await findAmbassador(db, userId)) !== null,
      ambassadorSignInRefusal: (userId, locale) => ambassadorSignInRefusal(db, userId, locale),
      requestMinimumMs: deps.resetRequestMinimumMs,
      onSessionsChanged,
    }),
    catalog: createCatalogService({ db, publicUrl: deps.config.publicUrl }),
    faq: createFaqService(db, deps.faqSettings ?? currentFaqSettings),
    pubsub: deps.pubsub,
    cart,
    checkout: createCheckoutService({
      db,
      cart,
      codes,
      payments: providers,
      pubsub: deps.pubsub,
      mail: deps.mail,
      confirmationDelayMs: deps.confirmationDelayMs,
      logger: deps.logger,
      publicUrl: deps.config.publicUrl,
      attribution: deps.attribution ?? attribution,
      limiter: deps.limiter,
      attemptsPerHour: deps.config.commerce.orderAttemptsPerHour,
    }),
    orders,
    invoices: createInvoicesService({ db, orders, shop: deps.config.commerce.shop }),
    contact: createContactService({
      db,
      limiter: deps.limiter,
      mail: deps.mail,
      logger,
      shop: deps.config.commerce.shop,
    }),
    orderRequests: createOrderRequestsService({
      db,
      orders,
      mail: deps.mail,
      logger,
      shop: deps.config.commerce.shop,
      publicUrl: deps.config.publicUrl,
    }),
    /** E-mails back-in-stock alerts when their variant has stock again (see start in app.ts). */
    stockAlerts: createStockAlerts({
      db,
      limiter: deps.limiter,
      mail: deps.mail,
      logger,
      publicUrl: deps.config.publicUrl,
    }),
    orderAccess: createOrderAccessService({
      db,
      orders,
      limiter: deps.limiter,
      limits: deps.rateLimits,
      mail: deps.mail,
      logger: deps.logger,
      publicUrl: deps.config.publicUrl,
      requestMinimumMs: deps.resetRequestMinimumMs,
    }),
    orderAdmin,
    /** The operator's refund and cancel, kept in step with the payment provider. */
    orderPayments: createOrderPayments({ db, admin: orderAdmin, providers }),
    /** Reminds and cancels the orders whose payment does not come (see start in app.ts). */
    unpaidOrders: createUnpaidOrders({
      db,
      orderAdmin,
      providers,
      mail: deps.mail,
      logger,
      commerce: deps.config.commerce,
    }),
    /** Stripe's events, when Stripe is configured. */
    stripeWebhooks:
      payments.stripe && deps.config.stripe
        ? createStripeWebhooks({
            db,
            stripe: payments.stripe,
            webhookSecret: deps.config.stripe.webhookSecret,
            orderAdmin,
            logger,
          })
        : null,
    ambassadors: createAmbassadorsService({ db, pubsub, publicUrl: deps.config.publicUrl, now }),
    ambassadorProfile: createProfileService({
      db,
      now,
      mail: deps.mail,
      logger,
      ambassadorUrl,
      payoutAccountHoldMs: deps.config.payoutAccountHoldHours * 3_600_000,
      confirmPassword: (viewer, password, caller) =>
        accounts.confirmPassword(viewer, password, caller),
    }),
    /** Open sockets of signed-in callers, closed when their session ends (both scopes). */
    sessions,
    ambassadorApplications: createApplicationsService({
      db,
      hasher: deps.hasher,
      limiter: deps.limiter,
      limits: deps.rateLimits,
      mail: deps.mail,
      logger,
      ambassadorUrl: deps.config.ambassadorUrl,
      onSessionsChanged,
      onApplied: (userId) =>
        pubsub.publish('backOfficeEvent', backOfficeKey, {
          kind: 'APPLICATION_RECEIVED',
          recordId: userId,
          status: 'APPLIED',
          at: new Date().toISOString(),
        }),
    }),
    operations: createOperationsService({ db, now }),
    referrals: createReferralsService({ db, now, pubsub }),
    attribution,
    commissions,
    payouts: createPayoutsService({
      db,
      now,
      publish,
      mail: deps.mail,
      ambassadorUrl: deps.config.ambassadorUrl,
      payoutAccountHoldMs: deps.config.payoutAccountHoldHours * 3_600_000,
      shop: deps.config.commerce.shop,
    }),
    insights: createInsightsService({ db, now }),
    notifications: createNotificationsService({ db, now }),
    /** The back office's sign-in and sessions. */
    staffAuth: createStaffAuthService({
      db,
      hasher: deps.hasher,
      limiter: deps.limiter,
      limits: deps.rateLimits,
      secrets: staffSecrets,
      onSessionsEnded: onStaffSessionsEnded,
    }),
    staff: createStaffService({
      db,
      hasher: deps.hasher,
      mail: deps.mail,
      logger,
      adminUrl: deps.config.adminUrl,
      secrets: staffSecrets,
      onSessionsEnded: onStaffSessionsEnded,
    }),
    /** The back office's open sockets, closed when their staff session ends. */
    staffSessions,
    dashboard: createDashboardService({ db, now }),
    exports: createExportsService({ db }),
  }
}

export type Services = ReturnType<typeof createServices>
