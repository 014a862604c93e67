interface Section {
  key: string
  title: string
  entries: readonly { id: string; question: string; answer: string }[]
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** The sections whose questions or answers contain every word of `query` (accents ignored). */
export function filterFaq<S extends Section>(sections: readonly S[], query: string): S[] {
  const words = fold(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...sections]
  return sections
    .map((section) => ({
      ...section,
      entries: section.entries.filter((entry) => {
        const text = fold(`${entry.question} ${entry.answer}`)
        return words.every((word) => text.includes(word))
      }),
    }))
    .filter((section) => section.entries.length > 0)
}
