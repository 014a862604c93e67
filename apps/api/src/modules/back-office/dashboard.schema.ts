import { builder } from '../../graphql/admin/builder'
import { requireStaff } from '../../graphql/admin/context'
import {
  chartDays,
  shopTimeZone,
  type DailySales,
  type SalesFigures,
  type WaitingWork,
} from './dashboard.service'

interface SalesPeriod {
  salesCents: number
  orders: number
}

/** The dashboard of one staff member, whose role decides what it holds; each part read once. */
interface Dashboard {
  waiting: () => Promise<WaitingWork>
  sales: () => Promise<SalesFigures | null>
}

function once<T>(read: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | null = null
  return () => (result ??= read())
}

function period(days: DailySales[], count: number): SalesPeriod {
  return days.slice(-count).reduce(
    (sum, day) => ({
      salesCents: sum.salesCents + day.salesCents,
      orders: sum.orders + day.orders,
    }),
    { salesCents: 0, orders: 0 },
  )
}

const SalesPeriodRef = builder.objectRef<SalesPeriod>('SalesPeriod').implement({
  fields: (t) => ({
    salesCents: t.exposeInt('salesCents', { description: 'Paid orders’ totals, VAT included.' }),
    orders: t.exposeInt('orders'),
  }),
})

const DailySalesRef = builder.objectRef<DailySales>('DailySales').implement({
  fields: (t) => ({
    day: t.exposeString('day', { description: `The shop’s day (${shopTimeZone}), YYYY-MM-DD.` }),
    salesCents: t.exposeInt('salesCents'),
    orders: t.exposeInt('orders'),
  }),
})

const SalesRef = builder.objectRef<SalesFigures>('DashboardSales').implement({
  description:
    'Sales: orders paid (paid, prepared, shipped or delivered; not cancelled, refunded or awaiting payment), by the day they were placed.',
  fields: (t) => ({
    currency: t.exposeString('currency'),
    today: t.field({ type: SalesPeriodRef, resolve: (sales) => period(sales.days, 1) }),
    last7Days: t.field({ type: SalesPeriodRef, resolve: (sales) => period(sales.days, 7) }),
    last30Days: t.field({ type: SalesPeriodRef, resolve: (sales) => period(sales.days, 30) }),
    days: t.field({
      type: [DailySalesRef],
      description: `The last ${String(chartDays)} days, oldest first, today last.`,
      resolve: (sales) => sales.days,
    }),
    programmeSalesCents: t.exposeInt('programmeSalesCents', {
      description: `Sales of the last ${String(chartDays)} days credited to an ambassador.`,
    }),
  }),
})

const DashboardRef = builder.objectRef<Dashboard>('ShopDashboard').implement({
  description:
    'What needs doing and how the shop sells. Each figure is null for a role that may not read it: the orders’ for the programme role, the programme’s for the orders role.',
  fields: (t) => ({
    ordersToShip: t.int({
      nullable: true,
      description: 'Orders paid and not yet shipped.',
      resolve: async (dashboard) => (await dashboard.waiting()).ordersToShip,
    }),
    applicationsWaiting: t.int({
      nullable: true,
      description: 'Ambassador applications waiting for a decision.',
      resolve: async (dashboard) => (await dashboard.waiting()).applicationsWaiting,
    }),
    payoutsWaiting: t.int({
      nullable: true,
      description: 'Payouts requested and not yet paid or rejected.',
      resolve: async (dashboard) => (await dashboard.waiting()).payoutsWaiting,
    }),
    sales: t.field({
      type: SalesRef,
      nullable: true,
      resolve: (dashboard) => dashboard.sales(),
    }),
  }),
})

builder.queryField('dashboard', (t) =>
  t.field({
    type: DashboardRef,
    authScopes: { staff: true },
    description: 'The dashboard of the signed-in staff member, as their role allows.',
    resolve: async (_root, _args, context) => {
      const { role } = (await requireStaff(context)).staff
      const { dashboard } = context.services
      return {
        waiting: once(() => dashboard.waiting(role)),
        sales: once(() => dashboard.sales(role)),
      }
    },
  }),
)
