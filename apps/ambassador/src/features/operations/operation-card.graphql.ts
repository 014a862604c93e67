import { graphql, moneyFragment } from '@comptoir/gql-client/ambassador-graphql'

/** What an operation's card in the list shows. */
export const operationCardFragment = graphql(
  `
    fragment OperationCard on Operation {
      id
      name
      code
      state
      customerDiscountPercent
      startsAt
      endsAt
      closedAt
      salesGoal {
        ...Money
      }
      progress {
        goalPercent
        sales {
          ...Money
        }
      }
    }
  `,
  [moneyFragment],
)
