import type { Meta, StoryObj } from '@storybook/react-vite'

import { tokens } from './tokens'

const label = { fontSize: 12, color: 'var(--color-ink-muted)', fontFamily: 'var(--font-mono)' }

/** The design tokens at a glance: colours, type scale, spacing, radii and shadows. */
function TokenSheet() {
  return (
    <div style={{ display: 'grid', gap: 40 }}>
      <section>
        <h2 style={{ fontFamily: 'var(--font-display)', fontWeight: 400 }}>Colour</h2>
        <div
          style={{
            display: 'grid',
            gap: 12,
            gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
          }}
        >
          {Object.entries(tokens.color).map(([name, value]) => (
            <div key={name} style={{ display: 'grid', gap: 4 }}>
              <div
                style={{
                  height: 56,
                  borderRadius: 'var(--radius-md)',
                  background: value,
                  boxShadow: 'inset 0 0 0 1px rgb(30 26 23 / 0.12)',
                }}
              />
              <span style={{ fontSize: 13 }}>--color-{name}</span>
              <span style={label}>{value}</span>
            </div>
          ))}
        </div>
      </section>
      <section>
        <h2 style={{ fontFamily: 'var(--font-display)', fontWeight: 400 }}>Type scale</h2>
        {Object.keys(tokens.text).map((size) => (
          <p
            key={size}
            style={{
              margin: '8px 0',
              fontFamily: 'var(--font-display)',
              fontSize: `var(--text-${size})`,
              lineHeight: 1.2,
            }}
          >
            <span style={label}>--text-{size} </span>Linge de maison, savons et grès
          </p>
        ))}
      </section>
      <section>
        <h2 style={{ fontFamily: 'var(--font-display)', fontWeight: 400 }}>
          Spacing, radius, shadow
        </h2>
        <div style={{ display: 'flex', gap: 16, alignItems: 'end', flexWrap: 'wrap' }}>
          {Object.keys(tokens.space).map((step) => (
            <div key={step} style={{ display: 'grid', gap: 4, justifyItems: 'center' }}>
              <div
                style={{
                  width: `var(--space-${step})`,
                  height: `var(--space-${step})`,
                  background: 'var(--color-accent)',
                }}
              />
              <span style={label}>{step}</span>
            </div>
          ))}
        </div>
        <div style={{ display: 'flex', gap: 24, marginTop: 24, flexWrap: 'wrap' }}>
          {Object.keys(tokens.radius).map((radius) => (
            <div
              key={radius}
              style={{
                width: 96,
                height: 64,
                borderRadius: `var(--radius-${radius})`,
                background: 'var(--color-surface)',
                border: '1px solid var(--color-line)',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <span style={label}>{radius}</span>
            </div>
          ))}
          {Object.keys(tokens.shadow).map((shadow) => (
            <div
              key={shadow}
              style={{
                width: 96,
                height: 64,
                borderRadius: 'var(--radius-lg)',
                background: 'var(--color-surface)',
                boxShadow: `var(--shadow-${shadow})`,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <span style={label}>{shadow}</span>
            </div>
          ))}
        </div>
      </section>
    </div>
  )
}

const meta = {
  title: 'Foundations/Tokens',
  component: TokenSheet,
  tags: ['autodocs'],
} satisfies Meta<typeof TokenSheet>

export default meta
type Story = StoryObj<typeof meta>

export const Overview: Story = {}
