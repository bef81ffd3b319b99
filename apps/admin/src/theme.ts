import type { ThemeConfig } from 'antd';
import { COLORS } from '@storefront/shared';

/**
 * The console's antd theme, every colour from the design tokens (decision 030): text at 4.5:1 on the surface it
 * is drawn on, control boundaries and the focus ring at 3:1. The brand's own orange (`COLORS.brand`) carries
 * no text, so the console's primary colour is the stronger brand orange.
 */
export const consoleTheme: ThemeConfig = {
  token: {
    colorPrimary: COLORS.brandStrong,
    colorPrimaryHover: COLORS.brandPressed,
    colorPrimaryActive: COLORS.brandPressed,
    colorPrimaryText: COLORS.brandStrong,
    colorPrimaryTextHover: COLORS.brandPressed,
    colorPrimaryTextActive: COLORS.brandPressed,
    // A chosen option or menu item: brand text on the brand tint.
    colorPrimaryBg: COLORS.brandTint,
    // antd draws every keyboard focus ring in this colour, and the ring of a focused input or select in the next.
    colorPrimaryBorder: COLORS.brandStrong,
    controlOutline: COLORS.brandStrong,
    colorLink: COLORS.brandStrong,
    colorLinkHover: COLORS.brandPressed,
    colorLinkActive: COLORS.brandPressed,
    colorText: COLORS.ink,
    colorTextHeading: COLORS.ink,
    colorTextSecondary: COLORS.muted,
    colorTextTertiary: COLORS.muted,
    colorTextQuaternary: COLORS.muted,
    colorTextDescription: COLORS.muted,
    colorTextPlaceholder: COLORS.muted,
    colorIcon: COLORS.muted,
    colorError: COLORS.danger,
    colorSuccess: COLORS.success,
    // antd would derive a grey-green from the dark success colour, on which it reads at 2.6:1.
    colorSuccessBg: COLORS.canvas,
    // Requests waiting for an operator: the brand's orange, readable.
    colorWarning: COLORS.brandStrong,
    colorWarningBg: COLORS.brandTint,
    colorBorder: COLORS.controlBorder,
    colorBorderSecondary: COLORS.divider,
    colorSplit: COLORS.divider,
    colorBgContainer: COLORS.surface,
    colorBgLayout: COLORS.canvas,
    borderRadius: 8,
  },
  components: {
    // The side bar stays white, as the console has always looked; `panel` greys the table heads.
    Layout: { headerBg: COLORS.surface, lightSiderBg: COLORS.surface, bodyBg: COLORS.canvas },
    Menu: {
      itemBg: COLORS.surface,
      itemColor: COLORS.ink,
      itemSelectedBg: COLORS.brandTint,
      itemSelectedColor: COLORS.brandStrong,
    },
    Table: { headerBg: COLORS.panel, headerColor: COLORS.ink },
  },
};

/** What antd's theme cannot say: a visually hidden class, a focus ring on plain links, a 24 px eye toggle. */
export const consoleCss = `
.console-visually-hidden {
  position: absolute !important;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
}
a:focus-visible {
  outline: 2px solid ${COLORS.brandStrong};
  outline-offset: 2px;
  border-radius: 4px;
}
.seller-section-title {
  font-size: 18px;
  margin: 8px 0 12px;
}
.muted {
  color: ${COLORS.muted};
}
.desk-cards {
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
}
.desk-card-fields {
  margin: 0;
  display: grid;
  gap: 8px;
}
.desk-card-field dt {
  font-size: 12px;
}
.desk-card-field dd {
  margin: 0;
  min-width: 0;
  overflow-wrap: anywhere;
}
.desk-card-field dd .ant-tag {
  white-space: normal;
}
.ant-input-password-icon {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 24px;
  min-height: 24px;
}
`;
