import SpacesKit

/// The Home Screen's pages as iOS lays them out: a 4 × 6 grid of icon cells a page, a small
/// widget taking 2 × 2 cells, a medium 4 × 2, a large 4 × 4, each app icon one cell after the
/// widgets (first fit, so icons fill the holes widgets leave); what doesn't fit a page goes on
/// the next. The first four apps are in the dock instead, as iOS keeps four apps there.
///
/// The engine moves focus through it and the renderer and mouse draw and hit-test from it, so
/// the three agree.
package struct HomeScreenGrid: Equatable, Sendable {
  /// A thing on the Home Screen: a widget (an index into `widgets.homeScreen`) or an app's icon
  /// (an index into `homeScreenApps.apps`).
  package enum Item: Hashable, Sendable {
    case widget(Int)
    case app(Int)
  }

  /// Where an item is: its page and its cells on the page.
  package struct Place: Equatable, Sendable {
    package var item: Item
    package var page: Int
    package var column: Int
    package var row: Int
    package var width: Int
    package var height: Int
  }

  /// Icon cells across a page.
  package static let columns = 4
  /// Icon cells down a page (a 6.1" iPhone's six rows of icons).
  package static let rows = 6
  /// Apps in the dock at most.
  package static let dockCapacity = 4

  /// The items on the pages, widgets first then the apps not in the dock, in that order.
  package private(set) var places: [Place] = []
  /// The apps in the dock (indices into `homeScreenApps.apps`), left to right.
  package private(set) var dock: [Int] = []
  /// How many pages there are (at least one).
  package private(set) var pageCount = 1

  /// A family's size in icon cells.
  package static func span(_ family: WidgetFamily) -> (width: Int, height: Int) {
    switch family {
    case .systemSmall: (2, 2)
    case .systemMedium: (4, 2)
    case .systemLarge, .systemExtraLarge: (4, 4)
    case .accessoryCircular, .accessoryRectangular, .accessoryInline: (1, 1)
    }
  }

  /// The grid of widgets of these families and this many apps.
  package init(widgetFamilies: [WidgetFamily], appCount: Int) {
    let appCount = max(0, appCount)
    dock = Array(0..<min(Self.dockCapacity, appCount))
    let items =
      widgetFamilies.indices.map { (Item.widget($0), Self.span(widgetFamilies[$0])) }
      + (dock.count..<appCount).map { (Item.app($0), (width: 1, height: 1)) }
    // One bit a cell: a page is `rows` masks of `columns` bits.
    var pages: [[UInt8]] = [Array(repeating: 0, count: Self.rows)]
    for (item, span) in items {
      let width = min(max(1, span.width), Self.columns)
      let height = min(max(1, span.height), Self.rows)
      var page = 0
      placing: while true {
        if page == pages.count { pages.append(Array(repeating: 0, count: Self.rows)) }
        for row in 0...(Self.rows - height) {
          for column in 0...(Self.columns - width) {
            let bits = UInt8(((1 << width) - 1) << column)
            guard (row..<(row + height)).allSatisfy({ pages[page][$0] & bits == 0 }) else {
              continue
            }
            for y in row..<(row + height) { pages[page][y] |= bits }
            places.append(
              Place(
                item: item, page: page, column: column, row: row, width: width, height: height))
            break placing
          }
        }
        page += 1
      }
    }
    pageCount = max(1, (places.map(\.page).max() ?? 0) + 1)
  }

  /// The grid of the dashboard's Home Screen.
  package init(state: DashboardState) {
    self.init(
      widgetFamilies: state.widgets.homeScreen.map(\.family),
      appCount: state.homeScreenApps.apps.count)
  }

  /// Where an item is on the pages (`nil`: in the dock, or no such item).
  package func place(of item: Item) -> Place? {
    places.first { $0.item == item }
  }

  /// The items in the order arrows move through them: each page's by rows, then the dock.
  package var readingOrder: [Item] {
    places.sorted { ($0.page, $0.row, $0.column) < ($1.page, $1.row, $1.column) }.map(\.item)
      + dock.map { .app($0) }
  }

  /// The focused item: the focused app's icon, else the focused widget, else the first item.
  package static func focusedItem(in state: DashboardState) -> Item? {
    let apps = state.homeScreenApps
    if let app = apps.focusedApp, apps.apps.indices.contains(app), !state.editMode.isEditing {
      return .app(app)
    }
    let widgets = state.widgets.homeScreen
    if !widgets.isEmpty { return .widget(min(state.widgets.focus, widgets.count - 1)) }
    return apps.apps.isEmpty ? nil : .app(0)
  }

  /// The page on show: the focused item's, or (the dock focused) the page last shown.
  package func shownPage(in state: DashboardState) -> Int {
    if let item = Self.focusedItem(in: state), let place = place(of: item) { return place.page }
    return min(max(0, state.homeScreenApps.page), pageCount - 1)
  }
}
