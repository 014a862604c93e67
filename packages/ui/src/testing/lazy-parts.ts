/**
 * The parts of this package that load on demand (`React.lazy` and dynamic imports): the overlay
 * panel of dialogs and drawers, the menu popover, the chart canvas and the toast host.
 *
 * @remarks A test that opens one of them would otherwise wait for the module to be transformed and
 * loaded inside a query's default one-second deadline, which a loaded machine misses. Loading them
 * once before the tests makes every later opening take a few microtasks.
 */
export async function loadLazyParts(): Promise<void> {
  await Promise.all([
    import('../internal/overlay-panel'),
    import('../menu/menu-popover'),
    import('../chart/chart-canvas'),
    import('../toast/toast-host'),
  ])
}
