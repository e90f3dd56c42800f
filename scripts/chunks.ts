import type { Plugin } from 'vite';

/**
 * How the browser's JavaScript is cut into files. Left alone, the bundler gives every set of
 * modules shared by a different set of pages a file of its own: a flow screen then fetched
 * 60 files before its data, each with its own compression and the imports and exports that
 * tie it to the others (about 8 KB gzip of a 160 KB screen). These groups put what (nearly)
 * every screen loads anyway into a few files; the rest stays split per screen.
 *
 * A group takes its modules with everything they import: what an island needs for its first
 * paint must not reach into a group loaded later, or that group becomes part of the first
 * paint (the eager budget of `e2e/built/budgets.spec.ts` catches it).
 */

/** A group of modules: packages, files below `src/` (without `.ts`/`.tsx`) and folders there. */
export interface ChunkGroup {
  name: string;
  packages?: readonly string[];
  sources?: readonly string[];
  /** Folders below `node_modules/`, for a part of a package. */
  packageFolders?: readonly string[];
}

/**
 * In order: a module in two groups goes to the first. `page` is what the page script of
 * every page (src/layouts/pageRuntime.ts) shares with the islands: pages without an island
 * load it and nothing of React. `runtime` is what every island needs to hydrate its first
 * paint and every screen to load its data; `api` what every screen loads to call the API;
 * `step` the form step's core, StepForm and the hook of every screen's own form
 * (useDeferredFormStep), which every form's first view needs; `forms`
 * react-hook-form with what holds it (src/flows/step/useFormStep.ts, FormEngine.tsx) and the
 * error summary, which lists only what it finds: one file, loaded with a form that needs it
 * to render, or once the customer starts on one that shows before it
 * (src/flows/step/useDeferredFormStep.tsx); `offer` what the offer
 * screens' first paint shares (step list, skeleton, offer loader and events: a dozen files
 * of a few hundred bytes each, 2 KB less as one); `order` the host of
 * the steps that share one document, from the ID data to the summary (part of their first
 * paint: it must not import the API's group); `mantine` Mantine's context, theme and
 * component core, which its components (dialogs, date picker, nationality list) share: they
 * all load on demand. Fields, boxes and radios are our own (src/ui/TextInput.tsx,
 * Checkbox.tsx, Radio.tsx), so no screen loads Mantine before its first interaction.
 */
export const chunkGroups: readonly ChunkGroup[] = [
  {
    name: 'page',
    packages: ['nanostores', '@nanostores/persistent', 'js-cookie'],
    sources: [
      'routes',
      // The browser's text resolver: the release notice words its date with it.
      'i18n/translate',
      'api/contract/useCases',
      'routing/paths',
      'routing/links',
      'routing/match',
      'routing/patterns',
      'routing/screens',
      'stores/firstPageView',
      'layouts/pathChange',
      'stores/sessionStorage',
      'analytics/pagePath',
      'analytics/vendors',
      'analytics/dataLayer',
      // The page script waits for consent with it; the confirmation records a counted order
      // on it. Shared by both, it was a file of its own on every screen.
      'analytics/consent',
      'analytics/screenShown',
      'layouts/pageShown',
      'release/failedLoad',
      // The page script's own: alone, each was a file of its own on every page.
      'layouts/leaving',
      'analytics/addressSecrets',
    ],
  },
  {
    name: 'runtime',
    packages: ['react', 'react-dom', 'scheduler', '@astrojs/react', '@nanostores/react'],
    sources: [
      'i18n/react',
      'stores/useCase',
      'analytics/screenView',
      'analytics/events',
      'api/contract/phoneNumber',
      'api/errors/classes',
      'api/errors/codes',
      'api/client/abort',
      'ui/MantineRoot',
      'ui/errorStatus',
      'ui/FallbackErrorView',
      'ui/ErrorBoundary',
      'ui/errorModalContext',
      'ui/Button',
      'ui/ButtonGroup',
      'ui/Icon',
      'ui/Spinner',
      'ui/VisuallyHidden',
      // A value as the API gives it: 20 of 27 screens show one, and alone it was a file of
      // 0.1 KB.
      'ui/Data',
      'ui/sizes',
      'ui/SectionStatus',
      'ui/PageSection',
      'ui/LoadingPlaceholder',
      'ui/defaults',
      'ui/seededFraction',
      'flows/flowScreen',
      'flows/LoadFailed',
      'flows/loadApi',
      // The offer's calls' loader, shared by the offer's screens and the offer code's check:
      // in the offer group it would bring that group to /angebot, in the api group the API's
      // code before the first paint of every offer page.
      'flows/offer/offerCalls',
      'flows/prefetchOnFirstInput',
      'flows/token',
      'routing/navigate',
      'flows/Skeleton',
    ],
  },
  {
    name: 'api',
    packages: ['wretch', 'uuid', 'zod'],
    sources: [
      'api/client/api',
      'api/client/createApiClient',
      'api/client/answer',
      'api/client/retry',
      'api/client/url',
      'api/client/pageLife',
      'api/client/traceId',
      'api/errors/map',
      'api/errors/texts',
      'api/errors/fieldText',
      'api/errors/refused',
      'api/contract/zod',
      'api/contract/common',
      'api/contract/callParts',
      'api/contract/callDef',
      'api/contract/headers',
      'api/contract/fieldErrors',
      'stores/authToken',
      'stores/validatedAtom',
    ],
  },
  {
    name: 'step',
    sources: ['flows/step/formStep', 'flows/step/StepForm', 'flows/step/useDeferredFormStep'],
  },
  {
    name: 'forms',
    packages: ['react-hook-form', '@hookform/resolvers'],
    sources: [
      'flows/step/formOptions',
      'flows/step/useFormStep',
      'flows/step/FormEngine',
      'ui/ErrorSummary',
      // The error summary's way to a field, which the termination's dialog of missing
      // answers takes too (on demand: imported there, it brought this group to the first view).
      'ui/revealField',
    ],
  },
  {
    name: 'offer',
    sources: [
      'flows/offer/offerStep',
      'flows/offer/loadOffer',
      'flows/offer/ordered',
      'flows/offer/adoptingUseCase',
      'flows/offer/OfferStepSkeleton',
      'flows/offer/steps',
      'flows/offer/StepProgress',
      'documents/offerFamily',
      'stores/offerError',
      'flows/offer/error/leaveForOfferError',
      'flows/offer/events',
      'analytics/offerKind',
      'analytics/productLines',
    ],
  },
  {
    name: 'order',
    sources: ['flows/documentScreen', 'flows/sameDocument', 'flows/offer/orderDocument'],
  },
  {
    name: 'mantine',
    sources: ['ui/MantineScope', 'ui/theme'],
    packageFolders: [
      '@mantine/core/esm/core',
      '@mantine/core/esm/utils/InlineInput',
      '@mantine/core/esm/components/Input',
      '@mantine/core/esm/components/InputBase',
      '@mantine/core/esm/components/TextInput',
      '@mantine/core/esm/components/UnstyledButton',
      '@mantine/core/esm/components/CloseButton',
      '@mantine/core/esm/components/Loader',
    ],
  },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Whether the module `id` (a resolved path, or `\0virtual:…`) belongs to `group`. */
export function inGroup(group: ChunkGroup, id: string): boolean {
  const path = id.replaceAll('\\', '/');
  const folders = [...(group.packages ?? []), ...(group.packageFolders ?? [])];
  if (folders.some((folder) => path.includes(`/node_modules/${folder}/`))) return true;
  // The page script loads web vitals on demand, through Vite's preload helper: with React's
  // group, every page without an island would load React for it.
  if (group.name === 'page' && /virtual:brand|vite\/preload-helper/.test(path)) return true;
  return (group.sources ?? []).some((source) =>
    new RegExp(`/src/${escape(source)}\\.tsx?$`).test(path),
  );
}

/**
 * Lets an entry's file export more than its module does, in the browser's build. Astro asks
 * for exactly the entry's exports, so the bundler kept React's island renderer (an entry:
 * every island page imports it) as a file of its own that only passed on the runtime
 * group's export, and its helpers for React's CommonJS as another: two requests on every
 * island page, 0.2-0.3 KB gzip of every screen's JavaScript before its data. Allowed to,
 * the bundler makes the runtime group's file the renderer's, and moves modules an island
 * shares with its view into the island's file. Astro's own client settings replace the
 * project's `rolldownOptions` other than `output`, hence a plugin's setting, which Vite
 * merges over them.
 */
export const entryFilesMayExportMore = (): Plugin => ({
  name: 'telco:entry-files-may-export-more',
  configEnvironment: (name) =>
    name === 'client'
      ? { build: { rolldownOptions: { preserveEntrySignatures: 'allow-extension' } } }
      : undefined,
});

/** The groups as Rolldown's `output.codeSplitting.groups`, first one first. */
export const codeSplittingGroups = chunkGroups.map((group, index) => ({
  name: group.name,
  priority: chunkGroups.length - index,
  test: (id: string) => inGroup(group, id),
}));

/**
 * The browser's files are named by their hash alone. A name is read by nobody (source maps
 * are not shipped), but every file that imports another, or lists it to preload beside a
 * lazy one, spells its name out: on a flow screen about 3 KB gzip of names.
 */
export const fileNames = '_astro/[hash].js';
