import { useState } from 'react';
import { TextProvider, useText, useTexts, type TextProviderProps } from '../../i18n/react.tsx';
import { href } from '../../routing/links.ts';
import { AccordionItem } from '../AccordionItem.tsx';
import { Button } from '../Button.tsx';
import { ButtonGroup } from '../ButtonGroup.tsx';
import { Carousel } from '../Carousel.tsx';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { useErrorModal } from '../errorModalContext.tsx';
import { LoadingRegion } from '../LoadingPlaceholder.tsx';
import { MantineRoot } from '../MantineRoot.tsx';
import { PageSection } from '../PageSection.tsx';
import { SectionStatus } from '../SectionStatus.tsx';
import { TileLink } from '../TileLink.tsx';
import { Tooltip } from '../Tooltip.tsx';
import { DatePickerShowcase } from './DatePickerShowcase.tsx';

/** How long the demo button stays busy after a click. */
const DEMO_LOADING_MS = 1000;

/**
 * Every shared component with stable, labelled instances: the page `/__components`
 * (built with TEST_COMPONENTS=1) that the browser tests drive.
 */
export function ComponentsShowcase(props: Omit<TextProviderProps, 'children'>) {
  return (
    <TextProvider {...props}>
      <MantineRoot>
        <ButtonsDemo />
        <TooltipDemo />
        <AccordionDemo />
        <CarouselDemo />
        <StatusDemo />
        <TileDemo />
        <LoadingDemo />
        <ErrorsDemo />
        <DatePickerShowcase />
      </MantineRoot>
    </TextProvider>
  );
}

function ButtonsDemo() {
  const t = useText();
  const [saving, setSaving] = useState(false);
  const save = () => {
    setSaving(true);
    setTimeout(() => setSaving(false), DEMO_LOADING_MS);
  };
  return (
    <PageSection heading={t('ui:showcase.buttons.heading')}>
      <ButtonGroup>
        <Button loading={saving} onClick={save}>
          {t('ui:showcase.buttons.save')}
        </Button>
        <Button variant="secondary">{t('ui:showcase.buttons.cancel')}</Button>
        <Button disabled>{t('ui:showcase.buttons.disabled')}</Button>
        <Button variant="secondary" icon="info">
          {t('ui:showcase.buttons.withIcon')}
        </Button>
      </ButtonGroup>
      <p>
        {t('ui:showcase.buttons.inlineIntro')}{' '}
        <Button inline>{t('ui:showcase.buttons.inline')}</Button>
      </p>
      <ButtonGroup align="space-between">
        <Button variant="secondary">{t('ui:showcase.buttons.back')}</Button>
        <Button>{t('ui:showcase.buttons.next')}</Button>
      </ButtonGroup>
      <p>
        <Button block>{t('ui:showcase.buttons.block')}</Button>
      </p>
    </PageSection>
  );
}

function TooltipDemo() {
  const t = useText();
  return (
    <PageSection heading={t('ui:showcase.tooltip.heading')}>
      <Tooltip label={t('ui:showcase.tooltip.text')}>
        <Button iconOnly icon="info" variant="secondary" label={t('ui:showcase.tooltip.trigger')} />
      </Tooltip>
    </PageSection>
  );
}

function AccordionDemo() {
  const t = useText();
  return (
    <PageSection heading={t('ui:showcase.accordion.heading')}>
      <AccordionItem title={t('ui:showcase.accordion.firstTitle')}>
        <p>{t('ui:showcase.accordion.firstText')}</p>
      </AccordionItem>
      <AccordionItem title={t('ui:showcase.accordion.secondTitle')}>
        <p>{t('ui:showcase.accordion.secondText')}</p>
      </AccordionItem>
    </PageSection>
  );
}

function CarouselDemo() {
  const t = useText();
  const slides = [
    t('ui:showcase.carousel.first'),
    t('ui:showcase.carousel.second'),
    t('ui:showcase.carousel.third'),
  ].map((text) => <p key={text}>{text}</p>);
  return (
    <PageSection heading={t('ui:showcase.carousel.heading')}>
      <Carousel label={t('ui:showcase.carousel.label')} slides={slides} />
    </PageSection>
  );
}

function StatusDemo() {
  const t = useText();
  return (
    <PageSection heading={t('ui:showcase.status.heading')}>
      <SectionStatus
        headingLevel={3}
        headline={t('ui:showcase.status.errorHeadline')}
        text={t('ui:showcase.status.errorText')}
        buttons={<Button>{t('ui:showcase.status.retry')}</Button>}
      />
      {(['warning', 'success', 'info'] as const).map((type) => (
        <SectionStatus
          key={type}
          type={type}
          headingLevel={3}
          headline={t(`ui:showcase.status.${type}Headline`)}
          text={t(`ui:showcase.status.${type}Text`)}
        />
      ))}
    </PageSection>
  );
}

function TileDemo() {
  const { t, locale } = useTexts();
  return (
    <PageSection heading={t('ui:showcase.tile.heading')}>
      <TileLink
        href={href('termination', {}, locale)}
        title={t('ui:showcase.tile.title')}
        description={t('ui:showcase.tile.description')}
      />
    </PageSection>
  );
}

function LoadingDemo() {
  const t = useText();
  return (
    <PageSection heading={t('ui:showcase.loading.heading')}>
      <LoadingRegion />
    </PageSection>
  );
}

function ErrorsDemo() {
  const t = useText();
  const { showError, showUnexpectedError } = useErrorModal();
  return (
    <PageSection heading={t('ui:showcase.errors.heading')}>
      <ButtonGroup>
        <Button onClick={() => showError(t('ui:showcase.errors.sampleError'))}>
          {t('ui:showcase.errors.openError')}
        </Button>
        <Button onClick={showUnexpectedError}>{t('ui:showcase.errors.openUnexpected')}</Button>
      </ButtonGroup>
      <ErrorBoundary>
        <CrashOnClick />
      </ErrorBoundary>
    </PageSection>
  );
}

/** Fails like a request answered with 503, to show the fallback view in place. */
function CrashOnClick() {
  const t = useText();
  const [crashed, setCrashed] = useState(false);
  if (crashed) throw Object.assign(new Error('Showcase crash'), { status: 503 });
  return (
    <p>
      <Button variant="secondary" onClick={() => setCrashed(true)}>
        {t('ui:showcase.errors.crash')}
      </Button>
    </p>
  );
}
