import 'dayjs/locale/de';
import 'dayjs/locale/en';
import 'dayjs/locale/tr';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import localizedFormat from 'dayjs/plugin/localizedFormat';

/**
 * dayjs with the page locales' names and formats registered (Mantine formats month and
 * weekday names through it), strict parsing of typed dates, and the `L` formats.
 * localizedFormat also gives the built-in English locale its formats (L = MM/DD/YYYY).
 */
dayjs.extend(customParseFormat);
dayjs.extend(localizedFormat);

export { dayjs };
