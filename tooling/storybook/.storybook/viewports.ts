/** The widths every page must hold without scrolling sideways (phone, phone, tablet, desktop). */
export const viewports = {
  phone320: { name: 'Phone 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet768: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop1280: {
    name: 'Desktop 1280',
    styles: { width: '1280px', height: '900px' },
    type: 'desktop',
  },
} as const

/** A story's globals that show it on a phone (390 px wide). */
export const onPhone = { viewport: { value: 'phone390', isRotated: false } }

/** A story's globals that show it on a desktop (1280 px wide). */
export const onDesktop = { viewport: { value: 'desktop1280', isRotated: false } }
