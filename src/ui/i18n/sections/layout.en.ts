/** The interface's English strings for the layout on tablets and phones (issue 19). */
export const layoutEn = {
  showPanels: 'Show panels',
  hidePanels: 'Hide panels',
  sheet: 'What to do now, and the panels',
};
