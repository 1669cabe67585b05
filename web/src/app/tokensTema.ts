import { theme, type ThemeConfig } from 'antd';
import type { Tema } from '@wf/shared/types/sessao';

/** The brand orange: fills and accents (logo, active tab's bar, sample flow), never under or as text. */
export const COR_MARCA = '#fa8c16';

/**
 * The brand orange darkened until it reads as text on white and on the light canvas (5.6:1 on
 * #fff, 5.1:1 on #f5f5f5), and white text reads on it (primary buttons): the light theme's primary
 * colour. The brand orange itself is 2.4:1 against white both ways.
 */
export const COR_PRIMARIA_CLARO = '#a05403';

/** Its hover and pressed shades, which stay at 4.5:1 under white text (antd would lighten hover). */
const HOVER_CLARO = '#ad5a03';
const ATIVA_CLARO = '#8a4803';

/**
 * Antd's theme per mode, tuned to WCAG 2.1 AA: text 4.5:1 against the surfaces it sits on
 * (containers, the canvas, popovers), placeholders included; disabled controls keep antd's faint
 * text (WCAG exempts inactive controls). The focus ring is plain CSS (estilos.css, :focus-visible).
 *
 * Dark: the brand orange is already 7.7:1 on antd's dark surfaces, so it carries text there;
 * white on it would not (2.4:1), so primary buttons take dark text instead.
 */
export function configuracaoDoTema(tema: Tema, semMovimento = false): ThemeConfig {
  const base = configuracaoDoModo(tema);
  // A person whose system asks for less motion (prefers-reduced-motion) gets dialogs, menus and
  // lists that appear and leave at once: antd's zoom, slide and fade take no time.
  return semMovimento ? { ...base, token: { ...base.token, motion: false } } : base;
}

function configuracaoDoModo(tema: Tema): ThemeConfig {
  if (tema === 'DARK') {
    return {
      algorithm: theme.darkAlgorithm,
      token: {
        colorPrimary: COR_MARCA,
        colorLink: COR_MARCA,
        borderRadius: 8,
        // antd's 45% / 25% white: 4.4:1 and 2.2:1 on the popover surface (#1f1f1f).
        colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
        colorTextDescription: 'rgba(255, 255, 255, 0.6)',
        colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
        colorIcon: 'rgba(255, 255, 255, 0.6)',
        // From antd's red the dark algorithm makes #dc4446, 4.3:1 on the dark surface.
        colorError: '#ff7875',
      },
      components: {
        Button: { primaryColor: 'rgba(0, 0, 0, 0.88)' },
        // A table's empty text ("Nenhum registro no período") is written in the disabled colour.
        Table: { colorTextDisabled: 'rgba(255, 255, 255, 0.6)' },
        // antd's selected item: its orange on a dark brown, 3.4:1.
        Menu: { itemSelectedBg: 'rgba(250, 140, 22, 0.16)', itemSelectedColor: '#ffa940' },
      },
    };
  }
  return {
    algorithm: theme.defaultAlgorithm,
    token: {
      colorPrimary: COR_PRIMARIA_CLARO,
      colorPrimaryHover: HOVER_CLARO,
      colorPrimaryActive: ATIVA_CLARO,
      colorLink: COR_PRIMARIA_CLARO,
      colorLinkHover: HOVER_CLARO,
      colorLinkActive: ATIVA_CLARO,
      borderRadius: 8,
      // antd's 45% / 25% black: #8c8c8c (3.4:1) and #bfbfbf (1.8:1) on white.
      colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
      colorTextDescription: 'rgba(0, 0, 0, 0.6)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      colorIcon: 'rgba(0, 0, 0, 0.6)',
      // antd's status colours as text (danger buttons, status tags, alerts) on white and on their
      // own pale tints: red #ff4d4f 3.3:1, green #52c41a 2.2:1, gold #faad14 2.0:1, blue #1677ff 3.7:1.
      colorError: '#cf1322',
      colorSuccess: '#237804',
      colorWarning: '#a35f00',
      colorInfo: '#0958d9',
      // The pale tints under them stay antd's: derived from the darker seeds they turn grey
      // (#adb8a5 under the green, 2.7:1; #e0d9ca under the orange, 4.0:1).
      colorPrimaryBg: '#fff7e6',
      colorPrimaryBgHover: '#ffe7ba',
      colorSuccessBg: '#f6ffed',
      colorSuccessBorder: '#b7eb8f',
      colorWarningBg: '#fffbe6',
      colorWarningBorder: '#ffe58f',
      colorInfoBg: '#e6f4ff',
      colorInfoBorder: '#91caff',
      colorErrorBg: '#fff2f0',
      colorErrorBorder: '#ffccc7',
    },
    components: {
      Tabs: { inkBarColor: COR_MARCA },
      // A table's empty text ("Nenhum registro no período") is written in the disabled colour.
      Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
      Menu: { itemSelectedBg: '#fff7e6', itemSelectedColor: COR_PRIMARIA_CLARO },
    },
  };
}
