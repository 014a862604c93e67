import type { Meta, StoryObj } from '@storybook/react-vite'

import { Button } from '../button/button'
import { Checkbox } from '../checkbox/checkbox'
import { Select } from '../select/select'
import { TextField } from '../text-field/text-field'
import { FormActions, FormLayout, FormRow, FormSection } from './form-layout'

const meta = {
  title: 'UI/FormLayout',
  component: FormLayout,
  tags: ['autodocs'],
  args: { children: null },
} satisfies Meta<typeof FormLayout>

export default meta
type Story = StoryObj<typeof meta>

export const DeliveryAddress: Story = {
  render: () => (
    <form
      onSubmit={(event) => {
        event.preventDefault()
      }}
    >
      <FormLayout>
        <FormSection title="Contact" description="We only write about your order.">
          <TextField
            label="Email address"
            name="email"
            type="email"
            autoComplete="email"
            required
          />
        </FormSection>
        <FormSection title="Delivery address">
          <FormRow>
            <TextField label="First name" name="givenName" autoComplete="given-name" required />
            <TextField label="Last name" name="familyName" autoComplete="family-name" required />
          </FormRow>
          <TextField label="Address" name="line1" autoComplete="address-line1" required />
          <FormRow columns={3}>
            <TextField
              label="Postcode"
              name="postcode"
              autoComplete="postal-code"
              required
              error="Postcode is not valid"
            />
            <TextField label="City" name="city" autoComplete="address-level2" required />
            <Select
              label="Country"
              name="country"
              options={[
                { value: 'FR', label: 'France' },
                { value: 'BE', label: 'Belgium' },
              ]}
            />
          </FormRow>
          <Checkbox label="Use as billing address" name="sameBilling" defaultChecked />
        </FormSection>
        <FormActions>
          <Button type="submit">Continue to payment</Button>
          <Button variant="ghost">Back to cart</Button>
        </FormActions>
      </FormLayout>
    </form>
  ),
}
