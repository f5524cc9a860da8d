import { CONFIRMATIONS, type Confirmations, type ReportSettings } from '../reportContract';

/** The sidebar's Reporting settings (SPEC §15.1), in the document's properties. */
const SETTINGS = 'podium.report';

export function readReportSettings(text: string | null | undefined): ReportSettings {
  try {
    const v = JSON.parse(text ?? '') as Partial<ReportSettings>;
    return {
      on: v.on === true,
      confirm: CONFIRMATIONS.includes(v.confirm as Confirmations) ? (v.confirm as Confirmations) : 'two',
      auto: v.auto === true,
    };
  } catch {
    return { on: false, confirm: 'two', auto: false };
  }
}

export const reportSettingsNow = () => readReportSettings(PropertiesService.getDocumentProperties().getProperty(SETTINGS));

export const saveReportSettings = (settings: ReportSettings) =>
  PropertiesService.getDocumentProperties().setProperty(SETTINGS, JSON.stringify(settings));
