import type { Meta, StoryObj } from '@storybook/react-vite'

import { Link } from '../link/link'
import { DemoLanguageSwitcher } from '../testing/fixtures'
import { Footer, FooterColumn } from './footer'

const meta = {
  title: 'UI/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    year: 2026,
    end: <DemoLanguageSwitcher />,
    children: (
      <>
        <FooterColumn title="Shop">
          <li>
            <Link href="#products" variant="quiet">
              All products
            </Link>
          </li>
          <li>
            <Link href="#faq" variant="quiet">
              Delivery and returns
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title="Ambassadors">
          <li>
            <Link href="#ambassadors" variant="quiet">
              Become an ambassador
            </Link>
          </li>
        </FooterColumn>
      </>
    ),
  },
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
