// A device as a person knows it, from its User-Agent: "Chrome on Windows". A few families cover nearly every browser;
// anything else is named by what it sent, shortened.
import { createIntl, defineMessage, type IntlShape } from 'react-intl';

const browsers: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS|Chromium/, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: Array<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const unknown = defineMessage({
  defaultMessage: 'Unknown device',
  id: '/m5PX/',
  description: 'Account page: a device that sent no User-Agent',
});
const browserOnSystem = defineMessage<{ browser: string; system: string }>({
  defaultMessage: '{browser} on {system}',
  id: 'EAK5Fj',
  description: 'Account page: a device named by its browser and system, such as "Chrome on Windows"',
});

const english = createIntl({ locale: 'en', defaultLocale: 'en' });

/** The device's name, in the language of `intl` (English without one). */
export function deviceName(userAgent: string | null | undefined, intl: IntlShape = english): string {
  if (!userAgent) return intl.formatMessage(unknown);
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return intl.formatMessage(browserOnSystem, { browser, system });
  if (browser || system) return (browser ?? system)!;
  return userAgent.length > 40 ? `${userAgent.slice(0, 40)}…` : userAgent;
}
