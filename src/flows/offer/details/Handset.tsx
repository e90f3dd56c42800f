import './offer-details.css';
import type { Hardware } from '../../../api/contract/offer.ts';
import { useText } from '../../../i18n/react.tsx';
import { CAROUSEL_FILES } from '../../../ui/carouselFiles.ts';
import { Data } from '../../../ui/Data.tsx';
import { importWhenReachable } from '../../../ui/importWhenReachable.ts';
import { lazyPart } from '../../../ui/lazyPart.tsx';
import { PageSection } from '../../../ui/PageSection.tsx';
import { Fact, Facts } from './Facts.tsx';
import { HandsetPicture } from './HandsetPicture.tsx';
import { ProductPrices } from './ProductPrices.tsx';

// A handset with one picture needs no carousel: only one with more loads it (loadOffer fetches
// its files beside the offer then).
const loadCarousel = importWhenReachable(CAROUSEL_FILES, () => import('../../../ui/Carousel.tsx'));
const Carousel = lazyPart(() => loadCarousel().then((m) => m.Carousel));

export interface HandsetProps {
  hardware: Hardware;
  headingLevel?: 2 | 3;
}

/** The handset: its pictures, what it is, and its one-time and monthly prices. */
export function Handset({ hardware, headingLevel = 2 }: HandsetProps) {
  const t = useText();
  const { name, manufacturer, colour, capacity, images, prices } = hardware;
  // The API's alt texts are not translated; name and colour say what the picture shows.
  const alt = t('offerDetails:handset.imageAlt', { manufacturer, name, colour });
  const pictures = images.map((image, i) => (
    <HandsetPicture key={`${i}-${image.url}`} image={image} alt={alt} eager={i === 0} />
  ));
  return (
    <PageSection heading={t('offerDetails:handset.heading')} headingLevel={headingLevel}>
      <div className="offer-details__product">
        {pictures.length > 1 ? (
          <Carousel
            label={t('offerDetails:handset.images', { manufacturer, name })}
            slides={pictures}
          />
        ) : (
          // A carousel of one would only add dead controls.
          (pictures[0] ?? <HandsetPicture image={undefined} alt={alt} eager />)
        )}
        <div>
          <Facts>
            {(
              [
                ['device', name],
                ['manufacturer', manufacturer],
                ['colour', colour],
                ['capacity', capacity],
              ] as const
            ).map(([fact, value]) => (
              <Fact key={fact} term={t(`offerDetails:handset.${fact}`)}>
                <Data>{value}</Data>
              </Fact>
            ))}
          </Facts>
          <ProductPrices prices={prices} source="hardware" />
        </div>
      </div>
    </PageSection>
  );
}
