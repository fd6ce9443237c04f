/// The Home Screen's own keys outside edit mode: arrows move through widgets and app icons as
/// they sit on the pages (past a page's edge onto the next, then the dock), `PageUp`/`PageDown`
/// turn pages, `Enter` on an icon opens its app, and `Y` turns StandBy on and off (`←`/`→`
/// between its widgets and its clock, `↑`/`↓` rotate a stack, `Tab` picks the other stack).
enum HomeScreenKeys {
  /// Handles a command; `false` when it isn't the Home Screen's (the widgets' own keys, edit
  /// mode's, and the dashboard's go on).
  static func handle(
    _ command: KeyCommand, state: DashboardState, context: inout ReduceContext
  ) -> Bool {
    guard state.space == .homeScreen, !state.editMode.isEditing else { return false }
    if let standBy = state.homeScreenApps.standBy {
      return standByKey(command, standBy: standBy, state: state, context: &context)
    }
    let grid = HomeScreenGrid(state: state)
    let focused = HomeScreenGrid.focusedItem(in: state)
    switch command {
    case .toggleStandBy:
      context.send(.homeScreenApps(.standBy(.toggle)))
    case .moveFocus(let direction):
      guard let focused,
        let next = target(
          of: direction, from: focused, in: grid, shownPage: grid.shownPage(in: state))
      else { return true }
      focus(next, grid: grid, state: state, context: &context)
    case .page(let step):
      let page = min(max(0, grid.shownPage(in: state) + step), grid.pageCount - 1)
      guard let first = grid.readingOrder.first(where: { grid.place(of: $0)?.page == page })
      else { return true }
      focus(first, grid: grid, state: state, context: &context)
    case .cycleFocus(let step):
      // Tab on an icon goes on to the next item; on a widget, through its elements first.
      guard case .app = focused, let focused else { return false }
      let order = grid.readingOrder
      guard let index = order.firstIndex(of: focused) else { return false }
      let next = order[((index + step) % order.count + order.count) % order.count]
      focus(next, grid: grid, state: state, context: &context)
    case .activate:
      guard case .app(let app) = focused else { return false }
      context.send(.homeScreenApps(.open(app)))
    case .configure, .previewTimeline, .flipStack:
      guard case .app(let app) = focused else { return false }
      let name = state.homeScreenApps.apps[app].name
      context.toast("\(name) is an app icon: that key is for the widgets")
    default:
      return false
    }
    return true
  }

  /// Gives an item the focus, and remembers its page.
  static func focus(
    _ item: HomeScreenGrid.Item, grid: HomeScreenGrid, state: DashboardState,
    context: inout ReduceContext
  ) {
    switch item {
    case .widget(let index):
      context.send(.homeScreenApps(.focusApp(nil)))
      context.send(.widgets(.focus(index, element: 0)))
    case .app(let index):
      context.send(.homeScreenApps(.focusApp(index)))
    }
    let page = grid.place(of: item)?.page ?? grid.shownPage(in: state)
    if page != state.homeScreenApps.page { context.send(.homeScreenApps(.showPage(page))) }
  }

  /// Where an arrow goes from an item: `←`/`→` the previous or next item in reading order
  /// (wrapping); `↑`/`↓` the nearest item above or below on the page whose columns overlap
  /// (from the bottom row down to the dock, from the dock up to the page), else reading order.
  static func target(
    of direction: FocusDirection, from item: HomeScreenGrid.Item, in grid: HomeScreenGrid,
    shownPage: Int
  ) -> HomeScreenGrid.Item? {
    let order = grid.readingOrder
    guard let index = order.firstIndex(of: item) else { return order.first }
    let step = direction == .left || direction == .up ? -1 : 1
    let byOrder = order[((index + step) % order.count + order.count) % order.count]
    guard direction == .up || direction == .down else { return byOrder }
    // The item's columns, and its rows (the dock is the row under the page).
    let here: (page: Int?, columns: Range<Int>, top: Int, bottom: Int)
    if let place = grid.place(of: item) {
      here = (
        place.page, place.column..<(place.column + place.width), place.row,
        place.row + place.height
      )
    } else if case .app(let app) = item, let slot = grid.dock.firstIndex(of: app) {
      here = (nil, slot..<(slot + 1), HomeScreenGrid.rows, HomeScreenGrid.rows + 1)
    } else {
      return byOrder
    }
    if here.page == nil {
      // Up from the dock: the lowest item over its column on the page on show.
      guard direction == .up else { return byOrder }
      let slot = here.columns.lowerBound
      return grid.places.filter {
        $0.page == shownPage && $0.column <= slot && slot < $0.column + $0.width
      }.max { $0.row < $1.row }?.item ?? byOrder
    }
    let candidates = grid.places.filter {
      $0.page == here.page && $0.column < here.columns.upperBound
        && $0.column + $0.width > here.columns.lowerBound
        && (direction == .up ? $0.row + $0.height <= here.top : $0.row >= here.bottom)
    }
    if direction == .up {
      return candidates.max { ($0.row, -$0.column) < ($1.row, -$1.column) }?.item ?? byOrder
    }
    if let below = candidates.min(by: { ($0.row, $0.column) < ($1.row, $1.column) }) {
      return below.item
    }
    // Down from the page's lowest items: the dock app under the item's first column.
    let slot = min(here.columns.lowerBound, grid.dock.count - 1)
    return slot >= 0 ? .app(grid.dock[slot]) : byOrder
  }

  /// A key while StandBy is on: `Y` or `Esc` leave it, `←`/`→` switch views, `↑`/`↓` rotate the
  /// focused stack, `Tab` focuses the other; the dashboard's own keys (spaces, help, quit,
  /// Siri, themes, the clock, the inspector, Developer Mode, the lock) go on; any other key
  /// says in a toast that StandBy has it (the Home Screen's keys work once it is left).
  static func standByKey(
    _ command: KeyCommand, standBy: StandByState, state: DashboardState,
    context: inout ReduceContext
  ) -> Bool {
    switch command {
    case .toggleStandBy, .cancel:
      context.send(.homeScreenApps(.standBy(.exit)))
    case .moveFocus(.left), .moveFocus(.right):
      context.send(.homeScreenApps(.standBy(.switchView(command == .moveFocus(.left) ? -1 : 1))))
    case .moveFocus(let direction):
      let count = StandByState.widgets(in: state).count
      context.send(.homeScreenApps(.standBy(.rotate(direction == .up ? -1 : 1, count: count))))
    case .cycleFocus:
      context.send(.homeScreenApps(.standBy(.switchStack)))
    case .showSpace:
      // Leaving the Home Screen ends StandBy, as the phone taken off its stand does.
      context.send(.homeScreenApps(.standBy(.exit)))
      return false
    case .showHelp, .quit, .openSiri, .cycleTheme, .clock, .toggleInspector, .widenInspector,
      .toggleDeveloperMode, .toggleLock:
      return false
    default:
      context.toast("StandBy is on: Y or Esc leaves it for the Home Screen's keys")
    }
    return true
  }
}
