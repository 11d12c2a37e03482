/** The height of a chart's drawing, which its loading skeleton keeps too so the page does not jump. */
export const CHART_HEIGHT = 240;

/** A chart card: at least 360 px wide where there is room, the whole width on a phone. */
export const CHART_CARD_SX = { flex: '1 1 360px', minWidth: 0 } as const;
