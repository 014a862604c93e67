import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'

import { IconButton } from '../icon-button/icon-button'
import { cx } from '../internal/cx'
import { ChevronLeftIcon, ChevronRightIcon } from '../internal/icons'
import styles from './product-gallery.module.css'

/** A photo of a {@link ProductGallery}. */
export interface GalleryImage {
  src: string
  /** Describes what this photo shows that the others do not ("Back view", "Detail of the collar"). */
  alt: string
}

/** Props of {@link ProductGallery}. */
export interface ProductGalleryProps {
  images: readonly GalleryImage[]
  /** Names the gallery, usually the product name. */
  label: string
  className?: string
}

/**
 * The photos of a product page: one large image, previous/next buttons and thumbnails.
 *
 * @remarks Thumbnails are buttons ("Show image 2 of 4") with the shown one marked
 * `aria-current`; Left and Right arrows move between them.
 */
export function ProductGallery({ images, label, className }: ProductGalleryProps) {
  const { t } = useLingui()
  const [index, setIndex] = useState(0)
  const thumbs = useRef<(HTMLButtonElement | null)[]>([])
  const total = images.length
  const current = images[Math.min(index, total - 1)]
  if (!current) return null
  const show = (next: number, focus = false) => {
    const wrapped = (next + total) % total
    setIndex(wrapped)
    if (focus) thumbs.current[wrapped]?.focus()
  }
  const onThumbKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowRight') show(index + 1, true)
    else if (event.key === 'ArrowLeft') show(index - 1, true)
    else return
    event.preventDefault()
  }
  const position = index + 1
  return (
    <section
      className={cx(styles.gallery, className)}
      aria-label={label}
      aria-roledescription={t`gallery`}
    >
      <div className={styles.stage}>
        <img
          className={styles.image}
          src={current.src}
          alt={current.alt}
          decoding="async"
          width={800}
          height={1000}
        />
        {total > 1 ? (
          <>
            <IconButton
              className={cx(styles.step, styles.previous)}
              variant="outline"
              label={t`Previous image`}
              onPress={() => {
                show(index - 1)
              }}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              className={cx(styles.step, styles.next)}
              variant="outline"
              label={t`Next image`}
              onPress={() => {
                show(index + 1)
              }}
            >
              <ChevronRightIcon />
            </IconButton>
            <span className={styles.counter} aria-live="polite">
              {t`${position} of ${total}`}
            </span>
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((image, thumbIndex) => {
            const number = thumbIndex + 1
            return (
              <li key={image.src}>
                <button
                  ref={(element) => {
                    thumbs.current[thumbIndex] = element
                  }}
                  type="button"
                  className={styles.thumb}
                  aria-label={t`Show image ${number} of ${total}`}
                  aria-current={thumbIndex === index}
                  tabIndex={thumbIndex === index ? 0 : -1}
                  onClick={() => {
                    show(thumbIndex)
                  }}
                  onKeyDown={onThumbKey}
                >
                  <img
                    src={image.src}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={72}
                    height={90}
                  />
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
    </section>
  )
}
