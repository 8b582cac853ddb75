interface PromotionBannerProps {
  src: string;
  alt: string;
  borderRadius?: number;
}

/**
 * A promotion's banner whole, its own aspect kept at every width: banners carry their message as
 * text across the picture, so a crop to a fixed frame cuts words off. Staff's list shows it the
 * same way members' dashboard does.
 */
export const PromotionBanner = ({ src, alt, borderRadius }: PromotionBannerProps) => (
  <img src={src} alt={alt} style={{ display: 'block', width: '100%', height: 'auto', borderRadius }} />
);
