/** An image and its intrinsic size, as the API sends images (`largura` × `altura`). */
export interface ImageSource {
  url: string;
  largura: number;
  altura: number;
}

export interface ResponsiveImageProps {
  image: ImageSource;
  alt: string;
  /** Images above the fold load eagerly with high priority; the rest are lazy. */
  priority?: boolean;
  className?: string;
}

/** An image with its intrinsic size, so the page does not shift while it loads. */
export function ResponsiveImage({ image, alt, priority = false, className }: ResponsiveImageProps) {
  return (
    <img
      src={image.url}
      width={image.largura}
      height={image.altura}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}
