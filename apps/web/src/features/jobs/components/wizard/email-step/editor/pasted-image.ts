const isImage = (type: string) => type.startsWith('image/')

/** Whether a paste carries an image: a copied image file, or HTML holding an <img>. */
export function pastesImage(data: DataTransfer | null): boolean {
  if (!data) return false
  if (Array.from(data.files ?? []).some((file) => isImage(file.type))) return true
  if (Array.from(data.items ?? []).some((item) => item.kind === 'file' && isImage(item.type))) return true
  return /<img[\s/>]/i.test(data.getData('text/html'))
}
